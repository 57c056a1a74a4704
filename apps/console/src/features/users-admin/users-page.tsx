import { QueuePage } from '../../components/queue-page.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { usersQueryOptions } from './api.ts';
import { UsersFilters } from './users-filters.tsx';
import { useUsersTable } from './users-table.tsx';

/**
 * Portal users for reviewers and administrators: paged and filtered on the server, with
 * disabling (the user is logged out and refused at login) and enabling.
 */
export const UsersPage = () => {
  const queue = useQueue(usersQueryOptions, {});
  return (
    <QueuePage
      name="users"
      queue={queue}
      table={useUsersTable()}
      toolbar={<UsersFilters query={queue.query} onChange={queue.filter} />}
    />
  );
};
