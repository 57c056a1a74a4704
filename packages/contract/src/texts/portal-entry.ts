import { ERRORS, type ErrorName } from '../errors.ts';
import { portalAccountTexts } from './accounts/portal.ts';
import { portalEnterpriseTexts } from './companies/portal.ts';
import type { TextPair } from './define.ts';
import { portalEvidenceTexts } from './evidence/portal.ts';
import { portalInboxTexts } from './inbox/portal.ts';
import { messageTexts } from './messages.ts';
import { PORTAL_BASE_TEXTS } from './portal-base.ts';
import { validationTexts } from './validation.ts';

const errorTexts = Object.fromEntries(
  Object.entries(ERRORS).map(([name, e]) => [`error.${name}`, e.text]),
) as Record<`error.${ErrorName}`, TextPair>;

/**
 * What the desktop portal's entry adds to the base: the login and code forms, the action gate,
 * the inbox bell, the evidence link of the footer, validation and error messages (a server
 * refusal may name any of them).
 */
export const PORTAL_SHELL_TEXTS = {
  ...messageTexts,
  ...portalAccountTexts,
  ...portalEnterpriseTexts,
  ...portalEvidenceTexts,
  ...portalInboxTexts,
  ...validationTexts,
  ...errorTexts,
};

/** The texts of the portal's entry: the base and the shell's. Every desktop page loads these at once. */
export const PORTAL_ENTRY_TEXTS = { ...PORTAL_BASE_TEXTS, ...PORTAL_SHELL_TEXTS };
