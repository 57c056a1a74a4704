import type { TEpdForm } from '@steel-epd/contract';
import type { Actor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { appError } from '../../../../platform/errors.ts';
import { draftProblems } from '../checks.ts';
import { auditEpd, loadOrThrow, type PublishingDeps } from '../context.ts';
import { recordsStore } from '../records.store.ts';
import { refuse } from '../rules.ts';
import { draftValues } from '../values.ts';
import { setDraftReports } from '../writers.ts';

/** Saves a draft's form (only while it is a draft) with its chosen reports and the audit entry. */
export const updateDraft = (deps: PublishingDeps, id: number, form: TEpdForm, actor: Actor): Promise<void> =>
  transact(deps.db, async (trx) => {
    const store = recordsStore(trx);
    const e = await loadOrThrow(store, id);
    if (e.status !== 'draft') throw appError('EPD_STATE_CONFLICT');
    const problems = await draftProblems(deps, trx, form, id);
    if (problems.length > 0) throw refuse(problems);
    if (!(await store.update(id, 'draft', { ...draftValues(form), updated_at: nowIso() })))
      throw appError('EPD_STATE_CONFLICT');
    await setDraftReports(deps, trx, id, form);
    await auditEpd(deps, trx, actor, 'epd.update', id, { registrationNumber: form.registrationNumber });
  });
