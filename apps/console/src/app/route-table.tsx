import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookFilled,
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  LinkOutlined,
  MailOutlined,
  MenuOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserDeleteOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  consoleApplicationRoutes,
  consoleDeregistrationRoutes,
  consoleEpdsRoutes,
  consoleNewsRoutes,
  consolePcrRoutes,
  consoleResourceRoutes,
  consoleReviewsRoutes,
  consoleRoutes,
  consoleSiteRoutes,
  consoleUsersRoutes,
  consoleVerificationRoutes,
  feedbackRoutes,
  lowCarbonRoutes,
  type OperatorRole,
  outboxRoutes,
  subscriptionRoutes,
  type TextKey,
} from '@steel-epd/contract';
import { lazy, type ReactNode } from 'react';
import { DashboardPage } from './dashboard-page.tsx';

const OperatorsPage = lazy(() =>
  import('../features/operators/operators-page.tsx').then((m) => ({ default: m.OperatorsPage })),
);
const AuditLogPage = lazy(() =>
  import('../features/operators/audit/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
const OutboxPage = lazy(() =>
  import('../features/outbox/outbox-page.tsx').then((m) => ({ default: m.OutboxPage })),
);
const UsersPage = lazy(() =>
  import('../features/users-admin/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);
const CompaniesPage = lazy(() =>
  import('../features/companies/companies-page.tsx').then((m) => ({ default: m.CompaniesPage })),
);
const RegistrationsPage = lazy(() =>
  import('../features/companies/registrations/registrations-page.tsx').then((m) => ({
    default: m.RegistrationsPage,
  })),
);
const DeregistrationsPage = lazy(() =>
  import('../features/deregistration/deregistrations-page.tsx').then((m) => ({
    default: m.DeregistrationsPage,
  })),
);
const EpdsPage = lazy(() =>
  import('../features/catalogue/epd/epds-page.tsx').then((m) => ({ default: m.EpdsPage })),
);
const EpdAccessPage = lazy(() =>
  import('../features/catalogue/epd/access-page.tsx').then((m) => ({ default: m.EpdAccessPage })),
);
const EvidencePage = lazy(() =>
  import('../features/evidence/evidence-page.tsx').then((m) => ({ default: m.EvidencePage })),
);

const ApplicationsPage = lazy(() =>
  import('../features/applications/applications-page.tsx').then((m) => ({ default: m.ApplicationsPage })),
);
const ApplicationPage = lazy(() =>
  import('../features/applications/application-page.tsx').then((m) => ({ default: m.ApplicationPage })),
);

const NewsPage = lazy(() =>
  import('../features/content/news-page.tsx').then((m) => ({ default: m.NewsPage })),
);
const AnnouncementsPage = lazy(() =>
  import('../features/content/announcements-page.tsx').then((m) => ({ default: m.AnnouncementsPage })),
);
const PagesPage = lazy(() =>
  import('../features/content/pages-page.tsx').then((m) => ({ default: m.PagesPage })),
);
const AgreementsPage = lazy(() =>
  import('../features/agreements/agreements-page.tsx').then((m) => ({ default: m.AgreementsPage })),
);

const PcrsPage = lazy(() =>
  import('../features/catalogue/pcr/pcrs-page.tsx').then((m) => ({ default: m.PcrsPage })),
);
const PcrRequestsPage = lazy(() =>
  import('../features/catalogue/pcr/pcr-requests-page.tsx').then((m) => ({ default: m.PcrRequestsPage })),
);

const VerificationsPage = lazy(() =>
  import('../features/verification/verifications-page.tsx').then((m) => ({ default: m.VerificationsPage })),
);

const LowCarbonQueuePage = lazy(() =>
  import('../features/low-carbon/low-carbon-queue-page.tsx').then((m) => ({ default: m.LowCarbonQueuePage })),
);
const LowCarbonDetailPage = lazy(() =>
  import('../features/low-carbon/low-carbon-detail-page.tsx').then((m) => ({
    default: m.LowCarbonDetailPage,
  })),
);
const FeedbackPage = lazy(() =>
  import('../features/feedback/feedback-page.tsx').then((m) => ({ default: m.FeedbackPage })),
);
const SiteTextsPage = lazy(() =>
  import('../features/reference/texts-page.tsx').then((m) => ({ default: m.SiteTextsPage })),
);
const SiteMenuPage = lazy(() =>
  import('../features/reference/menu-page.tsx').then((m) => ({ default: m.SiteMenuPage })),
);
const ResourcesPage = lazy(() =>
  import('../features/resources/resources-page.tsx').then((m) => ({ default: m.ResourcesPage })),
);
const GpiPage = lazy(() =>
  import('../features/resources/gpi-page.tsx').then((m) => ({ default: m.GpiPage })),
);
const LinksPage = lazy(() =>
  import('../features/resources/links-page.tsx').then((m) => ({ default: m.LinksPage })),
);
const TemplatesPage = lazy(() =>
  import('../features/resources/templates-page.tsx').then((m) => ({ default: m.TemplatesPage })),
);
const DictionariesPage = lazy(() =>
  import('../features/resources/dictionaries-page.tsx').then((m) => ({ default: m.DictionariesPage })),
);

const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/subscriptions-page.tsx').then((m) => ({ default: m.SubscriptionsPage })),
);
const SettingsPage = lazy(() =>
  import('../features/reference/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);

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
  {
    key: 'news',
    path: '/news',
    label: 'console.nav.news',
    icon: <ReadOutlined />,
    roles: consoleNewsRoutes.newsAdminList.roles,
    element: <NewsPage />,
  },
  {
    key: 'announcements',
    path: '/announcements',
    label: 'console.nav.announcements',
    icon: <NotificationOutlined />,
    roles: consoleNewsRoutes.announcementAdminList.roles,
    element: <AnnouncementsPage />,
  },
  {
    key: 'pages',
    path: '/pages',
    label: 'console.nav.pages',
    icon: <FileTextOutlined />,
    roles: consoleNewsRoutes.staticPageList.roles,
    element: <PagesPage />,
  },
  {
    key: 'agreements',
    path: '/agreements',
    label: 'console.nav.agreements',
    icon: <SolutionOutlined />,
    roles: consoleNewsRoutes.agreementAdminList.roles,
    element: <AgreementsPage />,
  },
  {
    key: 'feedback',
    path: '/feedback',
    label: 'console.nav.feedback',
    icon: <CommentOutlined />,
    roles: feedbackRoutes.feedbackList.roles,
    element: <FeedbackPage />,
  },
  {
    key: 'site-texts',
    path: '/site-texts',
    label: 'console.nav.siteTexts',
    icon: <TranslationOutlined />,
    roles: consoleSiteRoutes.siteTexts.roles,
    element: <SiteTextsPage />,
  },
  {
    key: 'site-menu',
    path: '/site-menu',
    label: 'console.nav.siteMenu',
    icon: <MenuOutlined />,
    roles: consoleSiteRoutes.siteMenu.roles,
    element: <SiteMenuPage />,
  },
  {
    key: 'resources',
    path: '/resources',
    label: 'console.nav.resources',
    icon: <FolderOpenOutlined />,
    roles: consoleResourceRoutes.resourceAdminList.roles,
    element: <ResourcesPage />,
  },
  {
    key: 'gpi',
    path: '/gpi',
    label: 'console.nav.gpi',
    icon: <BookFilled />,
    roles: consoleResourceRoutes.gpiAdminList.roles,
    element: <GpiPage />,
  },
  {
    key: 'links',
    path: '/links',
    label: 'console.nav.links',
    icon: <LinkOutlined />,
    roles: consoleResourceRoutes.friendlyTypeAdminList.roles,
    element: <LinksPage />,
  },
  {
    key: 'templates',
    path: '/templates',
    label: 'console.nav.templates',
    icon: <FileTextOutlined />,
    roles: consoleResourceRoutes.templateAdminList.roles,
    element: <TemplatesPage />,
  },
  {
    key: 'dictionaries',
    path: '/dictionaries',
    label: 'console.nav.dictionaries',
    icon: <DatabaseOutlined />,
    roles: consoleResourceRoutes.dictTypes.roles,
    element: <DictionariesPage />,
  },
  {
    key: 'subscriptions',
    path: '/subscriptions',
    label: 'console.nav.subscriptions',
    icon: <ExperimentOutlined />,
    roles: subscriptionRoutes.subscriptionList.roles,
    element: <SubscriptionsPage />,
  },
  {
    key: 'settings',
    path: '/settings',
    label: 'console.nav.settings',
    icon: <SettingOutlined />,
    roles: subscriptionRoutes.settingsGet.roles,
    element: <SettingsPage />,
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
