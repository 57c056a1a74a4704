import {
  APPLY_STAGE,
  CONTRACT_STATUS,
  EPD_PRODUCT_TYPES,
  type ErrorName,
  LCA_VALIDATE_STATUS,
  QUOTE_STATUS,
  type TextKey,
  type ZApplicationRelease,
} from '@steel-epd/contract';
import type { z } from 'zod';
import { type ApplicationRow, type RowGuard, STAGES } from './workflow.store.ts';

/**
 * The stage rules of decision 111, as pure functions of an application's row: where it may go
 * next, what stands in the way, what a release must give. The commands ask them; the detail
 * shows their answer.
 */

export type ReleaseBody = z.output<typeof ZApplicationRelease>;

const { contract, lcaCalculation, verification, reportProduction, panelReview } = APPLY_STAGE;

/** The stage after this one, or null at the end. */
export const stageAfter = (stage: number) => STAGES[STAGES.indexOf(stage) + 1] ?? null;

/**
 * What stands in the way of moving forward from the application's stage (decision 111), or
 * null. `filesMissing`: an entry lacks its current LCA report or data collection sheet.
 */
export const forwardRefusal = (
  app: Pick<ApplicationRow, 'stage' | 'quote_status' | 'contract_status' | 'lca_validate_status'>,
  filesMissing: boolean,
): ErrorName | null => {
  const correctionOpen = app.lca_validate_status === LCA_VALIDATE_STATUS.correctionAsked;
  switch (app.stage) {
    case APPLY_STAGE.application:
      return null;
    case contract:
      if (app.quote_status !== QUOTE_STATUS.confirmed) return 'APPLICATION_QUOTE_NOT_CONFIRMED';
      return app.contract_status === CONTRACT_STATUS.signed ? null : 'APPLICATION_CONTRACT_NOT_SIGNED';
    case lcaCalculation:
      if (correctionOpen) return 'APPLICATION_LCA_CORRECTION_OPEN';
      return filesMissing ? 'APPLICATION_FILES_MISSING' : null;
    case verification:
    case reportProduction:
      return correctionOpen ? 'APPLICATION_LCA_CORRECTION_OPEN' : null;
    case panelReview:
      return 'APPLICATION_RELEASE_ONLY';
    default:
      return 'APPLICATION_RELEASED';
  }
};

/** The same rules as the conditional UPDATE's guard, so a change in between is a conflict. */
export const forwardGuard = (stage: number): RowGuard => {
  if (stage === contract)
    return { stage, quoteStatus: [QUOTE_STATUS.confirmed], contractStatus: [CONTRACT_STATUS.signed] };
  if (stage === lcaCalculation || stage === verification || stage === reportProduction)
    return { stage, lcaNot: [LCA_VALIDATE_STATUS.correctionAsked] };
  return { stage };
};

/** The console's words for what blocks the next move (detail.next.blockedBy). */
export const BLOCKED_TEXT: Partial<Record<ErrorName, TextKey>> = {
  APPLICATION_QUOTE_NOT_CONFIRMED: 'console.applications.blocked.quote',
  APPLICATION_CONTRACT_NOT_SIGNED: 'console.applications.blocked.contract',
  APPLICATION_LCA_CORRECTION_OPEN: 'console.applications.blocked.lcaCorrection',
  APPLICATION_FILES_MISSING: 'console.applications.blocked.files',
};

/** The applicant's message on reaching a stage by a move forward. */
export const REACHED: Record<number, TextKey> = {
  [contract]: 'inbox.applications.reached.20',
  [lcaCalculation]: 'inbox.applications.reached.30',
  [verification]: 'inbox.applications.reached.40',
  [reportProduction]: 'inbox.applications.reached.50',
  [panelReview]: 'inbox.applications.reached.60',
};

/** The applicant's message on being moved back to a stage. */
export const MOVED_BACK: Record<number, TextKey> = {
  [APPLY_STAGE.application]: 'inbox.applications.movedBack.10',
  [contract]: 'inbox.applications.movedBack.20',
  [lcaCalculation]: 'inbox.applications.movedBack.30',
  [verification]: 'inbox.applications.movedBack.40',
  [reportProduction]: 'inbox.applications.movedBack.50',
};

/** Whether the LCA data may be judged (a correction asked for, or accepted) at this stage. */
export const lcaReviewed = (stage: number) => stage === lcaCalculation || stage === verification;

export const isProductType = (type: string): type is (typeof EPD_PRODUCT_TYPES)[number] =>
  (EPD_PRODUCT_TYPES as readonly string[]).includes(type);

/** Whether a release names each entry of the application exactly once. */
export const releaseCoversEntries = (given: readonly number[], entries: readonly number[]) =>
  given.length === entries.length &&
  new Set(given).size === given.length &&
  entries.every((id) => given.includes(id));

const RELEASE_FILES = ['reportZhId', 'reportEnId', 'dataFileId'] as const;

/**
 * What one release gives twice (decision 210): the same file in two slots, by its bytes (a PDF
 * uploaded once per product is still one file), or one registration number to two entries.
 * Each later use is named on its entry's field. A file id that names no file is left to the
 * publishing rules (which refuse it).
 */
export const givenTwice = async (
  products: readonly Pick<
    ReleaseBody['products'][number],
    (typeof RELEASE_FILES)[number] | 'registrationNumber'
  >[],
  digestOf: (fileId: number) => Promise<string | undefined>,
) => {
  const problems: { path: string; message: string }[] = [];
  const files = new Set<string>();
  const numbers = new Set<string>();
  for (const [i, p] of products.entries()) {
    for (const field of RELEASE_FILES) {
      const fileId = p[field];
      if (fileId === undefined) continue;
      const key = (await digestOf(fileId)) ?? `id:${fileId}`;
      if (files.has(key))
        problems.push({ path: `products.${i}.${field}`, message: 'console.applications.releaseFileTwice' });
      files.add(key);
    }
    if (numbers.has(p.registrationNumber))
      problems.push({
        path: `products.${i}.registrationNumber`,
        message: 'console.applications.releaseNumberTwice',
      });
    numbers.add(p.registrationNumber);
  }
  return problems;
};
