import type { Lang } from '../languages.ts';
import { resultsTexts } from '../results/texts.ts';
import { consoleTexts } from './console.ts';
import { consoleApplicationsTexts } from './console-applications.ts';
import { consoleDeregistrationsTexts } from './console-deregistrations.ts';
import { consoleEpdsTexts } from './console-epds.ts';
import { consoleLowCarbonTexts } from './console-low-carbon.ts';
import { consoleNewsTexts } from './console-news.ts';
import { consoleOutboxTexts } from './console-outbox.ts';
import { consolePcrsTexts } from './console-pcrs.ts';
import { consoleResourcesTexts } from './console-resources.ts';
import { consoleReviewsTexts } from './console-reviews.ts';
import { consoleSiteTexts } from './console-site.ts';
import { consoleSubscriptionsTexts } from './console-subscriptions.ts';
import { consoleUsersTexts } from './console-users.ts';
import { consoleVerificationTexts } from './console-verification.ts';
import { textsIn } from './define.ts';
import { inboxApplicationsTexts } from './inbox-applications.ts';
import { inboxLowCarbonTexts } from './inbox-low-carbon.ts';
import { inboxMessageTexts } from './inbox-messages.ts';
import { inboxPcrTexts } from './inbox-pcr.ts';
import { inboxReviewTexts } from './inbox-reviews.ts';
import { inboxVerificationTexts } from './inbox-verification.ts';
import { lowCarbonWorkbookTexts } from './low-carbon-workbook.ts';
import { PORTAL_TEXTS } from './portal-catalogue.ts';

/**
 * Every visible text of the portal and the console, in zh and en. The server seeds
 * `/api/n/text/all` from it and the console bundles it; the portal bundles `PORTAL_TEXTS`.
 * Add an area's texts in its own file under texts/ and spread it here or in portal-catalogue.ts.
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

export { defineTexts, type TextPair, textsIn } from './define.ts';
// The texts of one area of pages each, added by the portal when the area's first page loads
// (`features/<area>/texts.ts`): exported from their own modules, so they ride in that page's
// chunk and not in the entry with PORTAL_ENTRY_TEXTS.
export { portalAgreementTexts } from './portal-agreements.ts';
export { portalApplicationsTexts } from './portal-applications.ts';
export { PORTAL_BASE_TEXTS } from './portal-base.ts';
export { PORTAL_TEXTS } from './portal-catalogue.ts';
export { PORTAL_ENTRY_TEXTS, PORTAL_SHELL_TEXTS } from './portal-entry.ts';
export { portalEpdSearchTexts } from './portal-epd-search.ts';
export { portalFeedbackTexts } from './portal-feedback.ts';
export { portalHomeTexts } from './portal-home.ts';
export { portalLcaToolsTexts } from './portal-lca-tools.ts';
export { portalLowCarbonTexts } from './portal-low-carbon.ts';
export { portalMobileEpdTexts } from './portal-mobile-epd.ts';
export { portalNewsTexts } from './portal-news.ts';
export { portalOpenDataTexts } from './portal-open-data.ts';
export { portalPcrTexts } from './portal-pcr.ts';
export { portalPersonalTexts } from './portal-personal.ts';
export { PORTAL_PHONE_LOGIN_TEXTS } from './portal-phone-login.ts';
export { portalResourcesTexts } from './portal-resources.ts';
export { portalVerificationTexts } from './portal-verification.ts';
