import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { companiesStore } from './companies.store.ts';

/**
 * What other modules may change of a company: only creation, at phone registration (the
 * accounts module). Pass a transaction as `db` to create it inside the registration's.
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
});

export type CompanyRecordsFor = typeof companyRecords;
