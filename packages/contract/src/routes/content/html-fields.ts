import { zLine, zLongText } from '../../validation.ts';
import { CONTENT_FIELD_MAX, ISO_TIME_RE } from './editor-rules.ts';

/**
 * The field builders of the editors' forms (content and agreements). Internal to the contract:
 * the area's index does not export this file.
 */

export const required = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });
export const optionalLine = (max: number) => zLine().max(max, { error: 'validation.tooLong' }).default('');
export const optionalText = (max: number) =>
  zLongText().max(max, { error: 'validation.tooLong' }).default('');
/** HTML: sanitised by the server before it is stored and again when it is served. */
export const zHtml = (key: string) =>
  zLongText(key).min(1, { error: key }).max(CONTENT_FIELD_MAX.html, { error: 'validation.tooLong' });
/** HTML that may be empty (the English half: readers then get the Chinese). */
export const zHtmlOptional = () => optionalText(CONTENT_FIELD_MAX.html);

export const zTime = (key = 'validation.invalid') =>
  zLine(key)
    .max(40, { error: key })
    .refine((v) => ISO_TIME_RE.test(v) && !Number.isNaN(Date.parse(v)), { error: key });
