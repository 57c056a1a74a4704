import { accountRoutes, type TLoginAnswer } from '@steel-epd/contract';
import { call } from '../http.ts';

/** A new token for the session after the supplement form (spec 01 §4). */
export const refreshSession = (): Promise<TLoginAnswer> => call(accountRoutes.refreshToken);
