import type { Lang } from '../languages.ts';
import { resultsTexts } from '../results/texts.ts';
import { consoleApplicationsTexts } from './applications/console.ts';
import { inboxApplicationsTexts } from './applications/inbox.ts';
import { consoleEpdsTexts } from './catalogue/console-epds.ts';
import { consolePcrsTexts } from './catalogue/console-pcrs.ts';
import { inboxPcrTexts } from './catalogue/inbox-pcrs.ts';
import { consoleReviewsTexts } from './companies/console.ts';
import { inboxReviewTexts } from './companies/inbox.ts';
import { consoleTexts } from './console.ts';
import { consoleNewsTexts } from './content/console.ts';
import { textsIn } from './define.ts';
import { consoleDeregistrationsTexts } from './deregistration/console.ts';
import { inboxMessageTexts } from './inbox/messages.ts';
import { consoleLowCarbonTexts } from './low-carbon/console.ts';
import { inboxLowCarbonTexts } from './low-carbon/inbox.ts';
import { lowCarbonWorkbookTexts } from './low-carbon/workbook.ts';
import { consoleOutboxTexts } from './outbox/console.ts';
import { PORTAL_TEXTS } from './portal.ts';
import { consoleSiteTexts } from './reference/console.ts';
import { consoleResourcesTexts } from './resources/console.ts';
import { consoleSubscriptionsTexts } from './subscriptions/console.ts';
import { consoleUsersTexts } from './users-admin/console.ts';
import { consoleVerificationTexts } from './verification/console.ts';
import { inboxVerificationTexts } from './verification/inbox.ts';

/**
 * Every visible text of the portal and the console, in zh and en. The server seeds
 * `/api/n/text/all` from it and the console bundles it; the portal bundles `PORTAL_TEXTS`.
 * Add an area's texts in its own file under texts/<area>/ (named as the server's module: portal.ts,
 * console.ts, inbox.ts for its inbox messages) and spread it here or in portal.ts.
 */
export const TEXTS = {
  ...PORTAL_TEXTS,
  ...consoleTexts,
  ...consoleApplicationsTexts,
  ...consoleDeregistrationsTexts,
  ...consoleEpdsTexts,
  ...consoleLowCarbonTexts,
  ...consoleNewsTexts,
  ...consoleOutboxTexts,
  ...consolePcrsTexts,
  ...consoleResourcesTexts,
  ...consoleReviewsTexts,
  ...consoleSiteTexts,
  ...consoleSubscriptionsTexts,
  ...consoleUsersTexts,
  ...consoleVerificationTexts,
  ...inboxApplicationsTexts,
  ...inboxLowCarbonTexts,
  ...inboxMessageTexts,
  ...inboxPcrTexts,
  ...inboxReviewTexts,
  ...inboxVerificationTexts,
  ...lowCarbonWorkbookTexts,
  ...resultsTexts,
};

/**
 * A key the apps ask for. A `key_one` entry is the English singular i18next picks by itself for
 * `t(key, { count: 1 })`; it is never asked for by name, so it is not a TextKey (and i18next's
 * types do not make every counted text require a count).
 */
export type TextKey = Exclude<keyof typeof TEXTS, `${string}_one`>;

const langIndex = (lang: Lang) => (lang === 'en' ? 1 : 0);

export const isTextKey = (key: string): key is TextKey => Object.hasOwn(TEXTS, key) && !key.endsWith('_one');

/** One text in one language; an unknown key comes back as itself, so it is visible in review. */
export const textOf = (key: string, lang: Lang): string =>
  Object.hasOwn(TEXTS, key) ? TEXTS[key as keyof typeof TEXTS][langIndex(lang)] : key;

/** The whole catalogue of one language (singular forms included), as the text seed wants it. */
export const textsFor = (lang: Lang): Record<keyof typeof TEXTS, string> => textsIn(TEXTS, lang);

// Besides the helpers and the portal's catalogues (PORTAL_TEXTS, the base, entry and phone login
// texts): the texts of one area of pages each, added by the portal when the area's first page
// loads (`features/<area>/texts.ts`), exported from their own modules, so they ride in that
// page's chunk and not in the entry with PORTAL_ENTRY_TEXTS.
export { portalPersonalTexts } from './accounts/portal-personal.ts';
export { PORTAL_PHONE_LOGIN_TEXTS } from './accounts/portal-phone-login.ts';
export { portalAgreementTexts } from './agreements/portal.ts';
export { portalApplicationsTexts } from './applications/portal.ts';
export { portalPcrTexts } from './catalogue/portal-pcrs.ts';
export { portalEpdRecordTexts } from './catalogue/portal-record.ts';
export { portalEpdSearchTexts } from './catalogue/portal-search.ts';
export { portalMobileEpdTexts } from './catalogue/portal-summary.ts';
export { portalNewsTexts } from './content/portal.ts';
export { defineTexts, type TextPair, textsIn } from './define.ts';
export { portalFeedbackTexts } from './feedback/portal.ts';
export { portalHomeTexts } from './home/portal.ts';
export { portalLowCarbonTexts } from './low-carbon/portal.ts';
export { portalOpenDataTexts } from './open-data/portal.ts';
export { PORTAL_TEXTS } from './portal.ts';
export { PORTAL_BASE_TEXTS } from './portal-base.ts';
export { PORTAL_ENTRY_TEXTS, PORTAL_SHELL_TEXTS } from './portal-entry.ts';
export { portalResourcesTexts } from './resources/portal.ts';
export { portalLcaToolsTexts } from './subscriptions/portal.ts';
export { portalVerificationTexts } from './verification/portal.ts';
