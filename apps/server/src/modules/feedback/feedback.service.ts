import {
  FEEDBACK_LIMITS,
  type TFeedbackItem,
  type TFeedbackSave,
  type TFeedbackState,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor, UserActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey, takeEach } from '../../platform/limits/limiter.ts';
import type { Captcha } from '../../platform/services.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { type FeedbackRow, type FeedbackStore, feedbackStore } from './feedback.store.ts';

const toItem = (row: FeedbackRow): TFeedbackItem => ({
  id: row.id,
  companyName: row.company_name,
  nickname: row.nickname,
  mail: row.mail,
  phone: row.phone,
  information: row.information,
  state: row.state as TFeedbackState,
  answerNote: row.answer_note,
  userAccount: row.user_account ?? null,
  createdAt: row.created_at,
  handledAt: row.handled_at,
});

export const feedbackLimitKeys = (userId: number, ip: string | null) => ({
  user: limitKey('feedback.user', userId),
  address: limitKey('feedback.address', ip ?? ''),
});

interface Deps {
  db: Kysely<Database>;
  limiter: Limiter;
  captcha: Captcha;
  auditFor: AuditLogFor;
}

const found = async (store: FeedbackStore, id: number) => {
  const row = await store.byId(id);
  if (!row) throw appError('NOT_FOUND');
  return row;
};

/**
 * Feedback (spec 02 §2 /Feedback): a logged-in user sends it through a passed captcha
 * (consumed: one proof, one message), within per-user and per-address limits; the console's
 * editors read it and note how they answered. Each console change commits with its audit entry.
 */
export const feedbackService = ({ db, limiter, captcha, auditFor }: Deps) => ({
  async save(actor: UserActor, input: TFeedbackSave) {
    const { user } = actor;
    // Any logged-in user may write, whatever their company's certification (decision 192): a
    // user stuck in certification is the one with something to ask.
    const store = feedbackStore(db);
    if (!(await captcha.consumeVerification(input.token))) throw appError('CAPTCHA_REQUIRED');
    const keys = feedbackLimitKeys(user.id, actor.ip);
    const refused = await takeEach(limiter, [
      { key: keys.address, limit: FEEDBACK_LIMITS.perAddress, windowMs: FEEDBACK_LIMITS.windowMs },
      { key: keys.user, limit: FEEDBACK_LIMITS.perUser, windowMs: FEEDBACK_LIMITS.windowMs },
    ]);
    if (refused) throw appError('RATE_LIMITED', { retryAfterS: refused.retryAfterMs / 1000 });
    await store.insert({
      user_id: user.id,
      company_name: input.companyName,
      nickname: input.nickname,
      mail: input.mail,
      phone: input.phone,
      information: input.information,
      state: 'new',
      answer_note: null,
      handled_by: null,
      created_at: nowIso(),
      handled_at: null,
    });
    return null;
  },

  async page(state: TFeedbackState | undefined, pageNum: number, pageSize: number) {
    const store = feedbackStore(db);
    const [rows, totals] = await Promise.all([
      store.page(state, pageSize, (pageNum - 1) * pageSize),
      store.count(state),
    ]);
    return { list: rows.map(toItem), totals, pageSize, pageNum };
  },

  /** A new message becomes read; a read or answered one is answered as it stands. */
  markRead: (id: number, actor: OperatorActor) =>
    transact(db, async (trx) => {
      const store = feedbackStore(trx);
      await found(store, id);
      const moved = await store.setState(
        id,
        { state: 'read', handled_by: actor.operator.id, handled_at: nowIso() },
        ['new'],
      );
      if (moved)
        await auditFor(trx).record(actor, { action: 'feedback.read', targetType: 'feedback', targetId: id });
      return toItem(await found(store, id));
    }),

  answer: (id: number, answerNote: string, actor: OperatorActor) =>
    transact(db, async (trx) => {
      const store = feedbackStore(trx);
      const before = await found(store, id);
      await store.setState(id, {
        state: 'answered',
        answer_note: answerNote,
        handled_by: actor.operator.id,
        handled_at: nowIso(),
      });
      await auditFor(trx).record(actor, {
        action: 'feedback.answer',
        targetType: 'feedback',
        targetId: id,
        detail: { from: before.state, answerNote },
      });
      return toItem(await found(store, id));
    }),
});
