import {
  APPLICANT_EVENT_KINDS,
  APPLY_STAGE,
  APPLY_STAGES,
  type ApplicantEventKind,
  CONTRACT_STATUS,
  QUOTE_STATUS,
  type TApplicationFlag,
  type TApplicationSteps,
} from '@steel-epd/contract';

/**
 * What the applicant's list and stages show of an application (spec 02 §3 "My application",
 * §4 "Application progress"; decision 196), as pure functions of its rows and events.
 */

/** The events and offers a card's flag is read from (the store's cardFacts). */
export interface CardFacts {
  events: readonly { application_id: number; kind: string; note: string | null; created_at: string }[];
  quotes: readonly { application_id: number; refusal_reason: string | null }[];
  contracts: readonly { application_id: number; refusal_reason: string | null }[];
}

/**
 * What a card flags (decision 196), most pressing first: a resubmission asked for, a refused
 * quote or contract awaiting the secretariat's new one, the latest stage move being a move back.
 */
export const flagOf = (
  a: {
    id: number;
    stage: number;
    resubmit_note: string | null;
    quote_status: number;
    contract_status: number;
  },
  facts: CardFacts,
): TApplicationFlag | null => {
  const events = facts.events.filter((e) => e.application_id === a.id);
  const newest = (kind: string) => events.findLast((e) => e.kind === kind);
  if (a.stage === APPLY_STAGE.application && a.resubmit_note !== null)
    return { kind: 'resubmit', note: a.resubmit_note, at: newest('movedBack')?.created_at ?? null };
  if (a.quote_status === QUOTE_STATUS.rejected)
    return {
      kind: 'quoteRefused',
      note: facts.quotes.findLast((q) => q.application_id === a.id)?.refusal_reason ?? null,
      at: newest('quoteRejected')?.created_at ?? null,
    };
  if (a.contract_status === CONTRACT_STATUS.refused)
    return {
      kind: 'contractRefused',
      note: facts.contracts.findLast((c) => c.application_id === a.id)?.refusal_reason ?? null,
      at: newest('contractRefused')?.created_at ?? null,
    };
  const lastMove = events.findLast((e) => e.kind !== 'quoteRejected' && e.kind !== 'contractRefused');
  return lastMove?.kind === 'movedBack'
    ? { kind: 'movedBack', note: lastMove.note, at: lastMove.created_at }
    : null;
};

const isApplicantEvent = (kind: string): kind is ApplicantEventKind =>
  (APPLICANT_EVENT_KINDS as readonly string[]).includes(kind);

interface StepEvent {
  id: number;
  kind: string;
  stage: number | null;
  note: string | null;
  created_at: string;
}

/**
 * The seven stages: each one up to the current stage is done, with the newest event that
 * brought the application there (submitted or resubmitted: the applicant; a move or the
 * release: the secretariat, never a person) and its note; and the applicant's own timeline.
 */
export const stepsOf = (
  application: { id: number; stage: number },
  stageEvents: readonly StepEvent[],
  history: readonly (StepEvent & { actor_kind: string })[],
): TApplicationSteps => {
  const reached = (stage: number) =>
    stageEvents.findLast((e) => (e.kind === 'submitted' ? APPLY_STAGE.application : e.stage) === stage);
  return {
    applyId: application.id,
    applyStatus: application.stage,
    steps: APPLY_STAGES.map((stage) => {
      const event = stage <= application.stage ? reached(stage) : undefined;
      return {
        stage,
        done: stage <= application.stage,
        reachedAt: event?.created_at ?? null,
        by: event
          ? event.kind === 'submitted' || event.kind === 'resubmitted'
            ? 'applicant'
            : 'secretariat'
          : null,
        note: event?.note ?? null,
      };
    }),
    history: history.flatMap((e) =>
      isApplicantEvent(e.kind)
        ? [
            {
              id: e.id,
              kind: e.kind,
              stage: e.stage,
              note: e.note,
              by: e.actor_kind === 'user' ? ('applicant' as const) : ('secretariat' as const),
              at: e.created_at,
            },
          ]
        : [],
    ),
  };
};
