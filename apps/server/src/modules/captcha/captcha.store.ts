import type { Kysely } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { CaptchaChallengesTable, Database } from '../../platform/db/schema.ts';

/** Challenges and verifications: all of it in the database, so every instance sees it (the limits are the limiter's). */
export const captchaStore = (db: Kysely<Database>) => ({
  insertChallenge: (row: Omit<CaptchaChallengesTable, 'used_at'>) =>
    db.insertInto('captcha_challenges').values(row).execute(),

  challenge: (tokenHash: string) =>
    db.selectFrom('captcha_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /**
   * Marks a live, unused challenge used; true when this call did it. A conditional UPDATE, so
   * two checks of one token racing on two instances cannot both go on.
   */
  claimChallenge: async (tokenHash: string, now: string) => {
    const result = await db
      .updateTable('captcha_challenges')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return changed(result);
  },

  insertVerification: (verificationHash: string, now: string, expiresAt: string) =>
    db
      .insertInto('captcha_verifications')
      .values({ verification_hash: verificationHash, created_at: now, expires_at: expiresAt })
      .execute(),

  /** Uses a live verification up; true for the one caller that did it, as for challenges. */
  claimVerification: async (verificationHash: string, now: string) => {
    const result = await db
      .updateTable('captcha_verifications')
      .set({ used_at: now })
      .where('verification_hash', '=', verificationHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return changed(result);
  },

  /** Drops what no rule looks at any more; called as new challenges are issued. */
  sweep: async (now: string) => {
    await db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).execute();
    await db.deleteFrom('captcha_verifications').where('expires_at', '<=', now).execute();
  },
});

export type CaptchaStore = ReturnType<typeof captchaStore>;
