import {
  APPLY_STAGE,
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  LCA_VALIDATE_STATUS,
  LCA_VALIDATE_STATUSES,
  QUOTE_STATUS,
  QUOTE_STATUSES,
  REGISTRATION_NUMBER_RE,
  type TConsoleApplicationDetail,
  type TextKey,
  textOf,
} from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  actorText,
  contractStatusName,
  defaultExpiry,
  earlierStages,
  lcaStatusName,
  quoteStatusName,
  releaseDefaults,
  releaseProducts,
  STAGES,
  sortedFiles,
  stageDates,
  stageName,
  suggestedRegistrationNumber,
} from './workflow.ts';

const en = (key: TextKey) => textOf(key, 'en');
const enWith = (key: TextKey, options: { name: string }) =>
  textOf(key, 'en').replace('{{name}}', options.name);

type State = Pick<
  TConsoleApplicationDetail,
  'stage' | 'quoteStatus' | 'contractStatus' | 'lcaValidateStatus' | 'next'
>;
const state = (part: Partial<State>): State => ({
  stage: APPLY_STAGE.application,
  quoteStatus: QUOTE_STATUS.none,
  contractStatus: CONTRACT_STATUS.none,
  lcaValidateStatus: LCA_VALIDATE_STATUS.open,
  next: { stage: null, blockedBy: null },
  ...part,
});
const enabled = (s: State) =>
  Object.entries(actionsOf(s, en))
    .filter(([, v]) => v !== null && v !== false)
    .map(([k]) => k)
    .sort();

describe('stages', () => {
  it('lists the seven stages in order, each with its name', () => {
    expect(STAGES).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(stageName(40, en)).toBe('Third-party verification');
    expect(stageName(45, en)).toBe('45');
  });

  it('has words for every stage and every quote, contract and LCA status', () => {
    for (const s of STAGES) expect(stageName(s, en)).not.toBe(String(s));
    for (const s of QUOTE_STATUSES) expect(quoteStatusName(s, en)).not.toBe(String(s));
    for (const s of CONTRACT_STATUSES) expect(contractStatusName(s, en)).not.toBe(String(s));
    for (const s of LCA_VALIDATE_STATUSES) expect(lcaStatusName(s, en)).not.toBe(String(s));
  });

  it('moves back to every earlier stage, never from release', () => {
    expect(earlierStages(10)).toEqual([]);
    expect(earlierStages(40)).toEqual([10, 20, 30]);
    expect(earlierStages(70)).toEqual([]);
  });
});

describe('actionsOf (decision 111)', () => {
  it('offers only the forward move and nothing else on a new application', () => {
    expect(enabled(state({ next: { stage: 20, blockedBy: null } }))).toEqual(['advance']);
  });

  it('issues a quote at stage 20 unless one is pending or confirmed; a rejected one may be re-issued', () => {
    const at20 = (quoteStatus: number) => actionsOf(state({ stage: 20, quoteStatus }), en).quote;
    expect(at20(QUOTE_STATUS.none)).toBe(true);
    expect(at20(QUOTE_STATUS.pending)).toBe(false);
    expect(at20(QUOTE_STATUS.confirmed)).toBe(false);
    expect(at20(QUOTE_STATUS.rejected)).toBe(true);
  });

  it('issues a contract only after the quote is confirmed and while none is pending or signed', () => {
    const at20 = (quoteStatus: number, contractStatus: number) =>
      actionsOf(state({ stage: 20, quoteStatus, contractStatus }), en).contract;
    expect(at20(QUOTE_STATUS.pending, CONTRACT_STATUS.none)).toBe(false);
    expect(at20(QUOTE_STATUS.confirmed, CONTRACT_STATUS.none)).toBe(true);
    expect(at20(QUOTE_STATUS.confirmed, CONTRACT_STATUS.pending)).toBe(false);
    expect(at20(QUOTE_STATUS.confirmed, CONTRACT_STATUS.signed)).toBe(false);
    expect(at20(QUOTE_STATUS.confirmed, CONTRACT_STATUS.refused)).toBe(true);
  });

  it("shows a blocked forward move with the server's reason in words", () => {
    const blocked = actionsOf(
      state({ stage: 20, next: { stage: 30, blockedBy: 'error.APPLICATION_CONTRACT_NOT_SIGNED' } }),
      en,
    );
    expect(blocked.advance).toEqual({
      to: 30,
      blockedBy: 'The contract has not been signed, so LCA calculation cannot start',
    });
    const unknown = actionsOf(state({ stage: 20, next: { stage: 30, blockedBy: 'some.newReason' } }), en);
    expect(unknown.advance?.blockedBy).toBe('some.newReason');
  });

  it('asks for corrected LCA data or accepts it at stages 30 and 40 only', () => {
    for (const stage of [30, 40]) {
      expect(enabled(state({ stage }))).toEqual(['back', 'lcaAccept', 'lcaCorrection']);
      expect(enabled(state({ stage, lcaValidateStatus: LCA_VALIDATE_STATUS.correctionAsked }))).toEqual([
        'back',
      ]);
      expect(enabled(state({ stage, lcaValidateStatus: LCA_VALIDATE_STATUS.accepted }))).toEqual([
        'back',
        'lcaCorrection',
      ]);
    }
    expect(enabled(state({ stage: 50 }))).toEqual(['back']);
  });

  it('releases at 60 instead of a forward move to 70, and offers nothing once released', () => {
    const at60 = actionsOf(
      state({ stage: 60, next: { stage: 70, blockedBy: 'error.APPLICATION_RELEASE_ONLY' } }),
      en,
    );
    expect(at60.advance).toBeNull();
    expect(at60.release).toBe(true);
    expect(enabled(state({ stage: 70 }))).toEqual([]);
  });
});

describe('stageDates', () => {
  const event = (id: number, kind: string, stage: number | null, createdAt: string) =>
    ({
      id,
      kind,
      stage,
      note: null,
      actorKind: 'operator',
      actorName: 'amy',
      createdAt,
    }) as TConsoleApplicationDetail['timeline'][number];

  it('dates each stage by the last time it was reached and forgets stages left by a move back', () => {
    const dates = stageDates({
      stage: 30,
      createdAt: '2026-01-01T00:00:00.000Z',
      timeline: [
        event(1, 'submitted', 10, '2026-01-01T00:00:00.000Z'),
        event(2, 'advanced', 20, '2026-01-02T00:00:00.000Z'),
        event(3, 'quoteIssued', 20, '2026-01-03T00:00:00.000Z'),
        event(4, 'advanced', 30, '2026-01-04T00:00:00.000Z'),
        event(5, 'advanced', 40, '2026-01-05T00:00:00.000Z'),
        event(6, 'movedBack', 20, '2026-01-06T00:00:00.000Z'),
        event(7, 'advanced', 30, '2026-01-07T00:00:00.000Z'),
      ],
    });
    expect([...dates.entries()].sort()).toEqual([
      [10, '2026-01-01T00:00:00.000Z'],
      [20, '2026-01-06T00:00:00.000Z'],
      [30, '2026-01-07T00:00:00.000Z'],
    ]);
  });
});

describe('files, actors and the release form', () => {
  it('orders files by kind (LCA, EPD, data), newest version first', () => {
    const files = sortedFiles([
      { kind: 'data' as const, version: 1 },
      { kind: 'lca' as const, version: 1 },
      { kind: 'lca' as const, version: 2 },
      { kind: 'epd' as const, version: 1 },
    ]);
    expect(files.map((f) => `${f.kind}${f.version}`)).toEqual(['lca2', 'lca1', 'epd1', 'data1']);
  });

  it('names who acted: the applicant, the secretariat, the system', () => {
    expect(actorText({ actorKind: 'user', actorName: 'acme01' }, enWith)).toBe('Applicant acme01');
    expect(actorText({ actorKind: 'operator', actorName: 'amy' }, enWith)).toBe('Secretariat amy');
    expect(actorText({ actorKind: 'system', actorName: null }, enWith)).toBe('System');
  });

  it('starts the release with one block per entry, holder the company, issued today', () => {
    const products = [
      { id: 5, registrationNumber: null },
      { id: 6, registrationNumber: 'SEPD-2026-0009' },
    ] as TConsoleApplicationDetail['products'];
    const common = { holderZh: 'Acme Steel', issueDate: '2026-05-01', expiryDate: '2031-04-30' };
    expect(releaseDefaults({ id: 42, companyName: 'Acme Steel', products }, '2026-05-01')).toEqual([
      { productId: 5, registrationNumber: 'SEPD-2026-0042-1', ...common },
      { productId: 6, registrationNumber: 'SEPD-2026-0009', ...common },
    ]);
  });

  it('suggests numbers in the contract’s format, one per entry, and a five-year validity', () => {
    const numbers = [0, 1, 2].map((i) => suggestedRegistrationNumber(12345, i, '2027-01-09'));
    expect(numbers).toEqual(['SEPD-2027-12345-1', 'SEPD-2027-12345-2', 'SEPD-2027-12345-3']);
    for (const n of numbers) expect(REGISTRATION_NUMBER_RE.test(n)).toBe(true);
    expect(defaultExpiry('2026-05-01')).toBe('2031-04-30');
    // A leap day's fifth anniversary falls on 28 February.
    expect(defaultExpiry('2028-02-29')).toBe('2033-02-27');
  });

  it('sends the release without blank fields and with trimmed texts', () => {
    expect(
      releaseProducts([
        { registrationNumber: ' SEPD-1 ', siteEn: '  ', gwp100: 12.5, reportEnId: undefined },
      ]),
    ).toEqual([{ registrationNumber: 'SEPD-1', gwp100: 12.5 }]);
  });
});
