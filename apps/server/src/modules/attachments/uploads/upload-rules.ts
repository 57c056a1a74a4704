import type { FileRuleName } from '@steel-epd/contract';
import type { z } from 'zod';
import { appError } from '../../../platform/errors.ts';

/**
 * Control characters have no place in a name shown in a list or a header, nor bidi controls,
 * which make `report\u202Efdp.exe` read as `reportexe.pdf`.
 */
export const cleanName = (name: string) => name.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '').trim();

/** An upload's text fields by the schema, or a VALIDATION_FAILED naming each field's problem. */
export const parseFields = <T>(schema: z.ZodType<T>, texts: Record<string, string>): T => {
  const parsed = schema.safeParse(texts);
  if (parsed.success) return parsed.data;
  throw appError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
};

/** Uploads for an EPD or CFP application: they pass the action gate of spec 01 §4 first. */
const APPLICATION_UPLOAD_TYPES: readonly string[] = ['LCA', 'EPD'];
/** Rules of uploads for a low-carbon steel application: the same gate (spec 02 §5). */
const APPLICATION_UPLOAD_RULES: readonly FileRuleName[] = ['lowCarbonExcel'];

/** Whether a portal upload is for an application, so its company must be certified first. */
export const isForAnApplication = (businessType: string, rule: FileRuleName) =>
  APPLICATION_UPLOAD_TYPES.includes(businessType) || APPLICATION_UPLOAD_RULES.includes(rule);
