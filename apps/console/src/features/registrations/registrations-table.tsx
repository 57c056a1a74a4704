import { AUDIT_STATUS, type TRegistrationReview } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { timeColumn, useAccountTable } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';
import { ReviewStatusTag } from '../../components/review-status.tsx';
import { RegistrationDecision } from './registration-decision.tsx';

/** The registration queue's columns; a pending one carries its decision buttons. */
export const useRegistrationsTable = (): QueueTable<TRegistrationReview> => {
  const { t } = useTranslation();
  return useAccountTable<TRegistrationReview>([
    timeColumn('createdAt', t('console.registrations.createdAt'), (u) => u.createdAt),
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
      // Only a pending registration can be decided.
      render: (_, u) => (u.auditStatus === AUDIT_STATUS.pending ? <RegistrationDecision user={u} /> : null),
    },
  ]);
};
