import { AUDIT_STATUS, USER_AUDIT_STATUSES } from '@steel-epd/contract';
import { useState } from 'react';
import { QueuePage } from '../../../components/queue-page.tsx';
import { ReviewStatusFilter } from '../../../components/review-status.tsx';
import { useQueue } from '../../../lib/use-queue.ts';
import { registrationQueueOptions } from './api.ts';
import { RegistrationDrawer } from './registration-drawer.tsx';
import { useRegistrationsTable } from './registrations-table.tsx';

/**
 * The registration review (decision 198): pending registrations with their answers, earliest
 * answers first, each read in a drawer with every answer and its sign-up channel, and approved
 * or rejected with a reason there.
 */
export const RegistrationsPage = () => {
  const queue = useQueue(registrationQueueOptions, { auditStatus: AUDIT_STATUS.pending });
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <QueuePage
      name="registrations"
      queue={queue}
      table={useRegistrationsTable(setViewing)}
      extra={
        <ReviewStatusFilter
          name="registrations"
          statuses={USER_AUDIT_STATUSES}
          queue={queue}
          field="auditStatus"
        />
      }
    >
      <RegistrationDrawer userId={viewing} onClose={() => setViewing(null)} />
    </QueuePage>
  );
};
