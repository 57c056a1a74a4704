import { ERRORS, type ErrorName } from '../errors.ts';
import { commonTexts } from './common.ts';
import type { TextPair } from './define.ts';
import { httpTexts } from './http.ts';
import { menuTexts } from './menu.ts';
import { messageTexts } from './messages.ts';
import { portalAccountTexts } from './portal-account.ts';
import { portalEnterpriseTexts } from './portal-enterprise.ts';
import { portalEvidenceTexts } from './portal-evidence.ts';
import { portalHeaderTexts } from './portal-header.ts';
import { portalInboxTexts } from './portal-inbox.ts';
import { portalPageTexts } from './portal-pages.ts';
import { validationTexts } from './validation.ts';

const errorTexts = Object.fromEntries(
  Object.entries(ERRORS).map(([name, e]) => [`error.${name}`, e.text]),
) as Record<`error.${ErrorName}`, TextPair>;

/**
 * The texts of the portal's entry: the shell (header, footer, menu, page titles), the login and
 * code forms, the action gate, the inbox bell, the evidence link of the footer, validation and
 * error messages (a server refusal may name any of them). Every page loads these at once.
 */
export const PORTAL_ENTRY_TEXTS = {
  ...commonTexts,
  ...httpTexts,
  ...menuTexts,
  ...messageTexts,
  ...portalAccountTexts,
  ...portalEnterpriseTexts,
  ...portalEvidenceTexts,
  ...portalHeaderTexts,
  ...portalInboxTexts,
  ...portalPageTexts,
  ...validationTexts,
  ...errorTexts,
};
