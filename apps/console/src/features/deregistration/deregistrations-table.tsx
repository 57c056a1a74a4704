import type { TDeregistrationRequest } from '@steel-epd/contract';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn, useAccountTable } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';
import type { DecideDeregistration } from './api.ts';
import { ApproveButton } from './approve-button.tsx';

/** The pending requests' columns, with approving (confirmed here) and refusing (in a dialog). */
export const useDeregistrationsTable = (
  mutation: DecideDeregistration,
  onRefuse: (request: TDeregistrationRequest) => void,
): QueueTable<TDeregistrationRequest> => {
  const { t } = useTranslation();
  return useAccountTable<TDeregistrationRequest>(
    [
      timeColumn('requestedAt', t('console.deregistrations.requestedAt'), (r) => r.requestedAt),
      {
        key: 'actions',
        title: t('console.deregistrations.actions'),
        render: (_, r) => (
          <Flex gap="small">
            <ApproveButton request={r} mutation={mutation} />
            <Button
              size="small"
              data-testid={`deregistration-refuse-${r.userAccount}`}
              onClick={() => onRefuse(r)}
            >
              {t('console.deregistrations.refuse')}
            </Button>
          </Flex>
        ),
      },
    ],
    { emptyText: t('console.deregistrations.empty') },
  );
};
