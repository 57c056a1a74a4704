import { ERRORS, type ErrorName } from '../errors.ts';
import type { TextPair } from './define.ts';
import { messageTexts } from './messages.ts';
import { portalAccountTexts } from './portal-account.ts';
import { PORTAL_BASE_TEXTS } from './portal-base.ts';
import { portalEnterpriseTexts } from './portal-enterprise.ts';
import { portalEvidenceTexts } from './portal-evidence.ts';
import { portalInboxTexts } from './portal-inbox.ts';
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
