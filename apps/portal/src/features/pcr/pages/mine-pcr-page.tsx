import type { PcrRequestStatus, TextKey, TMyPcrRequest } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Card, Descriptions, Empty, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoreOrEnd } from '../../../components/more-or-end.tsx';
import type { PageProps } from '../../../lib/page.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyPcrRequests } from '../api/pcr-queries.ts';
import '../pcr.css';
import '../texts.ts';

const STATUS: Record<PcrRequestStatus, { text: TextKey; color: string }> = {
  pending: { text: 'pcr.mine.status.pending', color: 'processing' },
  accepted: { text: 'pcr.mine.status.accepted', color: 'success' },
  declined: { text: 'pcr.mine.status.declined', color: 'error' },
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

function RequestCard({ request }: { request: TMyPcrRequest }) {
  const { t } = useTranslation();
  const status = STATUS[request.status];
  return (
    <Card
      className="pcr-request"
      data-testid="pcr-request"
      data-status={request.status}
      title={<span data-testid="pcr-request-product">{request.product}</span>}
      extra={
        <Tag color={status.color} data-testid="pcr-request-status">
          {t(status.text)}
        </Tag>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          { key: 'company', label: t('pcr.mine.companyName'), children: request.companyName },
          { key: 'created', label: t('pcr.mine.createdAt'), children: day(request.createdAt) },
          { key: 'decided', label: t('pcr.mine.decidedAt'), children: day(request.decidedAt) },
          ...(request.reason
            ? [
                {
                  key: 'reason',
                  label: t('pcr.mine.reason'),
                  span: 3,
                  children: <span data-testid="pcr-request-reason">{request.reason}</span>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** /Pcr/minePcr (login): the user's PCR requests, newest first, with their state and a decline's reason. */
export default function MinePcrPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSession().userInfo?.id ?? 0;
  const pages = useMyPcrRequests(userId);
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);

  return (
    <main className="pcr-page pcr-page--narrow" data-testid="mine-pcr-page">
      <div className="pcr-page__head">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Button type="primary" onClick={() => void navigate('/Pcr/pcrApplyFor')} data-testid="mine-pcr-apply">
          {t('pcr.mine.apply')}
        </Button>
      </div>
      {pages.isPending ? (
        <Spin className="pcr-page__spin" />
      ) : list.length === 0 ? (
        <Empty description={t('pcr.mine.empty')} data-testid="mine-pcr-empty" />
      ) : (
        <div className="pcr-requests">
          {list.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </div>
      )}
      <MoreOrEnd pages={pages} shown={list.length} className="pcr-page" testId="mine-pcr" />
    </main>
  );
}
