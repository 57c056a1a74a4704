import {
  PCR_DECLINE_REASON_MAX,
  PCR_REQUEST_STATUSES,
  type PcrRequestStatus,
  type TConsolePcrRequest,
  type TextKey,
  ZDeclinePcrRequest,
} from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Popconfirm, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/columns.tsx';
import { QueuePage, type QueueTable } from '../../../components/queue-page.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { testId } from '../../../lib/test-id.ts';
import { useQueue } from '../../../lib/use-queue.ts';
import { type DecidePcrRequest, pcrRequestsQueryOptions, useDecidePcrRequest } from './api.ts';
import { PcrRequestProgress, STEP_TEXT } from './pcr-request-progress.tsx';

const STATUS: Record<PcrRequestStatus, { text: TextKey; color: string }> = {
  pending: { text: 'console.pcrRequests.status.pending', color: 'processing' },
  accepted: { text: 'console.pcrRequests.status.accepted', color: 'success' },
  declined: { text: 'console.pcrRequests.status.declined', color: 'error' },
  finished: { text: 'console.pcrRequests.status.finished', color: 'default' },
};

const AcceptButton = ({ request, mutation }: { request: TConsolePcrRequest; mutation: DecidePcrRequest }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  return (
    <Popconfirm
      title={t('console.pcrRequests.acceptConfirm')}
      okButtonProps={{ ...testId('pcr-request-accept-ok') }}
      onConfirm={() =>
        mutation.mutate(
          { id: request.id, accept: true },
          { onSuccess: () => void message.success(t('console.pcrRequests.acceptedToast')), onError: toast },
        )
      }
    >
      <Button size="small" type="primary" data-testid={`pcr-request-accept-${request.id}`}>
        {t('console.pcrRequests.accept')}
      </Button>
    </Popconfirm>
  );
};

const DECLINE_TEST_IDS = {
  form: 'pcr-decline-form',
  input: 'pcr-decline-reason',
  submit: 'pcr-decline-submit',
};

const DeclineDialog = ({
  request,
  onClose,
  mutation,
}: {
  request: TConsolePcrRequest | null;
  onClose: () => void;
  mutation: DecidePcrRequest;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  return (
    <ReasonDialog
      open={request !== null}
      title={t('console.pcrRequests.declineTitle', { product: request?.product ?? '' })}
      pending={mutation.isPending}
      onCancel={onClose}
      onSubmit={(reason) => {
        if (!request) return;
        mutation.mutate(
          { id: request.id, accept: false, reason },
          {
            onSuccess: () => {
              void message.success(t('console.pcrRequests.declinedToast'));
              onClose();
            },
            onError: toast,
          },
        );
      }}
      okText="console.pcrRequests.decline"
      label="console.pcrRequests.reason"
      hint="console.pcrRequests.reasonHint"
      rule={{ schema: ZDeclinePcrRequest.shape.reason, maxLength: PCR_DECLINE_REASON_MAX }}
      testIds={DECLINE_TEST_IDS}
    />
  );
};

const useRequestsTable = (
  mutation: DecidePcrRequest,
  onDecline: (request: TConsolePcrRequest) => void,
  onProgress: (request: TConsolePcrRequest) => void,
): QueueTable<TConsolePcrRequest> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    emptyText: t('console.pcrRequests.empty'),
    columns: [
      timeColumn('createdAt', t('console.pcrRequests.createdAt'), (r) => r.createdAt),
      { key: 'account', title: t('console.pcrRequests.account'), render: (_, r) => r.userAccount ?? '—' },
      { key: 'companyName', title: t('console.pcrRequests.companyName'), dataIndex: 'companyName' },
      { key: 'product', title: t('console.pcrRequests.product'), dataIndex: 'product' },
      {
        key: 'status',
        title: t('console.pcrRequests.statusFilter'),
        width: 100,
        render: (_, r) => <Tag color={STATUS[r.status].color}>{t(STATUS[r.status].text)}</Tag>,
      },
      {
        key: 'step',
        title: t('console.pcrRequests.stepColumn'),
        render: (_, r) => <span data-testid={`pcr-request-step-${r.id}`}>{t(STEP_TEXT[r.step])}</span>,
      },
      {
        key: 'actions',
        title: t('console.pcrRequests.actions'),
        render: (_, r) =>
          r.status === 'pending' ? (
            <Flex gap="small">
              <AcceptButton request={r} mutation={mutation} />
              <Button size="small" onClick={() => onProgress(r)} data-testid={`pcr-request-progress-${r.id}`}>
                {t('console.pcrRequests.progress')}
              </Button>
              <Button
                size="small"
                danger
                onClick={() => onDecline(r)}
                data-testid={`pcr-request-decline-${r.id}`}
              >
                {t('console.pcrRequests.decline')}
              </Button>
            </Flex>
          ) : (
            <Flex gap="small" align="center" wrap>
              <Button size="small" onClick={() => onProgress(r)} data-testid={`pcr-request-progress-${r.id}`}>
                {t('console.pcrRequests.progress')}
              </Button>
              <span>{r.reason ? `${t('console.pcrRequests.reason')}: ${r.reason}` : null}</span>
            </Flex>
          ),
      },
    ],
  };
};

/**
 * PCR requests from the portal: pending ones first, accept or decline with a reason; an accepted
 * one moves along its six steps from its progress dialog (decision 221).
 */
export const PcrRequestsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(pcrRequestsQueryOptions, { status: 'pending' });
  const decide = useDecidePcrRequest();
  const [declining, setDeclining] = useState<TConsolePcrRequest | null>(null);
  // The open request by id: its row is read again from the queue after each move.
  const [progressId, setProgressId] = useState<number | null>(null);
  const shown = queue.data?.list.find((r) => r.id === progressId) ?? null;
  // A request that left the list (its last step took it out of the accepted ones) closes its
  // dialog: it must not open again by itself when another filter lists it.
  const gone = progressId !== null && queue.data !== undefined && !queue.fetching && shown === null;
  useEffect(() => {
    if (gone) setProgressId(null);
  }, [gone]);

  return (
    <QueuePage
      name="pcrRequests"
      intro="console.pcrRequests.intro"
      queue={queue}
      table={useRequestsTable(decide, setDeclining, (r) => setProgressId(r.id))}
      busy={decide.isPending}
      extra={
        <Select<PcrRequestStatus>
          value={queue.query.status}
          onChange={(status) => queue.filter({ status })}
          style={{ width: 140 }}
          options={PCR_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS[s].text) }))}
          data-testid="pcrRequests-filter-status"
        />
      }
    >
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} mutation={decide} />
      <PcrRequestProgress key={progressId ?? 0} request={shown} onClose={() => setProgressId(null)} />
    </QueuePage>
  );
};
