import {
  CAPTCHA,
  type ErrorName,
  errorTextKey,
  type Lang,
  type TCaptchaChallenge,
  type TCaptchaType,
  textOf,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { newToken, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { aesDecrypt, aesEncrypt } from './aes.ts';
import { answerHits, parseSecret, type Secret } from './answers.ts';
import { captchaStore } from './captcha.store.ts';
import { makePuzzle, PUZZLE_Y } from './puzzle-image.ts';
import { secretKey } from './random.ts';
import { makeWordChallenge } from './word-image.ts';

/** The limits of AJ-Captcha's defaults: gets per minute, and a lock after repeated failures. */
export const CAPTCHA_LIMITS = {
  getsPerWindow: 20,
  getWindowMs: 60_000,
  failuresToLock: 5,
  failureWindowMs: 5 * 60_000,
  lockMs: 5 * 60_000,
} as const;

/** Events are kept as long as the longest rule looks back. */
const EVENT_KEEP_MS = Math.max(
  CAPTCHA_LIMITS.getWindowMs,
  CAPTCHA_LIMITS.failureWindowMs,
  CAPTCHA_LIMITS.lockMs,
);

/** AJ-Captcha's clients read `repMsg`; ours read `message`. Both carry the same text. */
const captchaError = (name: ErrorName, lang: Lang) =>
  appError(name, { extra: { repMsg: textOf(errorTextKey(name), lang) } });

const iso = (ms: number) => new Date(ms).toISOString();

/** The counters' subjects: the client's own id when it sent one, and always its address. */
const subjectsOf = (clientUid: string | null, ip: string) =>
  clientUid ? [`uid:${clientUid}`, `ip:${ip}`] : [`ip:${ip}`];

interface Drawn {
  data: Omit<TCaptchaChallenge, 'token' | 'secretKey'>;
  secret: Secret;
}

const draw = async (type: TCaptchaType): Promise<Drawn> => {
  if (type === 'blockPuzzle') {
    const puzzle = await makePuzzle();
    return {
      data: {
        originalImageBase64: puzzle.background.toString('base64'),
        jigsawImageBase64: puzzle.strip.toString('base64'),
        wordList: null,
      },
      secret: { x: puzzle.x, y: PUZZLE_Y },
    };
  }
  const words = await makeWordChallenge();
  return {
    data: {
      originalImageBase64: words.image.toString('base64'),
      jigsawImageBase64: null,
      wordList: words.words,
    },
    secret: words.points,
  };
};

/**
 * AJ-Captcha's get / check protocol. A token allows one check within 120 s; a passed check
 * leaves a captchaVerification that one later call may use within 180 s. Failures and gets are
 * counted per client uid and per address.
 */
export const captchaService = ({ db }: { db: Kysely<Database> }) => {
  const store = captchaStore(db);
  const locked = async (subjects: string[], now: number) =>
    (await store.maxEventsSince('lock', subjects, iso(now - CAPTCHA_LIMITS.lockMs))) > 0;

  const recordFailure = async (subjects: string[], now: number) => {
    await store.addEvents('fail', subjects, iso(now));
    const failures = await store.maxEventsSince('fail', subjects, iso(now - CAPTCHA_LIMITS.failureWindowMs));
    if (failures >= CAPTCHA_LIMITS.failuresToLock) await store.addEvents('lock', subjects, iso(now));
  };

  return {
    async get(
      type: TCaptchaType,
      clientUid: string | null,
      ip: string,
      lang: Lang,
    ): Promise<TCaptchaChallenge> {
      const now = Date.now();
      const subjects = subjectsOf(clientUid, ip);
      if (await locked(subjects, now)) throw captchaError('CAPTCHA_LOCKED', lang);
      const gets = await store.maxEventsSince('get', subjects, iso(now - CAPTCHA_LIMITS.getWindowMs));
      if (gets >= CAPTCHA_LIMITS.getsPerWindow) throw captchaError('CAPTCHA_TOO_MANY', lang);
      await store.addEvents('get', subjects, iso(now));

      // Expired rows go as new ones come, so the tables stay as small as the traffic of a few minutes.
      const [{ data, secret }] = await Promise.all([
        draw(type),
        store.sweep(iso(now), iso(now - EVENT_KEEP_MS)),
      ]);
      const token = newToken();
      const key = secretKey();
      await store.insertChallenge({
        token_hash: sha256(token),
        captcha_type: type,
        secret_key: key,
        answer: JSON.stringify(secret),
        client_uid: clientUid,
        client_ip: ip,
        created_at: iso(now),
        expires_at: iso(now + CAPTCHA.tokenLifeS * 1000),
      });
      return { ...data, token, secretKey: key };
    },

    async check(type: TCaptchaType, token: string, pointJson: string, ip: string, lang: Lang) {
      const now = Date.now();
      const tokenHash = sha256(token);
      const row = await store.challenge(tokenHash);
      if (!row || row.used_at !== null || row.expires_at <= iso(now)) {
        throw captchaError('CAPTCHA_EXPIRED', lang);
      }
      const subjects = subjectsOf(row.client_uid, ip);
      if (await locked(subjects, now)) throw captchaError('CAPTCHA_LOCKED', lang);
      // The one check this token allows starts here, whatever its outcome.
      if (!(await store.claimChallenge(tokenHash, iso(now)))) throw captchaError('CAPTCHA_EXPIRED', lang);

      const text = aesDecrypt(pointJson, row.secret_key);
      const secret = parseSecret(row.answer);
      const hit =
        text !== null && secret !== null && type === row.captcha_type && answerHits(type, secret, text);
      if (text === null || !hit) {
        await recordFailure(subjects, now);
        throw captchaError('CAPTCHA_WRONG', lang);
      }
      // As AJ-Captcha: the later call proves the pass with AES(token---pointJson text, secretKey).
      const verification = aesEncrypt(`${token}---${text}`, row.secret_key);
      await store.insertVerification(
        sha256(verification),
        iso(now),
        iso(now + CAPTCHA.verificationLifeS * 1000),
      );
      return { result: true as const, token };
    },

    /** True once for a stored, unexpired verification; it is used up by the call that got true. */
    async consumeVerification(verification: string): Promise<boolean> {
      if (typeof verification !== 'string' || verification.length === 0 || verification.length > 4096) {
        return false;
      }
      return store.claimVerification(sha256(verification), iso(Date.now()));
    },

    /** The test-only seam: the secret of a token, so end-to-end tests can answer for real. */
    async secretOf(token: string, lang: Lang) {
      const row = await store.challenge(sha256(token));
      const secret = row ? parseSecret(row.answer) : null;
      if (!row || !secret) throw captchaError('CAPTCHA_EXPIRED', lang);
      return Array.isArray(secret)
        ? { captchaType: 'clickWord' as const, x: null, y: null, points: secret }
        : { captchaType: 'blockPuzzle' as const, x: secret.x, y: secret.y, points: null };
    },
  };
};

export type CaptchaService = ReturnType<typeof captchaService>;
