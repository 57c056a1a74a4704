import type { TDeregistrationRequest } from '@steel-epd/contract';
import { useState } from 'react';
import { QueuePage } from '../../components/queue-page.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { deregistrationsQueryOptions, useDecideDeregistration } from './api.ts';
import { useDeregistrationsTable } from './deregistrations-table.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';

/**
 * Pending deregistration requests for reviewers and administrators: approve (the account is
 * closed and its personal data erased) or refuse with a reason the user reads in their inbox.
 */
export const DeregistrationsPage = () => {
  const queue = useQueue(deregistrationsQueryOptions, {});
  const decide = useDecideDeregistration();
  const [refusing, setRefusing] = useState<TDeregistrationRequest | null>(null);

  return (
    <QueuePage
      name="deregistrations"
      intro="console.deregistrations.intro"
      queue={queue}
      table={useDeregistrationsTable(decide, setRefusing)}
      busy={decide.isPending}
    >
      <RefuseDialog request={refusing} onClose={() => setRefusing(null)} mutation={decide} />
    </QueuePage>
  );
};
