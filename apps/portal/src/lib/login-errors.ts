import { ERRORS } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';

/**
 * Codes 106 and 0 on a phone login or an SMS send mean "this number is not registered"
 * (spec 01 §7 "Behaviour on answers"); the dialog then offers the registration page.
 */
export const isPhoneNotRegistered = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ERRORS.PHONE_NOT_REGISTERED.code || (error.code === 0 && error.status !== 0));
