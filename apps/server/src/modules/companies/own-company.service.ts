import { COMPANY_STATUS, type TCompanyDetail, type TUserCompany } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { companiesStore } from './companies.store.ts';
import { toUserCompany } from './company-views.ts';

/**
 * The caller's own company (spec 01 §7 company calls). An id that is not the caller's is
 * refused the same way whether it exists or not, so the answer tells nothing about others:
 * user and company ids with FORBIDDEN, a company code with NOT_FOUND (docs/decisions.md).
 */
export const ownCompanyService = (db: Kysely<Database>) => {
  const store = companiesStore(db);
  return {
    async ofUser(callerId: number, userId: number): Promise<TUserCompany> {
      if (userId !== callerId) throw appError('FORBIDDEN');
      return toUserCompany(await store.ofUser(callerId));
    },

    async byCode(callerId: number, code: string): Promise<TCompanyDetail> {
      const company = await store.ofUser(callerId);
      if (!company || company.code !== code) throw appError('NOT_FOUND');
      return {
        companyType: company.company_type,
        companyName: company.name,
        companyCode: company.code,
        companyStatus: company.status,
      };
    },

    /** Only a certified company's e-mail changes here (spec 02 §4): at 0 it is being reviewed. */
    async updateEmail(callerId: number, companyId: number, email: string): Promise<TUserCompany> {
      const company = await store.ofUser(callerId);
      if (!company || company.id !== companyId) throw appError('FORBIDDEN');
      if (company.status !== COMPANY_STATUS.certified || !(await store.setEmail(companyId, email))) {
        throw appError('COMPANY_NOT_CERTIFIED');
      }
      return toUserCompany(await store.ofUser(callerId));
    },
  };
};
