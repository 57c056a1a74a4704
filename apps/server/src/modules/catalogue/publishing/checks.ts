import { REGISTRATION_NUMBER_RE, type TEpdForm } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { PublishingDeps } from './context.ts';
import { type EpdWithNames, recordsStore } from './records.store.ts';
import { draftRuleProblems, FILE_WRONG, type Problem, publishRuleProblems } from './rules.ts';

/** The facts the rules need, read in the change's transaction, and the rules applied to them. */

type FileType = 'EPD' | 'EPD_DATA';
/** A form field naming a file, the file's id (none: nothing chosen) and the type it must have. */
type FileChoice = readonly [path: string, id: number | string | null | undefined, type: FileType];

const idOf = (id: number | string | null | undefined) =>
  id === undefined || id === null ? null : Number(id);

/** An operator-uploaded file of the type, not used by another record; else a field problem. */
const checkFile = async (
  deps: Pick<PublishingDeps, 'attachmentsFor'>,
  trx: Kysely<Database>,
  id: number | null,
  type: FileType,
  epdId: number | null,
  path: string,
): Promise<Problem | null> => {
  if (id === null) return null;
  const row = await deps.attachmentsFor(trx).info(id);
  const fits =
    row !== undefined &&
    // No portal owner: an operator's upload or a file the platform made (the demo's reports).
    row.owner_user_id === 0 &&
    row.business_type === type &&
    (type !== 'EPD' || row.mime_type === 'application/pdf');
  if (!fits || (await recordsStore(trx).fileUsedElsewhere(id, epdId))) return { path, message: FILE_WRONG };
  return null;
};

/** The problems of the chosen files, in the order given. */
export const fileProblems = async (
  deps: Pick<PublishingDeps, 'attachmentsFor'>,
  trx: Kysely<Database>,
  choices: readonly FileChoice[],
  epdId: number | null,
): Promise<Problem[]> => {
  const problems: Problem[] = [];
  for (const [path, id, type] of choices) {
    const problem = await checkFile(deps, trx, idOf(id), type, epdId, path);
    if (problem) problems.push(problem);
  }
  return problems;
};

/** The checks a draft must pass when saved: references exist, the number is free, files fit. */
export const draftProblems = async (
  deps: Pick<PublishingDeps, 'attachmentsFor'>,
  trx: Kysely<Database>,
  form: TEpdForm,
  epdId: number | null,
) => {
  const store = recordsStore(trx);
  return draftRuleProblems(form, {
    companyExists: (await store.company(Number(form.companyId))) !== undefined,
    pcrExists: (await store.pcr(Number(form.pcrId))) !== undefined,
    registrationTaken: await store.registrationTaken(form.registrationNumber, epdId),
    fileProblems: await fileProblems(
      deps,
      trx,
      [
        ['reportZhId', form.reportZhId, 'EPD'],
        ['reportEnId', form.reportEnId, 'EPD'],
        ['dataFileId', form.dataFileId, 'EPD_DATA'],
      ],
      epdId,
    ),
  });
};

/** Every rule a record must meet to be public; the field problems, or none. */
export const publishProblems = async (
  deps: Pick<PublishingDeps, 'attachmentsFor'>,
  trx: Kysely<Database>,
  e: EpdWithNames,
): Promise<Problem[]> => {
  const store = recordsStore(trx);
  const reports = (await store.reportsOf(e.id)).filter((r) => r.current === 1);
  const zh = reports.find((r) => r.lang === 'zh');
  const en = reports.find((r) => r.lang === 'en');
  const rules = publishRuleProblems(e, {
    companyCertified: (await store.company(e.company_id))?.status === 1,
    registrationTaken:
      REGISTRATION_NUMBER_RE.test(e.registration_number) &&
      (await store.registrationTaken(e.registration_number, e.id)),
    pcrEnabled: (await store.pcr(e.pcr_id))?.enabled === 1,
    hasZhReport: zh !== undefined,
  });
  const files = await fileProblems(
    deps,
    trx,
    [
      ['reportZhId', zh?.attachment_id, 'EPD'],
      ['reportEnId', en?.attachment_id, 'EPD'],
      ['dataFileId', e.data_attachment_id, 'EPD_DATA'],
    ],
    e.id,
  );
  return [...rules, ...files];
};
