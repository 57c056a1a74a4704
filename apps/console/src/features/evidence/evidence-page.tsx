import { evidenceRoutes } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { call } from '../../lib/http.ts';

/** Walks the whole evidence ledger on the server and shows whether it is intact (any operator). */
export const EvidencePage = () => {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['evidence', 'verify'],
    queryFn: ({ signal }) => call(evidenceRoutes.consoleVerifyChain, { signal }),
    staleTime: 0,
  });
  const r = check.data;
  return (
    <Card
      title={t('console.evidence.title')}
      extra={
        <Button onClick={() => void check.refetch()} loading={check.isFetching} data-testid="evidence-run">
          {t('console.evidence.run')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('console.evidence.intro')}</Typography.Paragraph>
      {check.isError && <Alert type="error" showIcon title={errorMessage(check.error, t)} />}
      {r && (
        <Alert
          data-testid="evidence-result"
          data-ok={r.ok}
          type={r.ok ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          title={
            r.ok
              ? r.checked === 0
                ? t('console.evidence.empty')
                : t('console.evidence.ok', { count: r.checked })
              : t('console.evidence.broken', {
                  id: r.firstBad?.id,
                  problem: t(
                    r.firstBad?.problem === 'link'
                      ? 'console.evidence.problem.link'
                      : 'console.evidence.problem.hash',
                  ),
                })
          }
        />
      )}
      {r && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'head',
              label: t('console.evidence.head'),
              children: r.headHash ? (
                <Typography.Text code copyable>{`#${r.headId} ${r.headHash}`}</Typography.Text>
              ) : (
                '-'
              ),
            },
            { key: 'at', label: t('console.evidence.checkedAt'), children: formatTime(r.checkedAt) },
          ]}
        />
      )}
    </Card>
  );
};
