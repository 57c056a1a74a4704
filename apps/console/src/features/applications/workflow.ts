import {
  APPLY_STAGE,
  CONTRACT_STATUS,
  isTextKey,
  LCA_VALIDATE_STATUS,
  QUOTE_STATUS,
  type TConsoleApplicationDetail,
  type TextKey,
  type TReleaseProduct,
} from '@steel-epd/contract';
import type { Translate } from '@steel-epd/web';
import { defaultExpiry } from '../../lib/validity.ts';

/** The seven stages in order (spec 02 §4 "Application progress"). */
export const STAGES: readonly number[] = Object.values(APPLY_STAGE).sort((a, b) => a - b);

/** A catalogued value's text (a stage, a status), else the value itself. */
const catalogued = (key: string, value: number | string, t: Translate): string =>
  isTextKey(key) ? t(key) : String(value);

export const stageName = (stage: number, t: Translate) =>
  catalogued(`console.applications.stage.${stage}`, stage, t);
export const quoteStatusName = (status: number, t: Translate) =>
  catalogued(`console.applications.quote.${status}`, status, t);
export const contractStatusName = (status: number, t: Translate) =>
  catalogued(`console.applications.contract.${status}`, status, t);
export const lcaStatusName = (status: number, t: Translate) =>
  catalogued(`console.applications.lca.${status}`, status, t);

/** The tag colour of a quote, contract or LCA status: waiting, done, refused, or nothing yet. */
export type StatusTone = 'default' | 'processing' | 'success' | 'error' | 'warning';

const toneOf =
  (tones: Record<number, StatusTone>) =>
  (status: number): StatusTone =>
    tones[status] ?? 'default';

export const quoteTone = toneOf({
  [QUOTE_STATUS.pending]: 'processing',
  [QUOTE_STATUS.confirmed]: 'success',
  [QUOTE_STATUS.rejected]: 'error',
});
export const contractTone = toneOf({
  [CONTRACT_STATUS.pending]: 'processing',
  [CONTRACT_STATUS.signed]: 'success',
  [CONTRACT_STATUS.refused]: 'error',
});
export const lcaTone = toneOf({
  [LCA_VALIDATE_STATUS.accepted]: 'success',
  [LCA_VALIDATE_STATUS.correctionAsked]: 'warning',
});

/** The stages an application can be moved back to: every earlier one, none once released. */
export const earlierStages = (stage: number): number[] =>
  stage === APPLY_STAGE.release ? [] : STAGES.filter((s) => s < stage);

/** Where the forward move stands: the stage it reaches and what blocks it, as the server said. */
export interface ForwardMove {
  to: number;
  /** The text of what still blocks it, or null when the move is open. */
  blockedBy: string | null;
}

/** What the secretariat may do with an application in its state (decision 111). */
export interface ApplicationActions {
  /** Forward one stage (not to release, which is its own action). */
  advance: ForwardMove | null;
  back: boolean;
  quote: boolean;
  contract: boolean;
  lcaCorrection: boolean;
  lcaAccept: boolean;
  release: boolean;
}

const open = (status: number, busy: readonly number[]) => !busy.includes(status);

/**
 * The actions an application's state allows, by the stage rules of decision 111. The server
 * checks them again; this only spares the operator buttons that could only be refused. The
 * forward move's blocker is the server's (`next.blockedBy`), shown on the disabled button.
 */
export const actionsOf = (
  a: Pick<
    TConsoleApplicationDetail,
    'stage' | 'quoteStatus' | 'contractStatus' | 'lcaValidateStatus' | 'next'
  >,
  t: Translate,
): ApplicationActions => {
  const atContract = a.stage === APPLY_STAGE.contract;
  const checkingLca = a.stage === APPLY_STAGE.lcaCalculation || a.stage === APPLY_STAGE.verification;
  const correctionOpen = a.lcaValidateStatus === LCA_VALIDATE_STATUS.correctionAsked;
  const to = a.next.stage;
  return {
    advance:
      to === null || to === APPLY_STAGE.release
        ? null
        : { to, blockedBy: a.next.blockedBy === null ? null : blockerText(a.next.blockedBy, t) },
    back: earlierStages(a.stage).length > 0,
    quote: atContract && open(a.quoteStatus, [QUOTE_STATUS.pending, QUOTE_STATUS.confirmed]),
    contract:
      atContract &&
      a.quoteStatus === QUOTE_STATUS.confirmed &&
      open(a.contractStatus, [CONTRACT_STATUS.pending, CONTRACT_STATUS.signed]),
    lcaCorrection: checkingLca && !correctionOpen,
    lcaAccept: checkingLca && a.lcaValidateStatus === LCA_VALIDATE_STATUS.open,
    release: a.stage === APPLY_STAGE.panelReview,
  };
};

/** The server's blocker key (`error.APPLICATION_…`) in words; an unknown key shows as it came. */
export const blockerText = (key: string, t: Translate): string => (isTextKey(key) ? t(key) : key);

/** The order files of an entry show in: LCA report, EPD pre-report, data sheet; newest version first. */
const KIND_ORDER = { lca: 0, epd: 1, data: 2 } as const;

export const sortedFiles = <F extends { kind: keyof typeof KIND_ORDER; version: number }>(
  files: readonly F[],
): F[] => [...files].sort((x, y) => KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || y.version - x.version);

/** Who did something on the timeline, in words: the applicant's account, the operator's name, or the system. */
export const actorText = (
  e: { actorKind: string; actorName: string | null },
  t: (key: TextKey, options: { name: string }) => string,
): string => {
  const name = e.actorName ?? '';
  if (e.actorKind === 'user') return t('console.applications.actor.user', { name }).trim();
  if (e.actorKind === 'operator') return t('console.applications.actor.operator', { name }).trim();
  return t('console.applications.actor.system', { name });
};

/** The release form's starting values: one block per entry, the holder the applying company, issued today. */
export const releaseDefaults = (
  a: Pick<TConsoleApplicationDetail, 'id' | 'companyName' | 'products'>,
  today: string,
): TReleaseProduct[] =>
  a.products.map((p, index) => ({
    productId: p.id,
    registrationNumber: p.registrationNumber ?? suggestedRegistrationNumber(a.id, index, today),
    holderZh: a.companyName,
    issueDate: today,
    expiryDate: defaultExpiry(today),
  }));

// The default expiry is shared with the renew dialog of a published record.
export { defaultExpiry, VALIDITY_YEARS } from '../../lib/validity.ts';

/**
 * The number the release suggests for an entry (decision 210): `SEPD-<year of issue>-<the
 * application's id, 4 digits>-<entry>`, in the contract's format and different for every entry
 * of every application; the operator may give another, the server checks it is free.
 */
export const suggestedRegistrationNumber = (applicationId: number, index: number, issueDate: string) =>
  `SEPD-${issueDate.slice(0, 4)}-${String(applicationId).padStart(4, '0')}-${index + 1}`;

/**
 * The release body from the form: blank texts left out (the publishing rules name what is
 * missing), texts trimmed.
 */
export const releaseProducts = (values: readonly Record<string, unknown>[]): TReleaseProduct[] =>
  values.map(
    (v) =>
      Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined && x !== null && !(typeof x === 'string' && x.trim() === ''))
          .map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
      ) as TReleaseProduct,
  );

/** The timeline kinds that put an application at a stage. */
const STAGE_EVENTS = new Set(['submitted', 'advanced', 'movedBack', 'released']);

/**
 * When each stage up to the current one was (last) reached, from the timeline in order; a
 * stage left by a move back is not reached any more, so it shows no date.
 */
export const stageDates = (
  a: Pick<TConsoleApplicationDetail, 'stage' | 'timeline' | 'createdAt'>,
): Map<number, string> => {
  const dates = new Map<number, string>([[APPLY_STAGE.application, a.createdAt]]);
  for (const e of a.timeline) {
    if (e.stage !== null && STAGE_EVENTS.has(e.kind)) dates.set(e.stage, e.createdAt);
  }
  for (const stage of dates.keys()) if (stage > a.stage) dates.delete(stage);
  return dates;
};
