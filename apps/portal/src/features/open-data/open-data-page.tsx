import { OPEN_API_LIMIT, OPEN_API_PREFIX, openDataRoutes, type TOpenEpdPage } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/http.ts';
import type { PageProps } from '../../lib/page.ts';
import './open-data.css';
import './texts.ts';

/** The live example's request: the list's first two records. */
const EXAMPLE_QUERY = { limit: 2 } as const;
const EXAMPLE_PATH = `/api${OPEN_API_PREFIX}/epds?limit=${EXAMPLE_QUERY.limit}`;

const ENDPOINTS = [
  { path: `GET /api${OPEN_API_PREFIX}/epds`, text: 'openData.list' },
  { path: `GET /api${OPEN_API_PREFIX}/epds/{id}`, text: 'openData.one' },
  { path: `GET /api${OPEN_API_PREFIX}/epds/{id}/openepd?lang=zh|en`, text: 'openData.openEpd' },
  { path: `GET /api${OPEN_API_PREFIX}/epds/{id}/ilcd`, text: 'openData.ilcd' },
] as const;

/**
 * /open-data (issue 14): for developers, the public read API and the two export formats, with
 * a live request of the list.
 */
export default function OpenDataPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const example = useMutation({
    mutationFn: (): Promise<TOpenEpdPage> => call(openDataRoutes.epdList, { query: EXAMPLE_QUERY }),
    onError: showError,
  });
  const origin = window.location.origin;

  return (
    <main className="open-data-page" data-testid="open-data-page">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <p className="open-data-page__lead">{t('openData.intro')}</p>

      <section className="open-data-page__section">
        <Typography.Title level={3}>{t('openData.apiTitle')}</Typography.Title>
        <p>
          <code>{`${origin}/api${OPEN_API_PREFIX}`}</code>
        </p>
        <dl className="open-data-page__endpoints">
          {ENDPOINTS.map((e) => (
            <div key={e.path}>
              <dt>
                <code>{e.path}</code>
              </dt>
              <dd>{t(e.text)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('openData.sync', { limit: OPEN_API_LIMIT.limit })}</p>
        <p>{t('openData.formats')}</p>
        <p>
          <a href="/docs" target="_blank" rel="noopener" data-testid="open-data-reference">
            {t('openData.reference')}
          </a>
        </p>
      </section>

      <section className="open-data-page__section">
        <Typography.Title level={3}>{t('openData.tryTitle')}</Typography.Title>
        <Card>
          <p>
            <code data-testid="open-data-example-request">GET {EXAMPLE_PATH}</code>
          </p>
          <Button
            type="primary"
            onClick={() => example.mutate()}
            loading={example.isPending}
            data-testid="open-data-try"
          >
            {t('openData.trySend')}
          </Button>
          {example.data ? (
            <pre className="open-data-page__answer" data-testid="open-data-answer">
              {JSON.stringify(example.data, null, 2)}
            </pre>
          ) : null}
        </Card>
      </section>
    </main>
  );
}
