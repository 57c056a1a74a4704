import type {
  AgreementVersionState,
  TConsoleAgreement,
  ZAgreementForm,
  ZAgreementQuery,
} from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { AgreementsTable, Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { type AgreementValues, agreementsStore } from './agreements.store.ts';

type Row = Selectable<AgreementsTable>;
type Form = z.output<typeof ZAgreementForm>;

/**
 * How far in the past a publish time may lie and still count as "now": the editor picked the
 * current minute and took a while to save.
 */
export const PUBLISH_NOW_TOLERANCE_MS = 10 * 60 * 1000;

/** The state of each version at `now`: in force is the newest published one not failed, by type and language. */
const statesOf = (rows: Row[], now: string): Map<number, AgreementVersionState> => {
  const states = new Map<number, AgreementVersionState>();
  const inForce = new Set<string>();
  // Newest publish time first, so the first live version of a type and language is the one in force.
  for (const row of [...rows].sort((a, b) =>
    a.publish_time < b.publish_time ? 1 : a.publish_time > b.publish_time ? -1 : b.id - a.id,
  )) {
    const key = `${row.agreement_type} ${row.lang}`;
    if (row.publish_time > now) states.set(row.id, 'scheduled');
    else if (row.failure_time !== null && row.failure_time <= now) states.set(row.id, 'failed');
    else if (!inForce.has(key)) {
      inForce.add(key);
      states.set(row.id, 'inForce');
    } else states.set(row.id, 'superseded');
  }
  return states;
};

/**
 * The editors' side of the agreements (spec 02 §2 "Agreements"): every version with its state,
 * a new version per type and language, and changes to a version still to come. A version whose
 * publish time has passed is never edited, only superseded by a newer one.
 */
export const agreementsAdminService = ({ db, auditFor }: { db: Kysely<Database>; auditFor: AuditLogFor }) => {
  const store = agreementsStore(db);

  /** The stored values of a form, checked against the clock: no past publish time, failure after publish. */
  const valuesOf = (form: Form, now: string): AgreementValues => {
    const publish = Date.parse(form.publishTime);
    if (publish < Date.parse(now) - PUBLISH_NOW_TOLERANCE_MS) throw appError('AGREEMENT_PUBLISH_PAST');
    const publishTime = new Date(Math.max(publish, Date.parse(now))).toISOString();
    const failureTime = form.failureTime === null ? null : new Date(form.failureTime).toISOString();
    if (failureTime !== null && failureTime <= publishTime) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.failureTime', message: 'console.agreements.failureBeforePublish' }],
      });
    }
    return {
      agreement_type: form.agreementType,
      lang: form.lang,
      version: form.version,
      content: sanitizeRichText(form.content),
      publish_time: publishTime,
      failure_time: failureTime,
    };
  };

  /** The audit entry of a create or an update, inside its transaction. */
  const record = (
    trx: Kysely<Database>,
    actor: OperatorActor,
    verb: 'create' | 'update',
    id: number,
    v: AgreementValues,
  ) =>
    auditFor(trx).record(actor, {
      action: `agreement.${verb}`,
      targetType: 'agreement',
      targetId: id,
      detail: { type: v.agreement_type, lang: v.lang, version: v.version, publishTime: v.publish_time },
    });

  const recorded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw appError('AGREEMENT_VERSION_TAKEN');
      throw err;
    }
  };

  return {
    async list(query: z.output<typeof ZAgreementQuery>): Promise<TConsoleAgreement[]> {
      const rows = await store.all({ type: query.agreementType, lang: query.lang });
      // The state needs every version of a type and language, whatever the filter left out.
      const states = statesOf(await store.all({}), nowIso());
      return rows.map((row) => ({
        id: row.id,
        agreementType: row.agreement_type as TConsoleAgreement['agreementType'],
        lang: row.lang as TConsoleAgreement['lang'],
        version: row.version,
        content: sanitizeRichText(row.content),
        publishTime: row.publish_time,
        failureTime: row.failure_time,
        state: states.get(row.id) ?? 'superseded',
      }));
    },

    create: (actor: OperatorActor, form: Form) =>
      recorded(() =>
        transact(db, async (trx) => {
          const values = valuesOf(form, nowIso());
          const trxStore = agreementsStore(trx);
          if (await trxStore.versionTaken(values.agreement_type, values.lang, values.version, 0)) {
            throw appError('AGREEMENT_VERSION_TAKEN');
          }
          const id = await trxStore.insertOne(values);
          await record(trx, actor, 'create', id, values);
          return { id };
        }),
      ),

    update: (actor: OperatorActor, id: number, form: Form) =>
      recorded(() =>
        transact(db, async (trx) => {
          const now = nowIso();
          const trxStore = agreementsStore(trx);
          const before = await trxStore.byId(id);
          if (!before) throw appError('NOT_FOUND');
          if (before.publish_time <= now) throw appError('AGREEMENT_PUBLISHED');
          const values = valuesOf(form, now);
          if (await trxStore.versionTaken(values.agreement_type, values.lang, values.version, id)) {
            throw appError('AGREEMENT_VERSION_TAKEN');
          }
          // The condition again in the write: a version that became public meanwhile is not touched.
          if (!(await trxStore.updateScheduled(id, values, now))) throw appError('AGREEMENT_PUBLISHED');
          await record(trx, actor, 'update', id, values);
          return { id };
        }),
      ),
  };
};
