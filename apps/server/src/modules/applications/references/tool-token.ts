import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOOL_TOKEN_LIFE_S } from '@steel-epd/contract';

/** What a tool token says: who, of which company, until when (seconds since the epoch). */
export interface ToolClaims {
  userId: number;
  companyId: number | null;
  expiresAt: number;
}

const PART_RE = /^[A-Za-z0-9_-]+$/;
const SIG_BYTES = 32;

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

const claimsOf = (payload: string): ToolClaims | null => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const v = value as { u?: unknown; c?: unknown; e?: unknown } | null;
  if (typeof v !== 'object' || v === null || !isId(v.u) || !isId(v.e)) return null;
  if (v.c !== null && !isId(v.c)) return null;
  return { userId: v.u, companyId: v.c, expiresAt: v.e };
};

/**
 * Tokens for the external EPD and LCA tools (spec 02 §2 "fill in", §4 "LCA subscription"):
 * `base64url(JSON {u, c, e, n}).base64url(HMAC-SHA256)`, signed with the current key; checked
 * against the current and the previous key (a rotation does not cut a token short), the
 * signature compared in constant time, then the expiry. No state is kept: a token is good
 * until it expires.
 */
export const toolTokens = (keys: () => readonly Buffer[]) => ({
  sign(who: { userId: number; companyId: number | null }, nowMs: number) {
    const [key] = keys();
    if (!key) throw new Error('no tool token key');
    const expiresAt = Math.floor(nowMs / 1000) + TOOL_TOKEN_LIFE_S;
    const payload = Buffer.from(
      JSON.stringify({
        u: who.userId,
        c: who.companyId,
        e: expiresAt,
        n: randomBytes(9).toString('base64url'),
      }),
    ).toString('base64url');
    return { token: `${payload}.${mac(key, payload).toString('base64url')}`, expiresAt };
  },

  /** The claims of a genuine token that has not expired at `nowMs`; null for anything else. */
  verify(token: string, nowMs: number): ToolClaims | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [payload = '', signature = ''] = parts;
    if (!PART_RE.test(payload) || !PART_RE.test(signature)) return null;
    const given = Buffer.from(signature, 'base64url');
    // One spelling per token: a last character that differs only in its unused bits is refused.
    if (given.length !== SIG_BYTES || given.toString('base64url') !== signature) return null;
    let genuine = false;
    for (const key of keys()) {
      // Every key is tried, so the time taken says nothing about which one matched.
      if (timingSafeEqual(mac(key, payload), given)) genuine = true;
    }
    if (!genuine) return null;
    const claims = claimsOf(payload);
    if (!claims || claims.expiresAt * 1000 <= nowMs) return null;
    return claims;
  },
});

export type ToolTokens = ReturnType<typeof toolTokens>;
