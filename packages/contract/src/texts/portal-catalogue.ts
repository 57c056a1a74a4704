import { ERRORS, type ErrorName } from '../errors.ts';
import { commonTexts } from './common.ts';
import type { TextPair } from './define.ts';
import { httpTexts } from './http.ts';
import { menuTexts } from './menu.ts';
import { messageTexts } from './messages.ts';
import { portalAccountTexts } from './portal-account.ts';
import { portalAgreementTexts } from './portal-agreements.ts';
import { portalApplicationsTexts } from './portal-applications.ts';
import { portalEnterpriseTexts } from './portal-enterprise.ts';
import { portalEpdSearchTexts } from './portal-epd-search.ts';
import { portalEvidenceTexts } from './portal-evidence.ts';
import { portalFeedbackTexts } from './portal-feedback.ts';
import { portalHeaderTexts } from './portal-header.ts';
import { portalHomeTexts } from './portal-home.ts';
import { portalInboxTexts } from './portal-inbox.ts';
import { portalLcaToolsTexts } from './portal-lca-tools.ts';
import { portalLowCarbonTexts } from './portal-low-carbon.ts';
import { portalMobileEpdTexts } from './portal-mobile-epd.ts';
import { portalNewsTexts } from './portal-news.ts';
import { portalOpenDataTexts } from './portal-open-data.ts';
import { portalPageTexts } from './portal-pages.ts';
import { portalPcrTexts } from './portal-pcr.ts';
import { portalPersonalTexts } from './portal-personal.ts';
import { portalResourcesTexts } from './portal-resources.ts';
import { portalVerificationTexts } from './portal-verification.ts';
import { validationTexts } from './validation.ts';

const errorTexts = Object.fromEntries(
  Object.entries(ERRORS).map(([name, e]) => [`error.${name}`, e.text]),
) as Record<`error.${ErrorName}`, TextPair>;

/**
 * The texts the portal shows, in zh and en: everything but the console's pages and the inbox
 * messages (the server renders those). The portal bundles only these; `TEXTS` adds the rest.
 */
export const PORTAL_TEXTS = {
  ...commonTexts,
  ...httpTexts,
  ...menuTexts,
  ...messageTexts,
  ...portalAccountTexts,
  ...portalAgreementTexts,
  ...portalApplicationsTexts,
  ...portalEnterpriseTexts,
  ...portalEpdSearchTexts,
  ...portalEvidenceTexts,
  ...portalFeedbackTexts,
  ...portalHeaderTexts,
  ...portalHomeTexts,
  ...portalInboxTexts,
  ...portalLcaToolsTexts,
  ...portalLowCarbonTexts,
  ...portalMobileEpdTexts,
  ...portalNewsTexts,
  ...portalOpenDataTexts,
  ...portalPageTexts,
  ...portalPcrTexts,
  ...portalPersonalTexts,
  ...portalResourcesTexts,
  ...portalVerificationTexts,
  ...validationTexts,
  ...errorTexts,
};
