import { isIsoDate, REGISTRATION_NUMBER_RE, type TEpdForm } from '@steel-epd/contract';
import { appError } from '../../../platform/errors.ts';
import type { EpdWithNames } from './records.store.ts';
import { steelValues } from './values.ts';

/**
 * The rules a record's fields must meet, as pure functions: what the database knows (whether a
 * company is certified, a number taken, a file fits) is looked up first and handed in, so the
 * field problems and their order are decided here without a database.
 */

export type Problem = { path: string; message: string };

export const refuse = (problems: Problem[]) => appError('VALIDATION_FAILED', { fields: problems });
export const FILE_WRONG = 'console.epds.fileWrong';
export const REQUIRED = 'console.epds.required';

/** An English verifier name needs the Chinese one it falls back to (as every English text). */
export const verifierProblems = (e: { verifier_zh: string | null; verifier_en: string | null }): Problem[] =>
  e.verifier_en !== null && e.verifier_zh === null
    ? [{ path: 'verifierZh', message: 'console.epds.verifierZhRequired' }]
    : [];

/** What the database said about a draft's references before its fields are judged. */
export interface DraftFacts {
  companyExists: boolean;
  pcrExists: boolean;
  registrationTaken: boolean;
  /** The problems of the chosen files (type, owner, used elsewhere), in the form's order. */
  fileProblems: Problem[];
}

/** The problems a draft is refused for when saved: references exist, the number is free, files fit. */
export const draftRuleProblems = (form: TEpdForm, facts: DraftFacts): Problem[] => {
  const problems: Problem[] = [];
  if (!facts.companyExists) problems.push({ path: 'companyId', message: 'validation.invalid' });
  if (!facts.pcrExists) problems.push({ path: 'pcrId', message: 'validation.invalid' });
  if (facts.registrationTaken)
    problems.push({ path: 'registrationNumber', message: 'console.epds.registrationTaken' });
  problems.push(...facts.fileProblems);
  if (
    form.reportZhId !== undefined &&
    form.reportZhId !== null &&
    Number(form.reportZhId) === Number(form.reportEnId)
  )
    problems.push({ path: 'reportEnId', message: FILE_WRONG });
  problems.push(...verifierProblems(steelValues(form)));
  return problems;
};

/** What the database said about a record before it may be published. */
export interface PublishFacts {
  companyCertified: boolean;
  /** Asked only when the number has the right form. */
  registrationTaken: boolean;
  pcrEnabled: boolean;
  hasZhReport: boolean;
}

type PublishedFields = Pick<
  EpdWithNames,
  | 'product_name'
  | 'product_type'
  | 'registration_number'
  | 'gwp100'
  | 'holder_zh'
  | 'site_zh'
  | 'issue_date'
  | 'expiry_date'
  | 'verifier_zh'
  | 'verifier_en'
>;

/** Every rule a record's fields must meet to be public (the files' problems follow these). */
export const publishRuleProblems = (e: PublishedFields, facts: PublishFacts): Problem[] => {
  const problems: Problem[] = [];
  if (!e.product_name.trim()) problems.push({ path: 'productName', message: REQUIRED });
  if (e.product_type !== 'EPD' && e.product_type !== 'CFP')
    problems.push({ path: 'productType', message: 'validation.invalid' });
  if (!facts.companyCertified)
    problems.push({ path: 'companyId', message: 'console.epds.companyNotCertified' });
  if (!REGISTRATION_NUMBER_RE.test(e.registration_number))
    problems.push({ path: 'registrationNumber', message: 'console.epds.registrationNumberWrong' });
  else if (facts.registrationTaken)
    problems.push({ path: 'registrationNumber', message: 'console.epds.registrationTaken' });
  if (!facts.pcrEnabled) problems.push({ path: 'pcrId', message: 'console.epds.pcrDisabled' });
  if (!(e.gwp100 > 0)) problems.push({ path: 'gwp100', message: REQUIRED });
  if (!e.holder_zh.trim()) problems.push({ path: 'holderZh', message: REQUIRED });
  if (!e.site_zh.trim()) problems.push({ path: 'siteZh', message: REQUIRED });
  problems.push(...dateProblems(e));
  problems.push(...verifierProblems(e));
  if (!facts.hasZhReport) problems.push({ path: 'reportZhId', message: REQUIRED });
  return problems;
};

/**
 * Both days given, as ISO dates, the issue not after the expiry. A correction compares the days
 * even when the issue day is malformed (`orderAlways`), as it always did.
 */
const dateProblems = (e: { issue_date: string; expiry_date: string }, orderAlways = false): Problem[] => {
  const problems: Problem[] = [];
  if (!isIsoDate(e.issue_date)) problems.push({ path: 'issueDate', message: REQUIRED });
  if (!isIsoDate(e.expiry_date)) problems.push({ path: 'expiryDate', message: REQUIRED });
  else if ((orderAlways || isIsoDate(e.issue_date)) && e.issue_date > e.expiry_date)
    problems.push({ path: 'expiryDate', message: 'console.epds.datesOrder' });
  return problems;
};

/** The problems of a published record's corrected values (the new report files' problems follow these). */
export const correctionProblems = (next: {
  issue_date: string;
  expiry_date: string;
  verifier_zh: string | null;
  verifier_en: string | null;
}): Problem[] => [...dateProblems(next, true), ...verifierProblems(next)];

/** Nothing to correct: no field differs and no new report. */
export const NOTHING_CHANGED: Problem = { path: 'reason', message: 'console.epds.nothingChanged' };

/** A renewal's registration number must have the programme's form. */
export const renewalNumberProblem = (number: string): Problem | null =>
  REGISTRATION_NUMBER_RE.test(number)
    ? null
    : { path: 'registrationNumber', message: 'console.epds.registrationNumberWrong' };
