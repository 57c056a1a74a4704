import { validationTexts } from '../validation.ts';
import { portalAccountTexts } from './portal.ts';

/**
 * What the phone login pages (/Loginapp, /appLoginform) add to the base texts in the phone pages'
 * own document (issue 10): the account forms' words and the validation messages. The desktop
 * portal has them in its entry.
 */
export const PORTAL_PHONE_LOGIN_TEXTS = { ...portalAccountTexts, ...validationTexts };
