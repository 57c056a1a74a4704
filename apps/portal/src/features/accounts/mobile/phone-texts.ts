import { PORTAL_PHONE_LOGIN_TEXTS } from '@steel-epd/contract';
import { addTexts } from '../../../lib/i18n.ts';

// The phone login's texts (the account forms, validation messages): the phone pages' own document
// starts with the base texts only (issue 10); in the desktop portal they are already there.
addTexts(PORTAL_PHONE_LOGIN_TEXTS);
