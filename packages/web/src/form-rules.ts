import type { TextKey } from '@steel-epd/contract';
import type { FormRule } from 'antd';
import type { Translate } from './api-error.ts';
import { isKnownText } from './known-texts.ts';

/** The part of a contract (zod) schema a form rule needs; zod itself stays the contract's. */
export interface RuleSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string; maximum?: unknown }[] } };
}

/** "Too long" messages that do not name the limit: the form says it with the schema's maximum. */
const WITHOUT_LIMIT = new Set(['validation.tooLong', 'validation.productNameTooLong']);

/**
 * The app's `t` (i18next's) with its interpolation values; Translate names only the key, as the
 * package's other callers need no more.
 */
const withMax = (t: Translate) => t as unknown as (key: TextKey, values: { max: number }) => string;

/**
 * An antd form rule from a contract schema, so a form checks exactly what the server checks.
 * The schema's messages are text keys, shown through the app's `t` in the reader's language;
 * a message that is not a key (zod's own English default) reads "this value is not valid".
 */
export const zodRule = (schema: RuleSchema, t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return;
    const issue = result.error.issues[0];
    const message = issue?.message ?? '';
    if (WITHOUT_LIMIT.has(message) && typeof issue?.maximum === 'number')
      throw new Error(withMax(t)('validation.tooLongMax', { max: issue.maximum }));
    throw new Error(t(isKnownText(message) ? message : 'validation.invalid'));
  },
});

/**
 * A confirmation field's rule: it must equal `field` (spec 01 §5). An empty confirmation is
 * left to the field's required rule, so the reader sees one message, not two.
 */
export const sameAs =
  (field: string, t: Translate): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || getFieldValue(field) === value) return;
      throw new Error(t('validation.passwordMismatch'));
    },
  });
