import type { Selectable } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { type Action, assertCan, assertMayApply } from '../../../platform/access/policies.ts';
import type { ApplicationsTable } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { ApplyStore } from './apply.store.ts';

/**
 * The action gate of spec 01 §4 (applying and every upload for it need a certified company):
 * the caller's company is read here and judged by the access layer. Answers the company.
 */
export const passGate = async (store: ApplyStore, actor: UserActor) => {
  const { companyId } = actor.user;
  const company = companyId === null ? undefined : await store.company(companyId);
  assertMayApply(actor, company?.status ?? null);
  if (!company) throw appError('COMPANY_CERTIFICATION_REQUIRED');
  return company;
};

/** An application the caller's company owns; any other id is NOT_FOUND (the access layer decides). */
export const applicationFor = async (
  store: ApplyStore,
  actor: UserActor,
  action: Action,
  id: number,
): Promise<Selectable<ApplicationsTable>> => {
  const application = await store.byId(id);
  if (!application) throw appError('NOT_FOUND');
  assertCan(actor, action, { kind: 'application', companyId: application.company_id }, 'NOT_FOUND');
  return application;
};
