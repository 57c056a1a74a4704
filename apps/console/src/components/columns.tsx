import type { TAccountType } from '@steel-epd/contract';
import type { TableColumnsType, TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format.ts';
import type { QueueTable } from './queue-page.tsx';

/** What every row about a portal account carries. */
interface AccountRow {
  userAccount: string;
  accountType: TAccountType;
  userName: string | null;
  companyName: string | null;
}

/**
 * The table of a queue about portal accounts (users, registrations, deregistrations): rows are
 * keyed by the account (`data-row-key`), and the columns that say whose row it is come first
 * (the account, its kind, the user's and the company's name), then the queue's own.
 */
export const useAccountTable = <Row extends AccountRow>(
  columns: TableColumnsType<Row>,
  options: Omit<QueueTable<Row>, 'columns' | 'rowKey'> = {},
): QueueTable<Row> => {
  const { t } = useTranslation();
  const account: TableColumnsType<Row> = [
    { key: 'account', title: t('console.account.account'), dataIndex: 'userAccount' },
    {
      key: 'accountType',
      title: t('console.account.accountType'),
      width: 120,
      render: (_, row) => t(`console.account.accountType.${row.accountType}`),
    },
    { key: 'userName', title: t('console.account.userName'), dataIndex: 'userName' },
    { key: 'companyName', title: t('console.account.companyName'), dataIndex: 'companyName' },
  ];
  return { ...options, rowKey: 'userAccount', columns: [...account, ...columns] };
};

/** A column of stored times, in the operator's local time and wide enough not to wrap. */
export const timeColumn = <Row,>(
  key: string,
  title: string,
  timeOf: (row: Row) => string | null,
): TableColumnType<Row> => ({ key, title, width: 180, render: (_, row) => formatTime(timeOf(row)) });

/**
 * The table of a log (the audit log, the outbox): dense rows keyed by their id, newest first,
 * the time in the first column, then the log's own columns.
 */
export const logTable = <Row extends { id: number }>(
  time: TableColumnType<Row>,
  columns: TableColumnsType<Row>,
): QueueTable<Row> => ({ rowKey: 'id', size: 'small', columns: [time, ...columns] });
