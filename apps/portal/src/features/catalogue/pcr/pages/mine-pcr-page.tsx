import {
  PCR_REQUEST_STEPS,
  type PcrRequestStatus,
  type PcrRequestStep,
  type TextKey,
  type TMyPcrRequest,
  type TMyPcrRequestDetail,
} from '@steel-epd/contract';
import { formatDateTime, useApiErrorToast } from '@steel-epd/web';
import { Button, Card, Descriptions, Drawer, Empty, Spin, Steps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoreOrEnd } from '../../../../components/more-or-end.tsx';
import { downloadAttachment } from '../../../../lib/api/attachment-calls.ts';
import type { PageProps } from '../../../../lib/page.ts';
import { useSession } from '../../../../lib/session.ts';
import { useLayoutSize } from '../../../../lib/use-layout-size.ts';
import { useMyPcrRequests, usePcrRequestDetail } from '../api/pcr-queries.ts';
import '../pcr.css';
import '../texts.ts';

const STATUS: Record<PcrRequestStatus, { text: TextKey; color: string }> = {
  pending: { text: 'pcr.mine.status.pending', color: 'processing' },
  accepted: { text: 'pcr.mine.status.accepted', color: 'success' },
  declined: { text: 'pcr.mine.status.declined', color: 'error' },
  finished: { text: 'pcr.mine.status.finished', color: 'success' },
};

/** The six steps' names, as the apply page shows them (pcr.apply.step1 … step6). */
const STEP_TEXT = Object.fromEntries(
  PCR_REQUEST_STEPS.map((step, i) => [step, `pcr.apply.step${i + 1}` as TextKey]),
) as Record<PcrRequestStep, TextKey>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** The six steps with the date and note of each one reached; vertical, as there is text under each. */
function RequestProgress({ request }: { request: TMyPcrRequestDetail }) {
  const { t } = useTranslation();
  const reached = new Map(request.steps.map((s) => [s.step, s]));
  const current = PCR_REQUEST_STEPS.indexOf(request.step);
  return (
    <Steps
      className="pcr-progress"
      data-testid="pcr-progress"
      orientation="vertical"
      size="small"
      current={current}
      status={request.status === 'declined' ? 'error' : request.status === 'finished' ? 'finish' : 'process'}
      items={PCR_REQUEST_STEPS.map((step) => {
        const entry = reached.get(step);
        return {
          title: t(STEP_TEXT[step]),
          content: entry ? (
            <span data-testid={`pcr-progress-${step}`}>
              <span className="pcr-progress__date">
                {t('pcr.mine.stepDate', { date: formatDateTime(entry.at) })}
              </span>
              {entry.note ? <span className="pcr-progress__note">{entry.note}</span> : null}
            </span>
          ) : null,
        };
      })}
    />
  );
}

function RequestDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const compact = useLayoutSize() === 'compact';
  const detail = usePcrRequestDetail(id);
  const request = detail.data;
  useEffect(() => {
    if (detail.error) showError(detail.error);
  }, [detail.error, showError]);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={compact ? '100%' : 560}
      title={request ? t('pcr.mine.detailTitle', { product: request.product }) : ''}
    >
      <div data-testid="pcr-request-drawer">
        {!request ? (
          <Spin className="pcr-page__spin" />
        ) : (
          <>
            <Descriptions
              size="small"
              column={1}
              layout={compact ? 'vertical' : 'horizontal'}
              items={[
                {
                  key: 'description',
                  label: t('pcr.mine.description'),
                  children: (
                    <span className="pcr-progress__text">{request.description || t('pcr.mine.none')}</span>
                  ),
                },
                {
                  key: 'standards',
                  label: t('pcr.mine.standards'),
                  children: (
                    <span className="pcr-progress__text">{request.standards || t('pcr.mine.none')}</span>
                  ),
                },
                {
                  key: 'contact',
                  label: t('pcr.mine.contact'),
                  children:
                    [request.contactName, request.contactPhone, request.contactEmail]
                      .filter(Boolean)
                      .join(' · ') || t('pcr.mine.none'),
                },
                {
                  key: 'attachment',
                  label: t('pcr.mine.attachment'),
                  children:
                    request.attachmentId !== null ? (
                      <Button
                        type="link"
                        size="small"
                        className="pcr-progress__file"
                        onClick={() =>
                          void downloadAttachment(
                            request.attachmentId ?? 0,
                            request.attachmentName ?? 'file',
                          ).catch(showError)
                        }
                        data-testid="pcr-request-file"
                      >
                        {request.attachmentName}
                      </Button>
                    ) : (
                      t('pcr.mine.none')
                    ),
                },
              ]}
            />
            <Typography.Title level={5} className="pcr-progress__title">
              {t('pcr.mine.progress')}
            </Typography.Title>
            <RequestProgress request={request} />
          </>
        )}
      </div>
    </Drawer>
  );
}

function RequestCard({ request, onOpen }: { request: TMyPcrRequest; onOpen: () => void }) {
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
          {
            key: 'step',
            label: t('pcr.mine.step'),
            children: (
              <span data-testid="pcr-request-step">
                {request.status === 'pending' ? t('pcr.mine.waiting') : t(STEP_TEXT[request.step])}
              </span>
            ),
          },
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
      <Button size="small" onClick={onOpen} data-testid="pcr-request-open">
        {t('pcr.mine.details')}
      </Button>
    </Card>
  );
}

/**
 * /Pcr/minePcr (login): the user's PCR requests, newest first, with their state, step and a
 * decline's reason; each opens its fields and six-step progress with dates and notes (decision 221).
 */
export default function MinePcrPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSession().userInfo?.id ?? 0;
  const pages = useMyPcrRequests(userId);
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const [open, setOpen] = useState<number | null>(null);

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
            <RequestCard key={r.id} request={r} onOpen={() => setOpen(r.id)} />
          ))}
        </div>
      )}
      <MoreOrEnd pages={pages} shown={list.length} className="pcr-page" testId="mine-pcr" />
      <RequestDrawer id={open} onClose={() => setOpen(null)} />
    </main>
  );
}
