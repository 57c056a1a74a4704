import type { TRegistrationReview } from '@steel-epd/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn, useAccountTable } from '../../../components/columns.tsx';
import type { QueueTable } from '../../../components/queue-page.tsx';
import { ReviewStatusTag } from '../../../components/review-status.tsx';
import { useChannelLabel } from './registration-drawer.tsx';

/** The registration queue's columns; `onView` opens one with its answers (and decision) in the drawer. */
export const useRegistrationsTable = (onView: (userId: number) => void): QueueTable<TRegistrationReview> => {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  return useAccountTable<TRegistrationReview>([
    {
      key: 'channel',
      title: t('console.registrations.channel'),
      width: 150,
      render: (_, u) => channelLabel(u.signupChannel),
    },
    timeColumn('submittedAt', t('console.registrations.submittedAt'), (u) => u.submittedAt),
    {
      key: 'status',
      title: t('console.registrations.status'),
      render: (_, u) => (
        <ReviewStatusTag status={u.auditStatus} label={(s) => t(`console.registrations.status.${s}`)} />
      ),
    },
    { key: 'reasonReject', title: t('console.registrations.reasonReject'), dataIndex: 'reasonReject' },
    {
      key: 'actions',
      title: t('console.reviews.actions'),
      render: (_, u) => (
        <Button size="small" onClick={() => onView(u.id)} data-testid={`registration-view-${u.userAccount}`}>
          {t('console.reviews.view')}
        </Button>
      ),
    },
  ]);
};
