import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token (256 random bits, base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are kept only as their SHA-256, so a database leak does not hand them out. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const nowIso = () => new Date().toISOString();
