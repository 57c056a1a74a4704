import { APPLY_STAGE, CONTRACT_STATUS, LCA_VALIDATE_STATUS, QUOTE_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { applyStore } from './apply.store.ts';
import { type ApplyForm, type CheckedForm, checkApplyForm } from './apply-form.ts';
import { passGate } from './apply-guards.ts';

interface Deps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
}

/** The application, its entries, their files and the 'submitted' event, in one transaction. */
const insertApplication = (
  db: Kysely<Database>,
  actor: UserActor,
  company: { id: number; name: string },
  form: ApplyForm,
  checked: CheckedForm,
) =>
  transact(db, async (trx) => {
    const s = applyStore(trx);
    const now = nowIso();
    const userId = actor.user.id;
    const applicationId = await s.insertApplication({
      company_id: company.id,
      user_id: userId,
      product_type: form.apply.productType,
      pcr_id: checked.pcrId,
      company_name: company.name,
      stage: APPLY_STAGE.application,
      quote_status: QUOTE_STATUS.none,
      contract_status: CONTRACT_STATUS.none,
      lca_validate_status: LCA_VALIDATE_STATUS.open,
      lca_validate_note: null,
      request_key: form.apply.requestKey,
      created_at: now,
      updated_at: now,
      released_at: null,
    });
    const products = [];
    for (const [index, entry] of checked.entries.entries()) {
      const productId = await s.insertProduct({
        application_id: applicationId,
        sort: index + 1,
        product_name: entry.productName,
        category_id: entry.categoryId,
        technology_id: entry.technologyId,
        epd_id: null,
      });
      for (const file of entry.files) {
        await s.insertFile({
          application_id: applicationId,
          product_id: productId,
          kind: file.kind,
          attachment_id: file.attachmentId,
          version: 1,
          current: 1,
          user_id: userId,
          created_at: now,
        });
      }
      products.push({ productId, productName: entry.productName, files: entry.files });
    }
    await s.insertEvent({
      application_id: applicationId,
      kind: 'submitted',
      stage: APPLY_STAGE.application,
      note: null,
      detail: JSON.stringify({
        productType: form.apply.productType,
        pcrNumber: form.apply.pcrNumber,
        companyName: company.name,
        products,
      }),
      actor_kind: 'user',
      actor_id: userId,
      created_at: now,
    });
    return { id: applicationId };
  });

/**
 * Submits an application (decision 112). The gate first, then the same key answers the same
 * application; the rules; then the application, its entries, files and the 'submitted'
 * event in one transaction. Two submits racing with one key meet at the unique index, or at
 * the rules when the winner committed first (its files are then used): the loser answers
 * the winner's id.
 */
export const submitApplication = async ({ db, attachments }: Deps, actor: UserActor, form: ApplyForm) => {
  const store = applyStore(db);
  const company = await passGate(store, actor);
  const key = form.apply.requestKey;
  const earlier = await store.byRequestKey(actor.user.id, key);
  if (earlier) return { id: earlier.id };
  /** A refusal, unless a submit with the same key won meanwhile: then its application. */
  const winnerOr = async (err: unknown) => {
    const winner = await store.byRequestKey(actor.user.id, key);
    if (winner) return { id: winner.id };
    throw err;
  };
  const check = () => checkApplyForm(db, attachments, actor, form);
  let checked: CheckedForm;
  try {
    checked = await check();
  } catch (err) {
    // The racing submit may have committed between the lookup and the rules, so that its
    // files now count as used (apply.fileUsed): it is this submit's application.
    return winnerOr(err);
  }
  try {
    return await insertApplication(db, actor, company, form, checked);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    try {
      return await winnerOr(err);
    } catch {
      // A file was taken by another application meanwhile: the rules now say which.
      await check();
      throw err;
    }
  }
};
