import { type TConsoleVerificationItem, VERIFY_STATES, type VerifyState } from '@steel-epd/contract';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { verificationsQueryOptions } from './api.ts';
import { VERIFY_STATE_TAG, VerifyStateTag } from './state-tag.tsx';
import { VerificationDrawer } from './verification-drawer.tsx';

const ALL = 0;

const useVerificationsTable = (onOpen: (id: number) => void): QueueTable<TConsoleVerificationItem> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    emptyText: t('console.verification.empty'),
    onRow: (r) => ({ onClick: () => onOpen(r.id), style: { cursor: 'pointer' } }),
    columns: [
      timeColumn('createdAt', t('console.verification.createdAt'), (r) => r.createdAt),
      {
        key: 'number',
        title: t('console.verification.registrationNumber'),
        dataIndex: 'epdRegistrationNumber',
      },
      { key: 'companyName', title: t('console.verification.companyName'), dataIndex: 'companyName' },
      { key: 'contact', title: t('console.verification.contact'), dataIndex: 'userContact' },
      { key: 'account', title: t('console.verification.account'), render: (_, r) => r.userAccount ?? '—' },
      {
        key: 'state',
        title: t('console.verification.state'),
        width: 110,
        render: (_, r) => <VerifyStateTag state={r.verifyState} />,
      },
      {
        key: 'actions',
        title: t('console.verification.actions'),
        render: (_, r) => (
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(r.id);
            }}
            data-testid={`verification-open-${r.id}`}
          >
            {t('console.verification.open')}
          </Button>
        ),
      },
    ],
  };
};

/** EPD verification requests from the portal: filtered by state, each opened to answer it. */
export const VerificationsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(verificationsQueryOptions, { state: undefined });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <QueuePage
      name="verifications"
      intro="console.verification.intro"
      queue={queue}
      table={useVerificationsTable(setOpen)}
      extra={
        <Select<VerifyState | typeof ALL>
          value={queue.query.state ?? ALL}
          onChange={(state) => queue.filter({ state: state === ALL ? undefined : state })}
          style={{ width: 140 }}
          options={[
            { value: ALL, label: t('console.verification.allStates') },
            ...VERIFY_STATES.map((s) => ({ value: s, label: t(VERIFY_STATE_TAG[s].text) })),
          ]}
          data-testid="verifications-filter-state"
        />
      }
    >
      <VerificationDrawer id={open} onClose={() => setOpen(null)} />
    </QueuePage>
  );
};
