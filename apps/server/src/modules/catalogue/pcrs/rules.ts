import { PCR_REQUEST_STEPS, type PcrRequestStep } from '@steel-epd/contract';
import type { Selectable } from 'kysely';
import type { PcrsTable } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { limitKey } from '../../../platform/limits/limiter.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { PcrForm } from './context.ts';
import type { PcrValues } from './pcrs.store.ts';

/** The rules of PCRs and PCR requests, as pure functions (no database). */

/**
 * A PCR description keeps the platform's rich-text allow-list without images: the search card
 * shows text, lists, tables and links; the portal sanitises again with DOMPurify before it shows it.
 */
export const sanitizeDescription = (html: string): string => sanitizeRichText(html, { images: false });

/** An English text left empty is none: the Chinese stands in. */
const noneIfEmpty = (text: string): string | null => (text.trim() === '' ? null : text);

/** An English description with no visible text after sanitising (empty, only tags, only unsafe markup) is none. */
const englishDescription = (html: string): string | null => {
  const safe = sanitizeDescription(html);
  return safe.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' ? null : safe;
};

/** The pcrs columns of the console's form. */
export const pcrValuesOf = (form: PcrForm): PcrValues => ({
  register_no: form.registerNo,
  product_name: form.productName,
  product_name_en: form.productNameEn === '' ? null : form.productNameEn,
  author: form.author,
  author_en: noneIfEmpty(form.authorEn),
  product_class: form.productClass,
  product_class_en: noneIfEmpty(form.productClassEn),
  description_html: sanitizeDescription(form.descriptionHtml),
  description_html_en: englishDescription(form.descriptionHtmlEn),
  cn_attachment_id: form.cnAttachmentId ?? null,
  en_attachment_id: form.enAttachmentId ?? null,
  enabled: form.enabled ? 1 : 0,
});

/** The files of a PCR: published when it is enabled, private when not. */
export const filesOf = (values: Pick<PcrValues, 'cn_attachment_id' | 'en_attachment_id'>) =>
  [values.cn_attachment_id, values.en_attachment_id].filter((id): id is number => id !== null);

/** The files an update no longer offers (they are private again). */
export const droppedFiles = (
  before: Pick<PcrValues, 'cn_attachment_id' | 'en_attachment_id'>,
  values: Pick<PcrValues, 'cn_attachment_id' | 'en_attachment_id'>,
) => filesOf(before).filter((f) => f !== values.cn_attachment_id && f !== values.en_attachment_id);

/**
 * Every linked category must be one of the tree's (decision 229): the wanted ids in tree order,
 * or null when one is unknown.
 */
export const inTreeOrderOrNull = (
  treeOrder: readonly number[],
  wanted: readonly number[],
): number[] | null =>
  wanted.some((id) => !treeOrder.includes(id)) ? null : treeOrder.filter((id) => wanted.includes(id));

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * The audit detail of an update: each changed column from and to (a description only as
 * changed, it is long), and the linked categories when they changed.
 */
export const pcrChanges = (
  before: Selectable<PcrsTable>,
  values: PcrValues,
  categoriesBefore: readonly number[],
  categoryIds: readonly number[],
): Record<string, unknown> => {
  const changed: Record<string, unknown> = Object.fromEntries(
    (Object.keys(values) as (keyof PcrValues)[])
      .filter((k) => before[k] !== values[k])
      .map((k) => [
        k,
        k === 'description_html' || k === 'description_html_en'
          ? { changed: true }
          : { from: before[k], to: values[k] },
      ]),
  );
  if (sorted(categoriesBefore).join() !== sorted(categoryIds).join()) {
    changed.categoryIds = { from: sorted(categoriesBefore), to: sorted(categoryIds) };
  }
  return changed;
};

export const pcrRequestLimitKey = (userId: number) => limitKey('pcr.request', userId);

/** The refusal of a second open request: the earlier one's date, in the caller's language. */
export const duplicateError = (earlier: { created_at: string } | undefined) =>
  appError('PCR_REQUEST_DUPLICATE', {
    fields: [
      {
        path: 'body.product',
        message: 'pcr.apply.duplicate',
        values: { date: earlier?.created_at.slice(0, 10) ?? '' },
      },
    ],
  });

/**
 * The step an accepted request may move to (decision 221): the one after its current step, and
 * only that one; null when the move is refused. The last step finishes the request.
 */
export const nextRequestStep = (
  row: { status: string; step: string },
  wanted: PcrRequestStep,
): { next: PcrRequestStep; finished: boolean } | null => {
  const next = PCR_REQUEST_STEPS[PCR_REQUEST_STEPS.indexOf(row.step as PcrRequestStep) + 1];
  if (row.status !== 'accepted' || next === undefined || wanted !== next) return null;
  return { next, finished: next === 'published' };
};
