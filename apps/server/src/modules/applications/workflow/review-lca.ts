import { LCA_VALIDATE_STATUS } from '@steel-epd/contract';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { appError } from '../../../platform/errors.ts';
import { changeApplication, loadApplication, recordChange, type WorkflowDeps } from './change.ts';
import { lcaReviewed } from './stage-rules.ts';
import { workflowStore } from './workflow.store.ts';

type Deps = Pick<WorkflowDeps, 'changes' | 'auditFor'>;

/** Asks for corrected LCA data (status 2) with a note, at stage 30 or 40. */
export const askLcaCorrection = (
  { changes, auditFor }: Deps,
  id: number,
  note: string,
  actor: OperatorActor,
) =>
  changeApplication(changes, id, actor, async (trx, app, tell) => {
    if (!lcaReviewed(app.stage)) throw appError('APPLICATION_STAGE_WRONG');
    const asked = LCA_VALIDATE_STATUS.correctionAsked;
    if (app.lca_validate_status === asked) throw appError('APPLICATION_LCA_CORRECTION_OPEN');
    const text = note.trim();
    if (
      !(await workflowStore(trx).update(
        id,
        { stage: app.stage, lcaNot: [asked] },
        { lca_validate_status: asked, lca_validate_note: text, updated_at: nowIso() },
      ))
    )
      throw appError('APPLICATION_STATE_CONFLICT');
    await recordChange(
      trx,
      auditFor,
      actor,
      { application_id: id, kind: 'lcaCorrectionAsked', stage: app.stage, note: text },
      { action: 'application.lcaCorrection', detail: { stage: app.stage, note: text } },
    );
    await tell(app, { key: 'inbox.applications.lcaCorrection', params: { note: text } });
  });

/**
 * Accepts the LCA data (status 1) at stage 30 or 40 when no correction is asked for; already
 * accepted, it leaves the application unchanged (a retry, a second operator).
 */
export const acceptLca = ({ changes, auditFor }: Deps, id: number, actor: OperatorActor) =>
  changeApplication(changes, id, actor, async (trx, app, tell) => {
    const store = workflowStore(trx);
    if (!lcaReviewed(app.stage)) throw appError('APPLICATION_STAGE_WRONG');
    const { accepted, open, correctionAsked } = LCA_VALIDATE_STATUS;
    if (app.lca_validate_status === correctionAsked) throw appError('APPLICATION_LCA_CORRECTION_OPEN');
    if (app.lca_validate_status === accepted) return;
    if (
      !(await store.update(
        id,
        { stage: app.stage, lcaIn: [open] },
        { lca_validate_status: accepted, updated_at: nowIso() },
      ))
    ) {
      const now = await loadApplication(store, id);
      if (now.stage === app.stage && now.lca_validate_status === accepted) return;
      throw appError('APPLICATION_STATE_CONFLICT');
    }
    await recordChange(
      trx,
      auditFor,
      actor,
      { application_id: id, kind: 'lcaAccepted', stage: app.stage, note: null },
      { action: 'application.lcaAccept', detail: { stage: app.stage } },
    );
    await tell(app, { key: 'inbox.applications.lcaAccepted' });
  });
