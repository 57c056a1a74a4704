import type { FormRule } from 'antd';
import type { Translate } from './api-error.ts';
import { isKnownText } from './known-texts.ts';

/** The part of a contract (zod) schema a form rule needs; zod itself stays the contract's. */
export interface RuleSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd form rule from a contract schema, so a form checks exactly what the server checks.
 * The schema's messages are text keys, shown through the app's `t` in the reader's language;
 * a message that is not a key (zod's own English default) reads "this value is not valid".
 */
export const zodRule = (schema: RuleSchema, t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return;
    const message = result.error.issues[0]?.message ?? '';
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
