import { ERRORS, type ErrorName } from '../errors.ts';
import type { Lang } from '../languages.ts';
import { commonTexts } from './common.ts';
import { consoleTexts } from './console.ts';
import { consoleApplicationsTexts } from './console-applications.ts';
import { consoleDeregistrationsTexts } from './console-deregistrations.ts';
import { consoleEpdsTexts } from './console-epds.ts';
import { consoleOutboxTexts } from './console-outbox.ts';
import { consolePcrsTexts } from './console-pcrs.ts';
import { consoleReviewsTexts } from './console-reviews.ts';
import { consoleUsersTexts } from './console-users.ts';
import type { TextPair } from './define.ts';
import { httpTexts } from './http.ts';
import { inboxApplicationsTexts } from './inbox-applications.ts';
import { inboxMessageTexts } from './inbox-messages.ts';
import { inboxPcrTexts } from './inbox-pcr.ts';
import { inboxReviewTexts } from './inbox-reviews.ts';
import { menuTexts } from './menu.ts';
import { messageTexts } from './messages.ts';
import { portalAccountTexts } from './portal-account.ts';
import { portalAgreementTexts } from './portal-agreements.ts';
import { portalApplicationsTexts } from './portal-applications.ts';
import { portalEnterpriseTexts } from './portal-enterprise.ts';
import { portalEpdSearchTexts } from './portal-epd-search.ts';
import { portalEvidenceTexts } from './portal-evidence.ts';
import { portalHeaderTexts } from './portal-header.ts';
import { portalHomeTexts } from './portal-home.ts';
import { portalInboxTexts } from './portal-inbox.ts';
import { portalMobileEpdTexts } from './portal-mobile-epd.ts';
import { portalPageTexts } from './portal-pages.ts';
import { portalPcrTexts } from './portal-pcr.ts';
import { portalPersonalTexts } from './portal-personal.ts';
import { validationTexts } from './validation.ts';

const errorTexts = Object.fromEntries(
  Object.entries(ERRORS).map(([name, e]) => [`error.${name}`, e.text]),
) as Record<`error.${ErrorName}`, TextPair>;

/**
 * Every visible text of the portal and the console, in zh and en. The server seeds
 * `/api/n/text/all` from it and the apps bundle it; server texts override bundled ones.
 * Add an area's texts in its own file under texts/ and spread it here.
 */
export const TEXTS = {
  ...commonTexts,
  ...consoleTexts,
  ...consoleApplicationsTexts,
  ...consoleDeregistrationsTexts,
  ...consoleEpdsTexts,
  ...consoleOutboxTexts,
  ...consolePcrsTexts,
  ...consoleReviewsTexts,
  ...consoleUsersTexts,
  ...httpTexts,
  ...inboxApplicationsTexts,
  ...inboxMessageTexts,
  ...inboxPcrTexts,
  ...inboxReviewTexts,
  ...validationTexts,
  ...menuTexts,
  ...messageTexts,
  ...portalAccountTexts,
  ...portalAgreementTexts,
  ...portalApplicationsTexts,
  ...portalHeaderTexts,
  ...portalHomeTexts,
  ...portalPageTexts,
  ...portalPcrTexts,
  ...portalEnterpriseTexts,
  ...portalEvidenceTexts,
  ...portalEpdSearchTexts,
  ...portalInboxTexts,
  ...portalMobileEpdTexts,
  ...portalPersonalTexts,
  ...errorTexts,
};

export type TextKey = keyof typeof TEXTS;

const langIndex = (lang: Lang) => (lang === 'en' ? 1 : 0);

export const isTextKey = (key: string): key is TextKey => Object.hasOwn(TEXTS, key);

/** One text in one language; an unknown key comes back as itself, so it is visible in review. */
export const textOf = (key: string, lang: Lang): string =>
  isTextKey(key) ? TEXTS[key][langIndex(lang)] : key;

/** The whole catalogue of one language, as i18next resources and the text seed want it. */
export const textsFor = (lang: Lang): Record<TextKey, string> =>
  Object.fromEntries(Object.entries(TEXTS).map(([key, pair]) => [key, pair[langIndex(lang)]])) as Record<
    TextKey,
    string
  >;

export { defineTexts, type TextPair } from './define.ts';
