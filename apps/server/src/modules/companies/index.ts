/**
 * The companies module's face. It owns the companies table; the accounts module creates a
 * company at phone registration through `companyRecords`.
 */
export { companiesModule } from './companies.routes.ts';
export { type CompanyRecordsFor, companyRecords } from './company-records.ts';
