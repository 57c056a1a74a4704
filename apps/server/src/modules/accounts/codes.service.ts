import { randomInt } from 'node:crypto';
import { CODE_RULES, type Lang, type TCodePurpose, textOf } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { Messaging } from '../../platform/services.ts';
import { codesStore } from './codes.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (purpose: string, account: string, code: string) => sha256(`${purpose}:${account}:${code}`);

/**
 * Verification codes: 6 digits, stored hashed, single use, bound to the account and purpose
 * they were sent for, 10 minutes long, at most 5 wrong tries each. Sending: one per 60 s per
 * account and a daily cap per account and per client address (CHECK_CODE_FREQUENTLY).
 */
export const codesService = ({ db, messaging }: { db: Kysely<Database>; messaging: Messaging }) => {
  const store = codesStore(db);

  const refuseIfTooFrequent = async (account: string, ip: string | null, now: number) => {
    const last = await store.lastSentAt(account);
    if (last && now - Date.parse(last) < CODE_RULES.resendAfterMs) throw appError('CHECK_CODE_FREQUENTLY');
    const since = new Date(now - DAY_MS).toISOString();
    if ((await store.countSentSince({ account }, since)) >= CODE_RULES.perAccountPerDay) {
      throw appError('CHECK_CODE_FREQUENTLY');
    }
    if (ip && (await store.countSentSince({ ip }, since)) >= CODE_RULES.perAddressPerDay) {
      throw appError('CHECK_CODE_FREQUENTLY');
    }
  };

  return {
    async send(input: {
      purpose: TCodePurpose;
      account: string;
      channel: 'sms' | 'mail';
      ip: string | null;
      lang: Lang;
    }) {
      const now = Date.now();
      await refuseIfTooFrequent(input.account, input.ip, now);
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

    /** Uses up the newest code of the account for the purpose, or says why it cannot. */
    async check(input: { purpose: TCodePurpose; account: string; code: string }) {
      const row = await store.newest(input.account, input.purpose);
      if (!row || row.used_at) throw appError('CHECK_CODE_ERROR');
      if (row.wrong_tries >= CODE_RULES.maxWrongTries) throw appError('CHECK_CODE_LOCKED');
      if (Date.parse(row.expires_at) <= Date.now()) throw appError('CHECK_CODE_OUT_TIME');
      if (row.code_hash !== hashOf(input.purpose, input.account, input.code)) {
        const tries = await store.addWrongTry(row.id);
        throw appError(tries >= CODE_RULES.maxWrongTries ? 'CHECK_CODE_LOCKED' : 'CHECK_CODE_ERROR');
      }
      if (!(await store.markUsed(row.id, nowIso()))) throw appError('CHECK_CODE_ERROR');
    },
  };
};

export type CodesService = ReturnType<typeof codesService>;
