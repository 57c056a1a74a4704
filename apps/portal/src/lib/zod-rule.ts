import { isTextKey } from '@steel-epd/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The part of a contract (zod) schema a form rule needs. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd form rule from a contract schema, so a form checks exactly what the server checks;
 * the schema's message is a text key, shown in the page's language.
 */
export const zodRule = (schema: Schema, t: TFunction): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return;
    const key = result.error.issues[0]?.message ?? 'validation.invalid';
    throw new Error(isTextKey(key) ? t(key) : key);
  },
});

/** The confirmation field's rule: it must equal `field` (spec 01 §5). */
export const sameAs =
  (field: string, t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || getFieldValue(field) === value) return;
      throw new Error(t('validation.passwordMismatch'));
    },
  });
