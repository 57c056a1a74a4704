import { OPERATOR_SESSION_LIFE_MS } from '@steel-epd/contract';
import { newToken, sha256 } from '../../platform/crypto.ts';
import type { TestApp } from '../helper.ts';

/**
 * A console session for an operator, written as the login writes it but without the login's
 * password hash: the fuzz guard opens one per request, because a generated request may end it
 * (logout, a password reset) and the next must still be an operator's.
 */
export const openOperatorSession = async (t: TestApp, operatorId: number): Promise<string> => {
  const token = newToken();
  const now = Date.now();
  await t.db
    .insertInto('operator_sessions')
    .values({
      token_hash: sha256(token),
      operator_id: operatorId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + OPERATOR_SESSION_LIFE_MS).toISOString(),
    })
    .execute();
  return token;
};
