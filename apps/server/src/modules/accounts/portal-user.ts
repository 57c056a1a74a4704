import type { TAccountType, TPortalUser } from '@steel-epd/contract';
import type { UserRow } from './users.store.ts';

/** The portalUserVO of spec 01 §3: what the portal keeps of the logged-in user. */
export const toPortalUser = (row: UserRow): TPortalUser => ({
  id: row.id,
  userName: row.user_name,
  companyName: row.company_name,
  auditStatus: row.audit_status,
  userAccount: row.account,
  reasonReject: row.reason_reject,
  // A certified company's type wins over what the user declared in the supplement form.
  companyType: row.company_type ?? row.declared_company_type,
  companyCode: row.company_code,
  accountType: row.account_type as TAccountType,
});
