import {
  APPLY_STAGE,
  type ApplicationFileKind,
  type Lang,
  LCA_VALIDATE_STATUS,
  type TApplicationDetailRow,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { appError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { workflowStore } from '../workflow/workflow.store.ts';
import { applyStore } from './apply.store.ts';
import { detailRows } from './apply-detail.ts';
import { fileProblem } from './apply-files.ts';
import { applicationFor, passGate } from './apply-guards.ts';

interface Deps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
}

/** Whether the applicant may replace files now: corrected data or a resubmission is asked for. */
const filesAsked = (a: { lca_validate_status: number; stage: number; resubmit_note: string | null }) =>
  a.lca_validate_status === LCA_VALIDATE_STATUS.correctionAsked ||
  (a.stage === APPLY_STAGE.application && a.resubmit_note !== null);

/**
 * Corrected LCA data (spec 02 §4 "LCA validation status"): while the secretariat asks for it
 * (status 2) the applicant replaces an entry's files, each replacement a new version with the
 * earlier ones kept, and confirms the corrected data once (2 → 0). After a move back to stage 10
 * (decision 196) the applicant replaces files the same way and resubmits (10 → 20).
 */
export const correctionsService = ({ db, attachments }: Deps) => {
  const store = applyStore(db);

  const conflict = () => appError('APPLICATION_STATE_CONFLICT');

  return {
    /**
     * Replaces the file of one kind of an entry. `field` is the request's member, named by a
     * refusal of the file. The version in use is retired and the new one becomes version n+1,
     * with a 'fileReplaced' event, in one transaction guarded by the status still being 2.
     */
    async replaceFile(
      actor: UserActor,
      input: { productId: number; kind: ApplicationFileKind; attachmentId: number; field: string },
      lang: Lang,
    ): Promise<TApplicationDetailRow> {
      await passGate(store, actor);
      const product = await store.product(input.productId);
      if (!product) throw appError('NOT_FOUND');
      const application = await applicationFor(store, actor, 'update', product.application_id);
      if (!filesAsked(application)) throw conflict();
      const fileRefusal = (message: string) =>
        appError('VALIDATION_FAILED', { fields: [{ path: `body.${input.field}`, message }] });
      const problem = await fileProblem(attachments, actor, input.kind, input.attachmentId);
      if (problem) throw fileRefusal(problem);
      if ((await store.usedFiles([input.attachmentId])).size > 0) throw fileRefusal('apply.fileUsed');

      try {
        await transact(db, async (trx) => {
          const s = applyStore(trx);
          const now = nowIso();
          if (!(await s.updateWhileFilesAsked(application.id, { updated_at: now }))) throw conflict();
          const version = Number(await s.lastVersion(product.id, input.kind)) + 1;
          await s.retireFiles(product.id, input.kind);
          await s.insertFile({
            application_id: application.id,
            product_id: product.id,
            kind: input.kind,
            attachment_id: input.attachmentId,
            version,
            current: 1,
            user_id: actor.user.id,
            created_at: now,
          });
          await s.insertEvent({
            application_id: application.id,
            kind: 'fileReplaced',
            stage: application.stage,
            note: null,
            detail: JSON.stringify({
              kind: input.kind,
              productId: product.id,
              version,
              attachmentId: input.attachmentId,
            }),
            actor_kind: 'user',
            actor_id: actor.user.id,
            created_at: now,
          });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The same file sent twice at once, or two replacements of one file racing for a version.
        if ((await store.usedFiles([input.attachmentId])).size > 0) throw fileRefusal('apply.fileUsed');
        throw conflict();
      }
      const fresh = await applicationFor(store, actor, 'read', application.id);
      const row = (await detailRows(db, fresh, lang)).find((r) => r.id === product.id);
      if (!row) throw appError('NOT_FOUND');
      return row;
    },

    /**
     * Confirms the corrected data: 2 → 0 by a conditional update, so a second confirmation (or
     * one racing it) answers APPLICATION_STATE_CONFLICT; a file must have been uploaded since the
     * request (APPLICATION_NOTHING_REPLACED) and every entry needs its LCA report and data sheet
     * in use. Recorded as an 'lcaCorrected' event in the same transaction.
     */
    async confirm(actor: UserActor, applyId: number) {
      await passGate(store, actor);
      const application = await applicationFor(store, actor, 'update', applyId);
      return transact(db, async (trx) => {
        const s = applyStore(trx);
        const now = nowIso();
        const current = await s.byId(application.id);
        if (current?.lca_validate_status !== LCA_VALIDATE_STATUS.correctionAsked) throw conflict();
        if (!(await s.fileSinceCorrectionAsked(application.id)))
          throw appError('APPLICATION_NOTHING_REPLACED');
        if ((await workflowStore(trx).entriesMissingFiles(application.id)).length > 0)
          throw appError('APPLICATION_FILES_MISSING');
        if (
          !(await s.updateWhileCorrectionAsked(application.id, {
            updated_at: now,
            lca_validate_status: LCA_VALIDATE_STATUS.open,
          }))
        ) {
          throw conflict();
        }
        await s.insertEvent({
          application_id: application.id,
          kind: 'lcaCorrected',
          stage: current.stage,
          note: null,
          detail: null,
          actor_kind: 'user',
          actor_id: actor.user.id,
          created_at: now,
        });
        return { lcaValidateStatus: LCA_VALIDATE_STATUS.open };
      });
    },

    /**
     * Resubmits an application the secretariat moved back to stage 10 (decision 196): 10 → 20
     * by a conditional update on the resubmission still being asked for, so a second one (or one
     * racing the secretariat's own move) answers APPLICATION_STATE_CONFLICT. What the files must
     * be is the secretariat's judgement at stage 20, as at the first submission. The 'resubmitted' event is the secretariat's notice,
     * in its timeline and its queue (updated now), as the applicant's other steps are.
     */
    async resubmit(actor: UserActor, applyId: number) {
      await passGate(store, actor);
      const application = await applicationFor(store, actor, 'update', applyId);
      if (application.stage !== APPLY_STAGE.application || application.resubmit_note === null)
        throw conflict();
      return transact(db, async (trx) => {
        const flow = workflowStore(trx);
        const now = nowIso();
        const to = APPLY_STAGE.contract;
        if (
          !(await flow.update(
            application.id,
            { stage: APPLY_STAGE.application, resubmitAsked: true },
            { stage: to, resubmit_note: null, updated_at: now },
          ))
        )
          throw conflict();
        await flow.insertEvent({
          application_id: application.id,
          kind: 'resubmitted',
          stage: to,
          note: null,
          detail: JSON.stringify({ from: APPLY_STAGE.application, to }),
          actor_kind: 'user',
          actor_id: actor.user.id,
          created_at: now,
        });
        return { applyStatus: to };
      });
    },
  };
};

export type CorrectionsService = ReturnType<typeof correctionsService>;
