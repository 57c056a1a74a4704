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
import { type Limiter, limitKey, takeEach } from '../../platform/limits/limiter.ts';
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

/** AJ-Captcha's clients read `repMsg`; ours read `message`. Both carry the same text. */
const captchaError = (name: ErrorName, lang: Lang, retryAfterMs?: number) =>
  appError(name, {
    extra: { repMsg: textOf(errorTextKey(name), lang) },
    ...(retryAfterMs === undefined ? {} : { retryAfterS: retryAfterMs / 1000 }),
  });

const iso = (ms: number) => new Date(ms).toISOString();

/** The counters' subjects: always the address, and the client's own id when it sent one. */
const subjectsOf = (clientUid: string | null, ip: string) =>
  clientUid ? [`ip:${ip}`, `uid:${clientUid}`] : [`ip:${ip}`];

/** The limiter's counters of a subject (tests end a lock through `lock`). */
export const captchaLimitKeys = {
  get: (subject: string) => limitKey('captcha.get', subject),
  fail: (subject: string) => limitKey('captcha.fail', subject),
  lock: (subject: string) => limitKey('captcha.lock', subject),
};

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
 * counted per client uid and per address by the platform limiter.
 */
export const captchaService = ({ db, limiter }: { db: Kysely<Database>; limiter: Limiter }) => {
  const store = captchaStore(db);

  const refuseIfLocked = async (subjects: string[], lang: Lang) => {
    for (const subject of subjects) {
      const lock = await limiter.peek(captchaLimitKeys.lock(subject));
      if (lock.count > 0) throw captchaError('CAPTCHA_LOCKED', lang, lock.retryAfterMs);
    }
  };

  /** The failure that reaches the limit locks the subject for lockMs from then. */
  const recordFailure = async (subjects: string[]) => {
    for (const subject of subjects) {
      const failures = await limiter.hit(
        captchaLimitKeys.fail(subject),
        CAPTCHA_LIMITS.failuresToLock - 1,
        CAPTCHA_LIMITS.failureWindowMs,
      );
      if (!failures.allowed) await limiter.hit(captchaLimitKeys.lock(subject), 0, CAPTCHA_LIMITS.lockMs);
    }
  };

  return {
    async get(
      type: TCaptchaType,
      clientUid: string | null,
      ip: string,
      lang: Lang,
    ): Promise<TCaptchaChallenge> {
      const subjects = subjectsOf(clientUid, ip);
      await refuseIfLocked(subjects, lang);
      const refused = await takeEach(
        limiter,
        subjects.map((subject) => ({
          key: captchaLimitKeys.get(subject),
          limit: CAPTCHA_LIMITS.getsPerWindow,
          windowMs: CAPTCHA_LIMITS.getWindowMs,
        })),
      );
      if (refused) throw captchaError('CAPTCHA_TOO_MANY', lang, refused.retryAfterMs);

      // Expired rows go as new ones come, so the tables stay as small as the traffic of a few minutes.
      const now = Date.now();
      const [{ data, secret }] = await Promise.all([draw(type), store.sweep(iso(now))]);
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
      await refuseIfLocked(subjects, lang);
      // The one check this token allows starts here, whatever its outcome.
      if (!(await store.claimChallenge(tokenHash, iso(now)))) throw captchaError('CAPTCHA_EXPIRED', lang);

      const text = aesDecrypt(pointJson, row.secret_key);
      const secret = parseSecret(row.answer);
      const hit =
        text !== null && secret !== null && type === row.captcha_type && answerHits(type, secret, text);
      if (text === null || !hit) {
        await recordFailure(subjects);
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
