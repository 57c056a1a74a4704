import {
  APPLY_STAGE,
  type ApplyStage,
  CONTRACT_STATUS,
  LCA_VALIDATE_STATUS,
  QUOTE_STATUS,
  type TApplicationSteps,
  type TextKey,
} from '@steel-epd/contract';

/** The seven stages in order (spec 02 §4 "Application progress"). */
export const STAGES: readonly ApplyStage[] = [...Object.values(APPLY_STAGE)].sort((a, b) => a - b);

const STAGE_TITLES: Record<ApplyStage, TextKey> = {
  10: 'apply.stage.10',
  20: 'apply.stage.20',
  30: 'apply.stage.30',
  40: 'apply.stage.40',
  50: 'apply.stage.50',
  60: 'apply.stage.60',
  70: 'apply.stage.70',
};

export type StepActor = NonNullable<TApplicationSteps['steps'][number]['by']>;

/** One step of the bar as the card shows it. */
export interface StepView {
  stage: ApplyStage;
  title: TextKey;
  /** Steps up to the current one are done (spec 02 §4). */
  done: boolean;
  /** The date the stage was (last) reached, its actor and note: shown under a done step only. */
  reachedAt: string | null;
  by: StepActor | null;
  note: string | null;
}

/** The bar's current index: the position of applyStatus, or -1 for a value the spec does not know. */
export const currentIndex = (applyStatus: number): number =>
  (STAGES as readonly number[]).indexOf(applyStatus);

/**
 * The seven steps of an application: done up to applyStatus, each done step with the date,
 * actor and note of `steps` (the step call's answer; until it arrives, without them).
 */
export const stepViews = (applyStatus: number, steps?: TApplicationSteps['steps']): StepView[] => {
  const current = currentIndex(applyStatus);
  return STAGES.map((stage, index) => {
    const done = index <= current;
    const step = done ? steps?.find((s) => s.stage === stage) : undefined;
    return {
      stage,
      title: STAGE_TITLES[stage],
      done,
      reachedAt: step?.reachedAt ?? null,
      by: step?.by ?? null,
      note: step?.note?.trim() || null,
    };
  });
};

/**
 * The product names of a list row: `epdList` is JSON text `{"epds":[{"epdProductName": …}]}`
 * (spec 02 §3 "My application"); anything else reads as no names.
 */
export const productNamesOf = (epdList: string): string[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(epdList);
  } catch {
    return [];
  }
  const epds =
    typeof parsed === 'object' && parsed !== null ? (parsed as { epds?: unknown }).epds : undefined;
  if (!Array.isArray(epds)) return [];
  return epds
    .map((e: unknown) =>
      typeof e === 'object' && e !== null ? (e as { epdProductName?: unknown }).epdProductName : undefined,
    )
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
};

const QUOTE_WORDS: readonly TextKey[] = [
  'apply.price.status0',
  'apply.price.status1',
  'apply.price.status2',
  'apply.price.status3',
];
const CONTRACT_WORDS: readonly TextKey[] = [
  'apply.contract.status0',
  'apply.contract.status1',
  'apply.contract.status2',
  'apply.contract.status3',
  'apply.contract.status4',
];

/** A quote status in words (spec 02 §4 "Service quote status"); a value it does not know reads as 0. */
export const quoteStatusText = (status: number): TextKey => QUOTE_WORDS[status] ?? 'apply.price.status0';
/** A contract status in words (spec 02 §4 "Contract status"); a value it does not know reads as 0. */
export const contractStatusText = (status: number): TextKey =>
  CONTRACT_WORDS[status] ?? 'apply.contract.status0';

/** Confirm and reject a quote only while it waits (1); the panel is empty without a PDF or at 0. */
export const quoteDecidable = (status: number): boolean => status === QUOTE_STATUS.pending;
export const quoteShown = (status: number, attachmentPdfId: number | null): boolean =>
  status !== QUOTE_STATUS.none && attachmentPdfId !== null;

/** The contract table shows above 1 (spec 02 §4); confirm and refuse only at 2. */
export const contractTableShown = (status: number): boolean => status > CONTRACT_STATUS.notYet;
export const contractDecidable = (status: number): boolean => status === CONTRACT_STATUS.pending;

/** Re-uploads and the confirm-modified-data button appear only at LCA validation status 2. */
export const correctionAsked = (lcaValidateStatus: number): boolean =>
  lcaValidateStatus === LCA_VALIDATE_STATUS.correctionAsked;

/** The external tool's address with the token (shared with the LCA tools page). */
export { toolAddress } from '../../../lib/tool-address.ts';
