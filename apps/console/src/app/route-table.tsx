import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserDeleteOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  consoleApplicationRoutes,
  consoleDeregistrationRoutes,
  consoleEpdsRoutes,
  consolePcrRoutes,
  consoleReviewsRoutes,
  consoleRoutes,
  consoleUsersRoutes,
  consoleVerificationRoutes,
  lowCarbonRoutes,
  type OperatorRole,
  type TextKey,
} from '@steel-epd/contract';
import type { ReactNode } from 'react';
import { DashboardPage } from './dashboard-page.tsx';
import {
  ApplicationPage,
  ApplicationsPage,
  AuditLogPage,
  CompaniesPage,
  DeregistrationsPage,
  EpdAccessPage,
  EpdsPage,
  EvidencePage,
  LowCarbonDetailPage,
  LowCarbonQueuePage,
  OperatorsPage,
  PcrRequestsPage,
  PcrsPage,
  RegistrationsPage,
  UsersPage,
  VerificationsPage,
} from './section-pages.tsx';
import { SITE_SECTIONS } from './site-sections.tsx';

export interface ConsoleSection {
  /** Also the nav item's test id: `nav-<key>`. */
  key: string;
  path: string;
  label: TextKey;
  icon: ReactNode;
  /** Who may open it (administrators always may); absent: every operator. */
  roles?: readonly OperatorRole[];
  /** False for a page opened from another (one application): no menu item of its own. */
  inMenu?: false;
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
    key: 'deregistrations',
    path: '/deregistrations',
    label: 'console.nav.deregistrations',
    icon: <UserDeleteOutlined />,
    roles: consoleDeregistrationRoutes.deregistrationList.roles,
    element: <DeregistrationsPage />,
  },
  {
    key: 'companies',
    path: '/companies',
    label: 'console.nav.companies',
    icon: <BankOutlined />,
    roles: consoleReviewsRoutes.companyQueue.roles,
    element: <CompaniesPage />,
  },
  {
    key: 'registrations',
    path: '/registrations',
    label: 'console.nav.registrations',
    icon: <ProfileOutlined />,
    roles: consoleReviewsRoutes.registrationQueue.roles,
    element: <RegistrationsPage />,
  },
  {
    key: 'applications',
    path: '/applications',
    label: 'console.nav.applications',
    icon: <FileDoneOutlined />,
    roles: consoleApplicationRoutes.applicationQueue.roles,
    element: <ApplicationsPage />,
  },
  {
    key: 'application',
    path: '/applications/:id',
    label: 'console.nav.applications',
    icon: <FileDoneOutlined />,
    roles: consoleApplicationRoutes.applicationAdminDetail.roles,
    inMenu: false,
    element: <ApplicationPage />,
  },
  {
    key: 'low-carbon',
    path: '/low-carbon',
    label: 'console.nav.lowCarbon',
    icon: <FileDoneOutlined />,
    roles: lowCarbonRoutes.lowCarbonQueue.roles,
    element: <LowCarbonQueuePage />,
  },
  {
    key: 'low-carbon-detail',
    path: '/low-carbon/:id',
    label: 'console.nav.lowCarbon',
    icon: <FileDoneOutlined />,
    roles: lowCarbonRoutes.lowCarbonDetail.roles,
    inMenu: false,
    element: <LowCarbonDetailPage />,
  },
  {
    key: 'epds',
    path: '/epds',
    label: 'console.nav.epds',
    icon: <FileProtectOutlined />,
    roles: consoleEpdsRoutes.epdList.roles,
    element: <EpdsPage />,
  },
  {
    key: 'epd-access',
    path: '/epd-access',
    label: 'console.nav.epdAccess',
    icon: <BarChartOutlined />,
    roles: consoleEpdsRoutes.epdAccess.roles,
    element: <EpdAccessPage />,
  },
  {
    key: 'evidence',
    path: '/evidence',
    label: 'console.nav.evidence',
    icon: <SafetyCertificateOutlined />,
    element: <EvidencePage />,
  },
  {
    key: 'pcrs',
    path: '/pcrs',
    label: 'console.nav.pcrs',
    icon: <BookOutlined />,
    roles: consolePcrRoutes.pcrAdminList.roles,
    element: <PcrsPage />,
  },
  {
    key: 'pcr-requests',
    path: '/pcr-requests',
    label: 'console.nav.pcrRequests',
    icon: <FileAddOutlined />,
    roles: consolePcrRoutes.pcrRequestQueue.roles,
    element: <PcrRequestsPage />,
  },
  {
    key: 'verifications',
    path: '/verifications',
    label: 'console.nav.verifications',
    icon: <FileSearchOutlined />,
    roles: consoleVerificationRoutes.verificationQueue.roles,
    element: <VerificationsPage />,
  },
  ...SITE_SECTIONS,
];
