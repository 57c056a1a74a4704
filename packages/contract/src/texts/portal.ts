import { portalPersonalTexts } from './accounts/portal-personal.ts';
import { portalAgreementTexts } from './agreements/portal.ts';
import { portalApplicationsTexts } from './applications/portal.ts';
import { portalPcrTexts } from './catalogue/portal-pcrs.ts';
import { portalEpdRecordTexts } from './catalogue/portal-record.ts';
import { portalEpdSearchTexts } from './catalogue/portal-search.ts';
import { portalMobileEpdTexts } from './catalogue/portal-summary.ts';
import { portalNewsTexts } from './content/portal.ts';
import { portalFeedbackTexts } from './feedback/portal.ts';
import { portalHomeTexts } from './home/portal.ts';
import { portalLowCarbonTexts } from './low-carbon/portal.ts';
import { portalOpenDataTexts } from './open-data/portal.ts';
import { PORTAL_ENTRY_TEXTS } from './portal-entry.ts';
import { portalResourcesTexts } from './resources/portal.ts';
import { portalLcaToolsTexts } from './subscriptions/portal.ts';
import { portalVerificationTexts } from './verification/portal.ts';

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
