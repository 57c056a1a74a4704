import { PCR_REQUEST_LIMIT } from '@steel-epd/contract';
import type { UserActor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../../platform/db/unique.ts';
import { appError } from '../../../../platform/errors.ts';
import type { PcrInsert, PcrsDeps } from '../context.ts';
import { pcrRequestActiveKey } from '../pcr-request-key.ts';
import { pcrsStore } from '../pcrs.store.ts';
import { duplicateError, pcrRequestLimitKey } from '../rules.ts';

/**
 * A user's PCR request. With a company, its own name is stored whatever the form sent (the
 * portal shows it locked); counted against the user's daily limit first.
 */
export const filePcrRequest = async (deps: PcrsDeps, actor: UserActor, input: PcrInsert) => {
  const { user } = actor;
  const store = pcrsStore(deps.db);
  // The document must be one the caller uploaded for a PCR request.
  if (
    input.attachmentId !== null &&
    !(await deps.attachments.ownedBy(input.attachmentId, user.id, ['PCR_REQUEST']))
  ) {
    throw appError('VALIDATION_FAILED', {
      fields: [{ path: 'body.attachmentId', message: 'pcr.apply.fileInvalid' }],
    });
  }
  const hit = await deps.limiter.hit(
    pcrRequestLimitKey(user.id),
    PCR_REQUEST_LIMIT.perDay,
    PCR_REQUEST_LIMIT.windowMs,
  );
  if (!hit.allowed) throw appError('PCR_REQUESTS_DAILY', { retryAfterS: hit.retryAfterMs / 1000 });
  const activeKey = pcrRequestActiveKey(user.companyId, user.id, input.product);
  const earlier = await store.openRequestByKey(activeKey);
  if (earlier) throw duplicateError(earlier);
  try {
    return await transact(deps.db, async (trx) => {
      const trxStore = pcrsStore(trx);
      const companyName =
        (user.companyId !== null && (await trxStore.companyName(user.companyId))) || input.productName;
      const id = await trxStore.insertRequest({
        user_id: user.id,
        company_id: user.companyId,
        company_name: companyName,
        product: input.product,
        created_at: nowIso(),
        active_key: activeKey,
        description: input.description,
        standards: input.standards,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        contact_email: input.contactEmail,
        attachment_id: input.attachmentId,
      });
      await deps.auditFor(trx).record(actor, {
        action: 'pcrRequest.create',
        targetType: 'pcrRequest',
        targetId: id,
        detail: { userId: user.id, companyName, product: input.product },
      });
      return { id };
    });
  } catch (err) {
    // A parallel request for the same product won the unique key.
    if (isUniqueViolation(err)) throw duplicateError(await store.openRequestByKey(activeKey));
    throw err;
  }
};
