import { lazy } from 'react';

// The console's pages, each a chunk of its own loaded when its section first opens; the
// sections (route-table.tsx, site-sections.tsx) place them.

export const OperatorsPage = lazy(() =>
  import('../features/operators/operators-page.tsx').then((m) => ({ default: m.OperatorsPage })),
);
export const AuditLogPage = lazy(() =>
  import('../features/operators/audit/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
export const OutboxPage = lazy(() =>
  import('../features/outbox/outbox-page.tsx').then((m) => ({ default: m.OutboxPage })),
);
export const UsersPage = lazy(() =>
  import('../features/users-admin/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);
export const CompaniesPage = lazy(() =>
  import('../features/companies/companies-page.tsx').then((m) => ({ default: m.CompaniesPage })),
);
export const RegistrationsPage = lazy(() =>
  import('../features/companies/registrations/registrations-page.tsx').then((m) => ({
    default: m.RegistrationsPage,
  })),
);
export const DeregistrationsPage = lazy(() =>
  import('../features/deregistration/deregistrations-page.tsx').then((m) => ({
    default: m.DeregistrationsPage,
  })),
);
export const EpdsPage = lazy(() =>
  import('../features/catalogue/epd/epds-page.tsx').then((m) => ({ default: m.EpdsPage })),
);
export const EpdAccessPage = lazy(() =>
  import('../features/catalogue/epd/access-page.tsx').then((m) => ({ default: m.EpdAccessPage })),
);
export const EvidencePage = lazy(() =>
  import('../features/evidence/evidence-page.tsx').then((m) => ({ default: m.EvidencePage })),
);

export const ApplicationsPage = lazy(() =>
  import('../features/applications/applications-page.tsx').then((m) => ({ default: m.ApplicationsPage })),
);
export const ApplicationPage = lazy(() =>
  import('../features/applications/application-page.tsx').then((m) => ({ default: m.ApplicationPage })),
);

export const NewsPage = lazy(() =>
  import('../features/content/news-page.tsx').then((m) => ({ default: m.NewsPage })),
);
export const AnnouncementsPage = lazy(() =>
  import('../features/content/announcements-page.tsx').then((m) => ({ default: m.AnnouncementsPage })),
);
export const PagesPage = lazy(() =>
  import('../features/content/pages-page.tsx').then((m) => ({ default: m.PagesPage })),
);
export const AgreementsPage = lazy(() =>
  import('../features/agreements/agreements-page.tsx').then((m) => ({ default: m.AgreementsPage })),
);

export const PcrsPage = lazy(() =>
  import('../features/catalogue/pcr/pcrs-page.tsx').then((m) => ({ default: m.PcrsPage })),
);
export const PcrRequestsPage = lazy(() =>
  import('../features/catalogue/pcr/pcr-requests-page.tsx').then((m) => ({ default: m.PcrRequestsPage })),
);

export const VerificationsPage = lazy(() =>
  import('../features/verification/verifications-page.tsx').then((m) => ({ default: m.VerificationsPage })),
);

export const LowCarbonQueuePage = lazy(() =>
  import('../features/low-carbon/low-carbon-queue-page.tsx').then((m) => ({ default: m.LowCarbonQueuePage })),
);
export const LowCarbonDetailPage = lazy(() =>
  import('../features/low-carbon/low-carbon-detail-page.tsx').then((m) => ({
    default: m.LowCarbonDetailPage,
  })),
);
export const FeedbackPage = lazy(() =>
  import('../features/feedback/feedback-page.tsx').then((m) => ({ default: m.FeedbackPage })),
);
export const SiteTextsPage = lazy(() =>
  import('../features/reference/texts-page.tsx').then((m) => ({ default: m.SiteTextsPage })),
);
export const SiteMenuPage = lazy(() =>
  import('../features/reference/menu-page.tsx').then((m) => ({ default: m.SiteMenuPage })),
);
export const ResourcesPage = lazy(() =>
  import('../features/resources/resources-page.tsx').then((m) => ({ default: m.ResourcesPage })),
);
export const GpiPage = lazy(() =>
  import('../features/resources/gpi-page.tsx').then((m) => ({ default: m.GpiPage })),
);
export const LinksPage = lazy(() =>
  import('../features/resources/links-page.tsx').then((m) => ({ default: m.LinksPage })),
);
export const TemplatesPage = lazy(() =>
  import('../features/resources/templates-page.tsx').then((m) => ({ default: m.TemplatesPage })),
);
export const DictionariesPage = lazy(() =>
  import('../features/reference/dictionaries-page.tsx').then((m) => ({ default: m.DictionariesPage })),
);

export const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/subscriptions-page.tsx').then((m) => ({ default: m.SubscriptionsPage })),
);
export const SettingsPage = lazy(() =>
  import('../features/reference/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
