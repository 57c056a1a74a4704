import { COMPANY_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { companiesStore } from './companies.store.ts';

/**
 * What other modules may change of a company: its creation at phone registration, and the name
 * a person declares in their registration answers (the accounts module). Pass a transaction as
 * `db` to make the change part of theirs.
 */
export const companyRecords = (db: Kysely<Database>) => ({
  create: (company: { name: string; industryCategory: string; companyForm: string }, now: string) =>
    companiesStore(db).create(
      {
        name: company.name,
        company_type: null,
        industry_category: company.industryCategory,
        company_form: company.companyForm,
      },
      now,
    ),

  /**
   * The company name of a registration's answers (decision 198): a company is made for a user
   * without one (answers its id, for the caller to link), theirs is renamed; a name that a
   * certification vouches for (under review or certified) is the certification's and stays,
   * so another one is refused on `body.companyName`. Answers null when the user had a company.
   */
  declareName: async (
    companyId: number | null,
    name: string,
    declaredType: string | null,
    now: string,
  ): Promise<number | null> => {
    const store = companiesStore(db);
    const company = companyId === null ? undefined : await store.byId(companyId);
    if (!company) return store.create({ name, company_type: declaredType }, now);
    if (company.name === name) return null;
    if (company.status === COMPANY_STATUS.pending || company.status === COMPANY_STATUS.certified) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.companyName', message: 'validation.companyNameLocked' }],
      });
    }
    await store.rename(company.id, name);
    return null;
  },

  /** Whether a certification vouches for the company's name (under review or certified). */
  nameLocked: async (companyId: number | null): Promise<boolean> => {
    const company = companyId === null ? undefined : await companiesStore(db).byId(companyId);
    return company?.status === COMPANY_STATUS.pending || company?.status === COMPANY_STATUS.certified;
  },
});

export type CompanyRecordsFor = typeof companyRecords;
