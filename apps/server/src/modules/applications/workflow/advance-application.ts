import { APPLY_STAGE } from '@steel-epd/contract';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { appError } from '../../../platform/errors.ts';
import { changeApplication, recordChange, type WorkflowDeps } from './change.ts';
import { forwardGuard, forwardRefusal, REACHED, stageAfter } from './stage-rules.ts';
import { workflowStore } from './workflow.store.ts';

/** One stage forward from `from` (decision 111); 60 → 70 only by releasing. */
export const advanceApplication = (
  { changes, auditFor }: Pick<WorkflowDeps, 'changes' | 'auditFor'>,
  id: number,
  body: { from: number; note?: string | undefined },
  actor: OperatorActor,
) =>
  changeApplication(changes, id, actor, async (trx, app, tell) => {
    const store = workflowStore(trx);
    if (app.stage === APPLY_STAGE.release) throw appError('APPLICATION_RELEASED');
    if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
    const filesMissing =
      app.stage === APPLY_STAGE.lcaCalculation && (await store.entriesMissingFiles(id)).length > 0;
    const refusal = forwardRefusal(app, filesMissing);
    if (refusal) throw appError(refusal);
    const to = stageAfter(app.stage) ?? app.stage;
    // Moved on by the secretariat itself: a resubmission asked for is no longer awaited.
    const values = { stage: to, updated_at: nowIso(), resubmit_note: null };
    if (!(await store.update(id, forwardGuard(app.stage), values)))
      throw appError('APPLICATION_STATE_CONFLICT');
    const note = body.note?.trim() || null;
    await recordChange(
      trx,
      auditFor,
      actor,
      { application_id: id, kind: 'advanced', stage: to, note },
      { action: 'application.advance', detail: { from: app.stage, to, ...(note ? { note } : {}) } },
    );
    const key = REACHED[to];
    if (key) await tell({ ...app, stage: to }, { key });
  });
