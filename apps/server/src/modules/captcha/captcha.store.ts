import type { Kysely } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { CaptchaChallengesTable, Database } from '../../platform/db/schema.ts';

export type EventKind = 'get' | 'fail' | 'lock';

/** Challenges, verifications and limit events: all of it in the database, so every instance sees it. */
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

  addEvents: (kind: EventKind, subjects: string[], now: string) =>
    db
      .insertInto('captcha_events')
      .values(subjects.map((subject) => ({ kind, subject, created_at: now })))
      .execute(),

  /** The most events of one kind since a time among the subjects (a client uid, an address). */
  maxEventsSince: async (kind: EventKind, subjects: string[], since: string) => {
    const rows = await db
      .selectFrom('captcha_events')
      .select(['subject', (e) => e.fn.countAll().as('n')])
      .where('kind', '=', kind)
      .where('subject', 'in', subjects)
      .where('created_at', '>=', since)
      .groupBy('subject')
      .execute();
    return Math.max(0, ...rows.map((r) => Number(r.n)));
  },

  /** Drops what no rule looks at any more; called as new challenges are issued. */
  sweep: async (now: string, eventsBefore: string) => {
    await db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).execute();
    await db.deleteFrom('captcha_verifications').where('expires_at', '<=', now).execute();
    await db.deleteFrom('captcha_events').where('created_at', '<', eventsBefore).execute();
  },
});

export type CaptchaStore = ReturnType<typeof captchaStore>;
