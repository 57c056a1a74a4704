import { COMPANY_STATUS, type TCompanyDetail, type TUserCompany } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { companiesStore } from './companies.store.ts';
import { toUserCompany } from './company-views.ts';

/**
 * The caller's own company (spec 01 §7 company calls). An id that is not the caller's is
 * refused the same way whether it exists or not, so the answer tells nothing about others:
 * user and company ids with FORBIDDEN, a company code with NOT_FOUND (docs/decisions.md).
 */
export const ownCompanyService = ({ db }: { db: Kysely<Database> }) => {
  const store = companiesStore(db);
  return {
    async ofUser(actor: UserActor, userId: number): Promise<TUserCompany> {
      assertCan(actor, 'read', { kind: 'user', id: userId });
      return toUserCompany(await store.ofUser(userId));
    },

    async byCode(actor: UserActor, code: string): Promise<TCompanyDetail> {
      const company = await store.byCode(code);
      assertCan(actor, 'read', { kind: 'company', id: company?.id ?? null }, 'NOT_FOUND');
      if (!company) throw appError('NOT_FOUND');
      return {
        companyType: company.company_type,
        companyName: company.name,
        companyCode: company.code,
        companyStatus: company.status,
      };
    },

    /** Only a certified company's e-mail changes here (spec 02 §4): at 0 it is being reviewed. */
    async updateEmail(actor: UserActor, companyId: number, email: string): Promise<TUserCompany> {
      assertCan(actor, 'update', { kind: 'company', id: companyId });
      const company = await store.byId(companyId);
      if (company?.status !== COMPANY_STATUS.certified || !(await store.setEmail(companyId, email))) {
        throw appError('COMPANY_NOT_CERTIFIED');
      }
      return toUserCompany(await store.byId(companyId));
    },
  };
};
