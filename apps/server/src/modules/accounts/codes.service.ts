import { randomInt } from 'node:crypto';
import { CODE_RULES, type Lang, type TCodePurpose, textOf } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey, takeEach } from '../../platform/limits/limiter.ts';
import type { Messaging } from '../../platform/services.ts';
import { codesStore } from './codes.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (purpose: string, account: string, code: string) => sha256(`${purpose}:${account}:${code}`);

/** The counters of code sending, by subject (tests let the resend wait pass through `resend`). */
export const codeLimitKeys = {
  perAddress: (ip: string) => limitKey('code.address.day', ip),
  resend: (account: string) => limitKey('code.account.resend', account),
  perAccount: (account: string) => limitKey('code.account.day', account),
};

/**
 * Verification codes: 6 digits, stored hashed, single use, bound to the account and purpose
 * they were sent for, 10 minutes long, at most 5 wrong tries each. Sending: one per 60 s per
 * account (whatever the purpose) and a daily cap per account and per client address
 * (CHECK_CODE_FREQUENTLY), taken from the limiter before anything else is looked at.
 */
export const codesService = ({
  db,
  messaging,
  limiter,
}: {
  db: Kysely<Database>;
  messaging: Messaging;
  limiter: Limiter;
}) => {
  const store = codesStore(db);

  /**
   * The address first: once it has spent its cap it takes nothing from any account's counters,
   * so a prober can neither learn about accounts nor use up someone else's codes.
   */
  const takeAllowance = async (account: string, ip: string | null) => {
    const refused = await takeEach(limiter, [
      ...(ip
        ? [{ key: codeLimitKeys.perAddress(ip), limit: CODE_RULES.perAddressPerDay, windowMs: DAY_MS }]
        : []),
      { key: codeLimitKeys.resend(account), limit: 1, windowMs: CODE_RULES.resendAfterMs },
      { key: codeLimitKeys.perAccount(account), limit: CODE_RULES.perAccountPerDay, windowMs: DAY_MS },
    ]);
    if (refused) throw appError('CHECK_CODE_FREQUENTLY', { retryAfterS: refused.retryAfterMs / 1000 });
  };

  return {
    async send(input: {
      purpose: TCodePurpose;
      account: string;
      channel: 'sms' | 'mail';
      ip: string | null;
      lang: Lang;
      /**
       * Whether this account may get this purpose's code (throws when not). It runs after the
       * limits are taken, so whatever it says about the account is bounded by the same caps.
       */
      vet?: () => Promise<void>;
    }) {
      await takeAllowance(input.account, input.ip);
      await input.vet?.();
      const now = Date.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await store.insert({
        account: input.account,
        purpose: input.purpose,
        code_hash: hashOf(input.purpose, input.account, code),
        client_ip: input.ip,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CODE_RULES.lifeMs).toISOString(),
      });
      const minutes = String(CODE_RULES.lifeMs / 60_000);
      await messaging.send({
        channel: input.channel,
        to: input.account,
        subject: textOf('message.code.subject', input.lang),
        text: textOf(`message.code.${input.purpose}`, input.lang)
          .replace('{{code}}', code)
          .replace('{{minutes}}', minutes),
        code,
        lang: input.lang,
      });
    },

    /**
     * Uses up the newest code of the account for the purpose, or says why it cannot. With
     * several purposes, the newest code of any of them is the one (a new number's first login
     * takes its login or its registration code, decision 207).
     */
    async check(input: { purpose: TCodePurpose | readonly TCodePurpose[]; account: string; code: string }) {
      const purposes = typeof input.purpose === 'string' ? [input.purpose] : input.purpose;
      const row = await store.newest(input.account, purposes);
      if (!row || row.used_at) throw appError('CHECK_CODE_ERROR');
      if (row.wrong_tries >= CODE_RULES.maxWrongTries) throw appError('CHECK_CODE_LOCKED');
      if (Date.parse(row.expires_at) <= Date.now()) throw appError('CHECK_CODE_OUT_TIME');
      if (row.code_hash !== hashOf(row.purpose, input.account, input.code)) {
        const tries = await store.addWrongTry(row.id);
        throw appError(tries >= CODE_RULES.maxWrongTries ? 'CHECK_CODE_LOCKED' : 'CHECK_CODE_ERROR');
      }
      if (!(await store.markUsed(row.id, nowIso()))) throw appError('CHECK_CODE_ERROR');
    },
  };
};

export type CodesService = ReturnType<typeof codesService>;
