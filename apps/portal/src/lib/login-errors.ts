import type { ErrorName } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';

/** Named, not by its code: the error catalogue stays out of the phone pages' document (issue 10). */
const NOT_REGISTERED: ErrorName = 'PHONE_NOT_REGISTERED';

/**
 * Codes 106 and 0 on a phone login or an SMS send mean "this number is not registered"
 * (spec 01 §7 "Behaviour on answers"); the dialog then offers the registration page.
 */
export const isPhoneNotRegistered = (error: unknown): boolean =>
  error instanceof ApiError && (error.error === NOT_REGISTERED || (error.code === 0 && error.status !== 0));
