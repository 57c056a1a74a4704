import { APPLY_STAGE } from '@steel-epd/contract';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { appError } from '../../../platform/errors.ts';
import { changeApplication, fieldRefusal, recordChange, type WorkflowDeps } from './change.ts';
import { MOVED_BACK } from './stage-rules.ts';
import { workflowStore } from './workflow.store.ts';

/**
 * Back to an earlier stage with a reason; never from 70. The quote and contract stay as
 * decided. Back to stage 10 the applicant is asked for the files again and resubmits
 * (decision 196): the reason is kept as the application's resubmit note until then.
 */
export const moveBackApplication = (
  { changes, auditFor }: Pick<WorkflowDeps, 'changes' | 'auditFor'>,
  id: number,
  body: { from: number; to: number; reason: string },
  actor: OperatorActor,
) =>
  changeApplication(changes, id, actor, async (trx, app, tell) => {
    if (app.stage === APPLY_STAGE.release) throw appError('APPLICATION_RELEASED');
    if (body.to >= body.from) throw fieldRefusal('to', 'console.applications.backTarget');
    if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
    const reason = body.reason.trim();
    const resubmit_note = body.to === APPLY_STAGE.application ? reason : null;
    if (
      !(await workflowStore(trx).update(
        id,
        { stage: body.from },
        { stage: body.to, updated_at: nowIso(), resubmit_note },
      ))
    )
      throw appError('APPLICATION_STATE_CONFLICT');
    await recordChange(
      trx,
      auditFor,
      actor,
      { application_id: id, kind: 'movedBack', stage: body.to, note: reason },
      { action: 'application.back', detail: { from: body.from, to: body.to, reason } },
    );
    const key = MOVED_BACK[body.to];
    if (key) await tell({ ...app, stage: body.to }, { key, params: { reason } });
  });
