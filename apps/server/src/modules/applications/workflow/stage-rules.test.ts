import { APPLY_STAGE, CONTRACT_STATUS, LCA_VALIDATE_STATUS, QUOTE_STATUS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import {
  forwardGuard,
  forwardRefusal,
  givenTwice,
  lcaReviewed,
  releaseCoversEntries,
  stageAfter,
} from './stage-rules.ts';

const S = APPLY_STAGE;
const app = (stage: number, over: Partial<Parameters<typeof forwardRefusal>[0]> = {}) => ({
  stage,
  quote_status: QUOTE_STATUS.none,
  contract_status: CONTRACT_STATUS.none,
  lca_validate_status: LCA_VALIDATE_STATUS.open,
  ...over,
});

describe('the stage rules of decision 111', () => {
  it('goes one stage on, and nowhere after the release', () => {
    expect(stageAfter(S.application)).toBe(S.contract);
    expect(stageAfter(S.panelReview)).toBe(S.release);
    expect(stageAfter(S.release)).toBeNull();
  });

  it('moves on from stage 20 only with the quote confirmed and the contract signed', () => {
    expect(forwardRefusal(app(S.contract), false)).toBe('APPLICATION_QUOTE_NOT_CONFIRMED');
    const confirmed = { quote_status: QUOTE_STATUS.confirmed };
    expect(forwardRefusal(app(S.contract, confirmed), false)).toBe('APPLICATION_CONTRACT_NOT_SIGNED');
    expect(
      forwardRefusal(app(S.contract, { ...confirmed, contract_status: CONTRACT_STATUS.signed }), false),
    ).toBeNull();
  });

  it('holds stages 30 to 50 while a correction is asked for, and 30 while files are missing', () => {
    const asked = { lca_validate_status: LCA_VALIDATE_STATUS.correctionAsked };
    for (const stage of [S.lcaCalculation, S.verification, S.reportProduction])
      expect(forwardRefusal(app(stage, asked), false)).toBe('APPLICATION_LCA_CORRECTION_OPEN');
    expect(forwardRefusal(app(S.lcaCalculation), true)).toBe('APPLICATION_FILES_MISSING');
    expect(forwardRefusal(app(S.verification), true)).toBeNull();
  });

  it('leaves 60 to the release and refuses any move after it', () => {
    expect(forwardRefusal(app(S.application), true)).toBeNull();
    expect(forwardRefusal(app(S.panelReview), false)).toBe('APPLICATION_RELEASE_ONLY');
    expect(forwardRefusal(app(S.release), false)).toBe('APPLICATION_RELEASED');
  });

  it('guards the update with the same rules', () => {
    expect(forwardGuard(S.contract)).toEqual({
      stage: S.contract,
      quoteStatus: [QUOTE_STATUS.confirmed],
      contractStatus: [CONTRACT_STATUS.signed],
    });
    expect(forwardGuard(S.verification)).toEqual({
      stage: S.verification,
      lcaNot: [LCA_VALIDATE_STATUS.correctionAsked],
    });
    expect(forwardGuard(S.application)).toEqual({ stage: S.application });
  });

  it('judges the LCA data at stages 30 and 40 only', () => {
    expect([S.application, S.lcaCalculation, S.verification, S.reportProduction].map(lcaReviewed)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('what a release must give', () => {
  it('names each entry exactly once', () => {
    expect(releaseCoversEntries([2, 1], [1, 2])).toBe(true);
    expect(releaseCoversEntries([1], [1, 2])).toBe(false);
    expect(releaseCoversEntries([1, 1], [1, 2])).toBe(false);
    expect(releaseCoversEntries([1, 3], [1, 2])).toBe(false);
  });

  it('finds a file given twice by its bytes and a number given twice (decision 210)', async () => {
    const digests: Record<number, string> = { 1: 'a', 2: 'b', 3: 'a' };
    const problems = await givenTwice(
      [
        { registrationNumber: 'N-1', reportZhId: 1, reportEnId: 2 },
        { registrationNumber: 'N-1', reportZhId: 3, dataFileId: 9 },
        { registrationNumber: 'N-2', reportZhId: 9 },
      ],
      async (id) => digests[id],
    );
    expect(problems).toEqual([
      { path: 'products.1.reportZhId', message: 'console.applications.releaseFileTwice' },
      { path: 'products.1.registrationNumber', message: 'console.applications.releaseNumberTwice' },
      { path: 'products.2.reportZhId', message: 'console.applications.releaseFileTwice' },
    ]);
  });
});
