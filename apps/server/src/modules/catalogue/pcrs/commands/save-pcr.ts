import type { OperatorActor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../../platform/db/unique.ts';
import { appError } from '../../../../platform/errors.ts';
import { checkCategories, checkFiles } from '../checks.ts';
import type { PcrForm, PcrsDeps } from '../context.ts';
import { pcrsStore } from '../pcrs.store.ts';
import { droppedFiles, filesOf, pcrChanges, pcrValuesOf } from '../rules.ts';

/** A register number another PCR has (a parallel save that won the unique key included). */
const takenOnUnique = (err: unknown) => (isUniqueViolation(err) ? appError('PCR_REGISTER_NO_TAKEN') : err);

/** A new PCR with its categories; its documents published when it is enabled; the audit entry. */
export const createPcr = async (deps: PcrsDeps, actor: OperatorActor, form: PcrForm) => {
  await checkFiles(deps, form);
  const categoryIds = await checkCategories(deps, form);
  const values = pcrValuesOf(form);
  try {
    return await transact(deps.db, async (trx) => {
      const store = pcrsStore(trx);
      if (await store.byRegisterNo(values.register_no)) throw appError('PCR_REGISTER_NO_TAKEN');
      const id = await store.insert(values, nowIso());
      await store.setCategories(id, categoryIds);
      await deps.attachmentsFor(trx).setPublished(filesOf(values), values.enabled === 1);
      await deps.auditFor(trx).record(actor, {
        action: 'pcr.create',
        targetType: 'pcr',
        targetId: id,
        detail: {
          registerNo: values.register_no,
          productName: values.product_name,
          enabled: form.enabled,
          categoryIds,
        },
      });
      return { id };
    });
  } catch (err) {
    throw takenOnUnique(err);
  }
};

/**
 * Saves a PCR's form and categories: files it no longer offers are private again, its documents
 * published as it is enabled; the audit entry names what changed. The search index is told.
 */
export const updatePcr = async (deps: PcrsDeps, actor: OperatorActor, id: number, form: PcrForm) => {
  await checkFiles(deps, form);
  const categoryIds = await checkCategories(deps, form);
  const values = pcrValuesOf(form);
  try {
    const updated = await transact(deps.db, async (trx) => {
      const store = pcrsStore(trx);
      const before = await store.byId(id);
      if (!before) throw appError('NOT_FOUND');
      const same = await store.byRegisterNo(values.register_no);
      if (same && same.id !== id) throw appError('PCR_REGISTER_NO_TAKEN');
      await store.update(id, values, nowIso());
      const categoriesBefore = (await store.categoryLinksOf([id])).map((l) => l.category_id);
      await store.setCategories(id, categoryIds);
      const files = deps.attachmentsFor(trx);
      await files.setPublished(droppedFiles(before, values), false);
      await files.setPublished(filesOf(values), values.enabled === 1);
      await deps.auditFor(trx).record(actor, {
        action: 'pcr.update',
        targetType: 'pcr',
        targetId: id,
        detail: {
          registerNo: values.register_no,
          changed: pcrChanges(before, values, categoriesBefore, categoryIds),
        },
      });
      return { id };
    });
    deps.changes.changed();
    return updated;
  } catch (err) {
    throw takenOnUnique(err);
  }
};
