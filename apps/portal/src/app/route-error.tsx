import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from '../lib/page.ts';
import './route-error.css';

/**
 * What a route shows when its page fails to load or render; a reload is the honest remedy.
 * Plain elements: it stands in for phone pages too, which never load Ant Design (issue 10).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
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
