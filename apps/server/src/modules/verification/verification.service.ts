import {
  type Lang,
  type TConsoleVerificationDetail,
  type TConsoleVerificationItem,
  type TVerificationDetail,
  type TVerificationFeedback,
  type TVerificationFormParsed,
  type TVerificationRow,
  textOf,
  VERIFICATION_LIMITS,
  VERIFY_RELATION_OTHER,
  VERIFY_STATE,
  type VerifyCountry,
  type VerifyState,
  type ZVerificationAnswer,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Actor, OperatorActor, UserActor } from '../../platform/access/actor.ts';
import { assertCan, assertMayApply } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey } from '../../platform/limits/limiter.ts';
import type { Inbox } from '../../platform/services.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { PublishedRegistrations } from '../catalogue/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { regionNames } from '../reference/index.ts';
import { type VerificationRow, type VerificationStore, verificationStore } from './verification.store.ts';

type Answer = z.output<typeof ZVerificationAnswer>;

export const verificationLimitKey = (userId: number) => limitKey('verification.request', userId);

/** The console upload type of an answer's files. */
const FEEDBACK_FILE_TYPE = 'VERIFY_FEEDBACK';

const rowOf = (row: VerificationRow, lang: Lang): TVerificationRow => ({
  id: row.id,
  epdRegistrationNumber: row.registration_number,
  userContact: row.user_contact,
  userPosition: row.user_position,
  companyName: row.company_name,
  country: row.country as VerifyCountry,
  region: row.region,
  userEmail: row.user_email,
  relationalId: row.relational_id,
  relational: textOf(`verification.relation.${row.relational_id}`, lang),
  supplement: row.supplement,
  remark: row.remarks,
  verifyState: row.state as VerifyState,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

interface Deps {
  db: Kysely<Database>;
  limiter: Limiter;
  attachments: AttachmentsService;
  /** The attachments service bound to a transaction (an answer's files are shared with it). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  registrations: (db: Kysely<Database>) => PublishedRegistrations;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
}

/**
 * EPD verification requests (spec 02 §2 /epd/verification, /myLists, /myDetails; §4
 * "Verification state"): a certified company's user files one about a published EPD or CFP with
 * the report PDF they hold; the secretariat answers with a state, a message and files. Each
 * answer, its inbox message and its audit entry commit together. A user sees only their own
 * requests; another's id is NOT_FOUND.
 */
export const verificationService = ({
  db,
  limiter,
  attachments,
  attachmentsFor,
  registrations,
  auditFor,
  inboxFor,
}: Deps) => {
  const store = verificationStore(db);

  /** The request when the actor may read it; another user's (or none) is NOT_FOUND. */
  const readable = async (s: VerificationStore, actor: Actor, id: number) => {
    const row = await s.byId(id);
    if (!row) throw appError('NOT_FOUND');
    assertCan(actor, 'read', { kind: 'user', id: row.user_id }, 'NOT_FOUND');
    return row;
  };

  const fileOf = async (s: VerificationStore, row: VerificationRow) => {
    const info = await s.fileOf(row.attachment_id);
    return info ? { attachmentId: info.id, fileName: info.file_name, uploadDate: info.created_at } : null;
  };

  const feedbackOf = async (s: VerificationStore, requestId: number) => {
    const answers = await s.feedbackOf(requestId);
    const files = await s.feedbackFiles(answers.map((a) => a.id));
    return answers.map((a) => {
      const own = files
        .filter((f) => f.feedback_id === a.id)
        .map((f) => ({ attachmentId: f.attachment_id, fileName: f.file_name, uploadDate: f.created_at }));
      const feedback: TVerificationFeedback & { operatorName: string | null } = {
        id: a.id,
        verifyState: a.state as VerifyState,
        fileName: own[0]?.fileName ?? '',
        uploadDate: own[0]?.uploadDate ?? '',
        feedbackTime: a.created_at,
        feedbackMsg: a.message,
        files: own,
        operatorName: a.operator_name ?? null,
      };
      return feedback;
    });
  };

  const detailOf = async (
    s: VerificationStore,
    row: VerificationRow,
    lang: Lang,
  ): Promise<TVerificationDetail> => ({
    ...rowOf(row, lang),
    regionCodes: [row.province_code, row.city_code].filter((c): c is string => c !== null),
    file: await fileOf(s, row),
  });

  const consoleDetail = async (
    s: VerificationStore,
    row: VerificationRow,
  ): Promise<TConsoleVerificationDetail> => {
    const { relational: _, ...detail } = await detailOf(s, row, 'en');
    const epd = row.epd_id === null ? undefined : await s.epdOf(row.epd_id);
    return {
      ...detail,
      userId: row.user_id,
      userAccount: row.user_account ?? null,
      productName: epd?.product_name ?? null,
      productType: epd?.product_type ?? null,
      feedback: await feedbackOf(s, row.id),
    };
  };

  /** The answer's files: console uploads for answers that no answer or company has yet. */
  const checkAnswerFiles = async (ids: readonly number[]) => {
    const refused = () =>
      appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.attachmentIds', message: 'console.verification.fileInvalid' }],
      });
    if (new Set(ids).size !== ids.length) throw refused();
    for (const id of ids) {
      const row = await attachments.info(id);
      if (row?.business_type !== FEEDBACK_FILE_TYPE || row.owner_user_id !== 0 || row.company_id !== null)
        throw refused();
    }
    if (await store.fileInUse(ids)) throw refused();
    return refused;
  };

  return {
    async insert(actor: UserActor, form: TVerificationFormParsed) {
      const { user } = actor;
      // The page's guard (approval) on the server, as the action gate answers it.
      assertMayApply(actor, user.companyId === null ? null : await store.companyStatus(user.companyId));

      const fields: { path: string; message: string }[] = [];
      const file = await attachments.ownedBy(form.uploadAttachmentId, user.id, ['EPD_VERIFY']);
      if (!file) fields.push({ path: 'body.uploadAttachmentId', message: 'verification.fileInvalid' });
      let region = '';
      const [provinceCode = null, cityCode = null] = form.country === 'domestic' ? form.region : [];
      if (provinceCode !== null && cityCode !== null) {
        const names = regionNames(provinceCode, cityCode);
        if (names) region = `${names.province} / ${names.city}`;
        else fields.push({ path: 'body.region', message: 'verification.regionInvalid' });
      }
      if (fields.length > 0) throw appError('VALIDATION_FAILED', { fields });
      const epd = await registrations(db).find(form.epdRegistrationNumber);
      if (!epd) throw appError('VERIFY_REGISTRATION_UNKNOWN');

      const hit = await limiter.hit(
        verificationLimitKey(user.id),
        VERIFICATION_LIMITS.perDay,
        VERIFICATION_LIMITS.windowMs,
      );
      if (!hit.allowed) throw appError('VERIFY_REQUESTS_DAILY', { retryAfterS: hit.retryAfterMs / 1000 });

      return transact(db, async (trx) => {
        const now = nowIso();
        const id = await verificationStore(trx).insert({
          user_id: user.id,
          company_id: user.companyId,
          epd_id: epd.id,
          registration_number: epd.registrationNumber,
          user_contact: form.userContact,
          user_position: form.userPosition,
          company_name: form.companyName,
          country: form.country,
          province_code: provinceCode,
          city_code: cityCode,
          region,
          user_email: form.userEmail,
          relational_id: form.relationalId,
          supplement: form.relationalId === VERIFY_RELATION_OTHER ? form.supplement : '',
          remarks: form.remarks,
          attachment_id: form.uploadAttachmentId,
          state: VERIFY_STATE.inProgress,
          created_at: now,
          updated_at: now,
        });
        await auditFor(trx).record(actor, {
          action: 'verification.create',
          targetType: 'verification',
          targetId: id,
          detail: { userId: user.id, registrationNumber: epd.registrationNumber },
        });
        return { id };
      });
    },

    async mine(actor: UserActor, pageNum: number, pageSize: number, lang: Lang) {
      const userId = actor.user.id;
      assertCan(actor, 'read', { kind: 'user', id: userId });
      const [rows, totals] = await Promise.all([
        store.pageOf(userId, pageSize, (pageNum - 1) * pageSize),
        store.countOf(userId),
      ]);
      return { list: rows.map((r) => rowOf(r, lang)), totals, pageSize, pageNum };
    },

    async detail(actor: UserActor, id: number, lang: Lang) {
      return detailOf(store, await readable(store, actor, id), lang);
    },

    async feedback(actor: UserActor, id: number): Promise<TVerificationFeedback[]> {
      await readable(store, actor, id);
      return (await feedbackOf(store, id)).map(({ operatorName: _, ...f }) => f);
    },

    async queue(query: { state?: number | undefined; pageNum: number; pageSize: number }) {
      const [rows, totals] = await Promise.all([
        store.queue(query.state, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.queueCount(query.state),
      ]);
      const list: TConsoleVerificationItem[] = rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userAccount: r.user_account ?? null,
        companyName: r.company_name,
        epdRegistrationNumber: r.registration_number,
        userContact: r.user_contact,
        verifyState: r.state as VerifyState,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
      return { list, totals, pageSize: query.pageSize, pageNum: query.pageNum };
    },

    async consoleDetail(actor: OperatorActor, id: number) {
      return consoleDetail(store, await readable(store, actor, id));
    },

    /**
     * The secretariat's answer: the state (any of the three, again or changed), the message and
     * the files, which are shared with the requester's company so the user downloads them.
     */
    async answer(actor: OperatorActor, id: number, answer: Answer) {
      const refused = await checkAnswerFiles(answer.attachmentIds);
      return transact(db, async (trx) => {
        const s = verificationStore(trx);
        const row = await s.byId(id);
        if (!row) throw appError('NOT_FOUND');
        const now = nowIso();
        if (answer.attachmentIds.length > 0) {
          if (row.company_id === null) throw refused();
          const shared = await attachmentsFor(trx).shareWithCompany(answer.attachmentIds, row.company_id);
          // Another answer took a file meanwhile: nothing of this one is kept.
          if (shared !== answer.attachmentIds.length) throw refused();
        }
        await s.insertFeedback({
          request_id: id,
          state: answer.verifyState,
          message: answer.feedbackMsg,
          operator_id: actor.operator.id,
          created_at: now,
          attachmentIds: answer.attachmentIds,
        });
        await s.setState(id, answer.verifyState, now);
        await auditFor(trx).record(actor, {
          action: 'verification.answer',
          targetType: 'verification',
          targetId: id,
          detail: {
            userId: row.user_id,
            registrationNumber: row.registration_number,
            from: row.state,
            to: answer.verifyState,
            message: answer.feedbackMsg,
            attachmentIds: answer.attachmentIds,
          },
        });
        await inboxFor(trx).send(row.user_id, {
          key: `inbox.verification.${answer.verifyState}`,
          params: {
            date: row.created_at.slice(0, 10),
            number: row.registration_number,
            message: answer.feedbackMsg,
          },
        });
        const after = await s.byId(id);
        if (!after) throw appError('NOT_FOUND');
        return consoleDetail(s, after);
      });
    },
  };
};
