import { COMPANY_STATUS, COMPANY_STATUSES } from '@steel-epd/contract';
import { useState } from 'react';
import { QueuePage } from '../../components/queue-page.tsx';
import { ReviewStatusFilter } from '../../components/review-status.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { companyQueueOptions } from './api.ts';
import { useCompaniesTable } from './companies-table.tsx';
import { CompanyDrawer } from './company-drawer.tsx';

/** The certification queue (pending by default), with a drawer to read and decide one. */
export const CompaniesPage = () => {
  const queue = useQueue(companyQueueOptions, { status: COMPANY_STATUS.pending });
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <QueuePage
      name="companies"
      queue={queue}
      table={useCompaniesTable(setViewing)}
      extra={<ReviewStatusFilter name="companies" statuses={COMPANY_STATUSES} queue={queue} field="status" />}
    >
      <CompanyDrawer id={viewing} onClose={() => setViewing(null)} />
    </QueuePage>
  );
};
