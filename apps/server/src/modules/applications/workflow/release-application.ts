import { APPLY_STAGE } from '@steel-epd/contract';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError, appError } from '../../../platform/errors.ts';
import { changeApplication, fieldRefusal, recordChange, type WorkflowDeps } from './change.ts';
import { givenTwice, isProductType, type ReleaseBody, releaseCoversEntries } from './stage-rules.ts';
import { workflowStore } from './workflow.store.ts';

const { panelReview, release } = APPLY_STAGE;

/**
 * 60 → 70: every entry of the application becomes a published catalogue record (the
 * catalogue's publishing rules, QR code, ledger entries) in the same transaction as the
 * stage change; a problem of any entry refuses the whole release, naming the entry.
 */
export const releaseApplication = async (
  {
    changes,
    auditFor,
    releaser,
    filesFor,
  }: Pick<WorkflowDeps, 'changes' | 'auditFor' | 'releaser' | 'filesFor'>,
  id: number,
  body: ReleaseBody,
  actor: OperatorActor,
) => {
  try {
    await changeApplication(changes, id, actor, async (trx, app, tell) => {
      const store = workflowStore(trx);
      if (app.stage === release) throw appError('APPLICATION_RELEASED');
      if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
      if (app.stage !== panelReview) throw appError('APPLICATION_RELEASE_ONLY');
      const products = await store.products([id]);
      if (
        !releaseCoversEntries(
          body.products.map((p) => p.productId),
          products.map((p) => p.id),
        )
      )
        throw fieldRefusal('products', 'console.applications.releaseProducts');
      if (!isProductType(app.product_type)) throw fieldRefusal('productType', 'validation.invalid');
      const files = filesFor(trx);
      const twice = await givenTwice(body.products, async (fileId) => (await files.info(fileId))?.sha256);
      if (twice.length > 0) throw appError('VALIDATION_FAILED', { fields: twice });
      const now = nowIso();
      // Claimed first: a second release waits here and then finds the stage moved on.
      if (
        !(await store.update(
          id,
          { stage: panelReview },
          { stage: release, released_at: now, updated_at: now },
        ))
      )
        throw appError('APPLICATION_STATE_CONFLICT');

      const problems: { path: string; message: string }[] = [];
      const made: { productId: number; epdId: number; registrationNumber: string }[] = [];
      for (const [i, { productId, ...fields }] of body.products.entries()) {
        const product = products.find((p) => p.id === productId);
        if (!product) continue;
        try {
          const epdId = await releaser.publishInside(
            trx,
            {
              ...fields,
              productType: app.product_type,
              productName: product.product_name,
              companyId: app.company_id,
              pcrId: app.pcr_id,
            },
            actor,
            { applicationId: id, productId: product.id },
          );
          made.push({ productId: product.id, epdId, registrationNumber: fields.registrationNumber });
        } catch (err) {
          // A field problem is a refusal, not a database error: go on to find every entry's
          // (the transaction is rolled back when any was found).
          if (!(err instanceof AppError) || err.errorName !== 'VALIDATION_FAILED' || !err.fields) throw err;
          problems.push(...err.fields.map((f) => ({ path: `products.${i}.${f.path}`, message: f.message })));
        }
      }
      if (problems.length > 0) throw appError('VALIDATION_FAILED', { fields: problems });
      for (const m of made) {
        if (!(await store.setProductEpd(m.productId, m.epdId))) throw appError('APPLICATION_STATE_CONFLICT');
      }
      const note = body.note?.trim() || null;
      const epds = made.map((m) => ({
        productId: m.productId,
        epdId: m.epdId,
        registrationNumber: m.registrationNumber,
      }));
      await recordChange(
        trx,
        auditFor,
        actor,
        { application_id: id, kind: 'released', stage: release, note },
        { action: 'application.release', detail: { from: panelReview, epds, ...(note ? { note } : {}) } },
      );
      await tell(
        { ...app, stage: release },
        {
          key: 'inbox.applications.released',
          params: { numbers: made.map((m) => m.registrationNumber).join(' / ') },
        },
      );
    });
  } catch (err) {
    // Another release took a registration number in the meantime (the table's unique index).
    if (isUniqueViolation(err)) throw appError('APPLICATION_STATE_CONFLICT');
    throw err;
  }
  releaser.changed();
};
