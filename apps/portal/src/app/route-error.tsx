import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from '../lib/page.ts';

/** What a route shows when its page fails to load or render; a reload is the honest remedy. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // A failed dynamic import after a deploy also lands here; reloading fetches the new chunks.
  const title = error instanceof ChunkTimeoutError ? t('http.chunkTimeout') : t('app.errorTitle');
  return (
    <Result
      status="warning"
      title={title}
      data-testid="route-error"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}
