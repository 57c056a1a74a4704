import { portalAgreementTexts } from './portal-agreements.ts';
import { portalApplicationsTexts } from './portal-applications.ts';
import { PORTAL_ENTRY_TEXTS } from './portal-entry.ts';
import { portalEpdRecordTexts } from './portal-epd-record.ts';
import { portalEpdSearchTexts } from './portal-epd-search.ts';
import { portalFeedbackTexts } from './portal-feedback.ts';
import { portalHomeTexts } from './portal-home.ts';
import { portalLcaToolsTexts } from './portal-lca-tools.ts';
import { portalLowCarbonTexts } from './portal-low-carbon.ts';
import { portalMobileEpdTexts } from './portal-mobile-epd.ts';
import { portalNewsTexts } from './portal-news.ts';
import { portalOpenDataTexts } from './portal-open-data.ts';
import { portalPcrTexts } from './portal-pcr.ts';
import { portalPersonalTexts } from './portal-personal.ts';
import { portalResourcesTexts } from './portal-resources.ts';
import { portalVerificationTexts } from './portal-verification.ts';

/**
 * Every text the portal shows, in zh and en: the entry's and every area's (everything but the
 * console's pages and the inbox messages, which the server renders). `TEXTS` adds the rest.
 */
export const PORTAL_TEXTS = {
  ...PORTAL_ENTRY_TEXTS,
  ...portalAgreementTexts,
  ...portalApplicationsTexts,
  ...portalEpdRecordTexts,
  ...portalEpdSearchTexts,
  ...portalFeedbackTexts,
  ...portalHomeTexts,
  ...portalLcaToolsTexts,
  ...portalLowCarbonTexts,
  ...portalMobileEpdTexts,
  ...portalNewsTexts,
  ...portalOpenDataTexts,
  ...portalPcrTexts,
  ...portalPersonalTexts,
  ...portalResourcesTexts,
  ...portalVerificationTexts,
};
