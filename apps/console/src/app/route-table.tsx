import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  MailOutlined,
  ReadOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  consoleRoutes,
  consoleUsersRoutes,
  type OperatorRole,
  outboxRoutes,
  type TextKey,
} from '@steel-epd/contract';
import { lazy, type ReactNode } from 'react';
import { NotBuiltPage } from '../components/not-built-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const OperatorsPage = lazy(() =>
  import('../features/operators/operators-page.tsx').then((m) => ({ default: m.OperatorsPage })),
);
const AuditLogPage = lazy(() =>
  import('../features/audit/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
const OutboxPage = lazy(() =>
  import('../features/outbox/outbox-page.tsx').then((m) => ({ default: m.OutboxPage })),
);
const UsersPage = lazy(() =>
  import('../features/users/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);

export interface ConsoleSection {
  /** Also the nav item's test id: `nav-<key>`. */
  key: string;
  path: string;
  label: TextKey;
  icon: ReactNode;
  /** Who may open it (administrators always may); absent: every operator. */
  roles?: readonly OperatorRole[];
  element: ReactNode;
}

/**
 * Every section of the console in menu order: its path, its menu label, who may use it and its
 * page. The menu and the role gate both read this table. The roles of built sections are those
 * of the calls they make; those of sections still to come are the plan for them.
 */
export const SECTIONS: readonly ConsoleSection[] = [
  {
    key: 'dashboard',
    path: '/',
    label: 'console.nav.dashboard',
    icon: <DashboardOutlined />,
    element: <DashboardPage />,
  },
  {
    key: 'operators',
    path: '/operators',
    label: 'console.nav.operators',
    icon: <TeamOutlined />,
    roles: consoleRoutes.operatorList.roles,
    element: <OperatorsPage />,
  },
  {
    key: 'audit-log',
    path: '/audit-log',
    label: 'console.nav.auditLog',
    icon: <AuditOutlined />,
    roles: consoleRoutes.auditLog.roles,
    element: <AuditLogPage />,
  },
  {
    key: 'users',
    path: '/users',
    label: 'console.nav.users',
    icon: <UserOutlined />,
    roles: consoleUsersRoutes.userList.roles,
    element: <UsersPage />,
  },
  {
    key: 'companies',
    path: '/companies',
    label: 'console.nav.companies',
    icon: <BankOutlined />,
    roles: ['reviewer'],
    element: <NotBuiltPage title="console.nav.companies" />,
  },
  {
    key: 'applications',
    path: '/applications',
    label: 'console.nav.applications',
    icon: <FileDoneOutlined />,
    roles: ['reviewer'],
    element: <NotBuiltPage title="console.nav.applications" />,
  },
  {
    key: 'content',
    path: '/content',
    label: 'console.nav.content',
    icon: <ReadOutlined />,
    roles: ['editor'],
    element: <NotBuiltPage title="console.nav.content" />,
  },
  {
    key: 'outbox',
    path: '/outbox',
    label: 'console.nav.outbox',
    icon: <MailOutlined />,
    roles: outboxRoutes.outboxList.roles,
    element: <OutboxPage />,
  },
];
