import { AUDIT_STATUS, USER_AUDIT_STATUSES } from '@steel-epd/contract';
import { QueuePage } from '../../components/queue-page.tsx';
import { ReviewStatusFilter } from '../../components/review-status.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { registrationQueueOptions } from './api.ts';
import { useRegistrationsTable } from './registrations-table.tsx';

/** The registration audit queue (pending by default): approve, or reject with a reason. */
export const RegistrationsPage = () => {
  const queue = useQueue(registrationQueueOptions, { auditStatus: AUDIT_STATUS.pending });

  return (
    <QueuePage
      name="registrations"
      queue={queue}
      table={useRegistrationsTable()}
      extra={
        <ReviewStatusFilter
          name="registrations"
          statuses={USER_AUDIT_STATUSES}
          queue={queue}
          field="auditStatus"
        />
      }
    />
  );
};
