import { useTranslation } from 'react-i18next';
import { ChunkTimeoutError } from '../lib/page.ts';
import './error-notice.css';

/**
 * What a page shows when it fails to load or render; a reload is the honest remedy. Plain
 * elements: it stands in for phone pages too, which never load Ant Design (issue 10).
 */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  // A failed dynamic import after a deploy also lands here; reloading fetches the new chunks.
  const title = error instanceof ChunkTimeoutError ? t('http.chunkTimeout') : t('app.errorTitle');
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <span className="route-error__icon" aria-hidden="true">
        !
      </span>
      <p className="route-error__title">{title}</p>
      <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}
