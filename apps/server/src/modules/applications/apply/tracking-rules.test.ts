import { APPLY_STAGE, CONTRACT_STATUS, QUOTE_STATUS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { type CardFacts, flagOf, stepsOf } from './tracking-rules.ts';

const card = (over: Partial<Parameters<typeof flagOf>[0]> = {}) => ({
  id: 1,
  stage: APPLY_STAGE.contract,
  resubmit_note: null,
  quote_status: QUOTE_STATUS.none,
  contract_status: CONTRACT_STATUS.none,
  ...over,
});
const event = (kind: string, created_at: string, note: string | null = null, application_id = 1) => ({
  application_id,
  kind,
  note,
  created_at,
});
const none: CardFacts = { events: [], quotes: [], contracts: [] };

describe("a card's flag (decision 196)", () => {
  it('flags nothing for an application going forward', () => {
    expect(
      flagOf(card(), { ...none, events: [event('submitted', 't1'), event('advanced', 't2')] }),
    ).toBeNull();
  });

  it('asks for a resubmission first, dated by the move back', () => {
    const facts = { ...none, events: [event('movedBack', 't3', 'files')] };
    const flag = flagOf(
      card({ stage: APPLY_STAGE.application, resubmit_note: 'files', quote_status: 3 }),
      facts,
    );
    expect(flag).toEqual({ kind: 'resubmit', note: 'files', at: 't3' });
  });

  it("names a refused quote's or contract's reason, the newest one of this application", () => {
    const facts: CardFacts = {
      events: [
        event('quoteRejected', 't1'),
        event('contractRefused', 't4'),
        event('quoteRejected', 't9', null, 2),
      ],
      quotes: [
        { application_id: 1, refusal_reason: 'old' },
        { application_id: 1, refusal_reason: 'too dear' },
        { application_id: 2, refusal_reason: 'other' },
      ],
      contracts: [{ application_id: 1, refusal_reason: 'clause 4' }],
    };
    expect(flagOf(card({ quote_status: QUOTE_STATUS.rejected }), facts)).toEqual({
      kind: 'quoteRefused',
      note: 'too dear',
      at: 't1',
    });
    expect(flagOf(card({ contract_status: CONTRACT_STATUS.refused }), facts)).toEqual({
      kind: 'contractRefused',
      note: 'clause 4',
      at: 't4',
    });
  });

  it('flags a move back while it is the latest stage move, a refusal after it not counting', () => {
    const back = [event('advanced', 't1'), event('movedBack', 't2', 'redo'), event('quoteRejected', 't3')];
    expect(flagOf(card(), { ...none, events: back })).toEqual({ kind: 'movedBack', note: 'redo', at: 't2' });
    expect(flagOf(card(), { ...none, events: [...back, event('advanced', 't4')] })).toBeNull();
  });
});

describe('the stages of an application', () => {
  const step = (id: number, kind: string, stage: number, created_at: string, note: string | null = null) => ({
    id,
    kind,
    stage,
    note,
    created_at,
  });

  it('dates each stage reached by its newest event and says who brought it there', () => {
    const events = [
      step(1, 'submitted', APPLY_STAGE.contract, 't1'),
      step(2, 'advanced', APPLY_STAGE.lcaCalculation, 't2'),
      step(3, 'movedBack', APPLY_STAGE.contract, 't3', 'quote'),
    ];
    const { steps, applyStatus } = stepsOf({ id: 5, stage: APPLY_STAGE.contract }, events, []);
    expect(applyStatus).toBe(APPLY_STAGE.contract);
    expect(steps.slice(0, 3)).toEqual([
      { stage: APPLY_STAGE.application, done: true, reachedAt: 't1', by: 'applicant', note: null },
      { stage: APPLY_STAGE.contract, done: true, reachedAt: 't3', by: 'secretariat', note: 'quote' },
      { stage: APPLY_STAGE.lcaCalculation, done: false, reachedAt: null, by: null, note: null },
    ]);
    expect(steps.at(-1)?.stage).toBe(APPLY_STAGE.release);
  });

  it("keeps only the applicant's kinds of event in the timeline", () => {
    const history = [
      { ...step(1, 'submitted', APPLY_STAGE.application, 't1'), actor_kind: 'user' },
      { ...step(2, 'messageSent', APPLY_STAGE.application, 't2'), actor_kind: 'operator' },
      { ...step(3, 'advanced', APPLY_STAGE.contract, 't3'), actor_kind: 'operator' },
    ];
    const { history: shown } = stepsOf({ id: 5, stage: APPLY_STAGE.contract }, [], history);
    expect(shown.map((h) => [h.kind, h.by])).toEqual([
      ['submitted', 'applicant'],
      ['advanced', 'secretariat'],
    ]);
  });
});
