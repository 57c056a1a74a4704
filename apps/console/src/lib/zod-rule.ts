import type { TextKey } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import type { FormInstance, FormRule } from 'antd';
import { translateDynamic } from './i18n.ts';

/** What the rule needs of a contract schema (its zod safeParse); zod itself is the contract's. */
interface Checker {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd form rule from a contract schema: the form checks exactly what the server checks,
 * and the schema's message keys are shown in the operator's language.
 */
export const zodRule = (schema: Checker, fallback: TextKey = 'validation.invalid'): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(translateDynamic(result.error.issues[0]?.message ?? '', fallback));
  },
});

/**
 * Puts the server's field errors (`body.username`) on the form's fields; answers whether any
 * landed, so the caller shows a toast only for the rest.
 */
export const applyFieldErrors = (form: FormInstance, error: unknown): boolean => {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const names = new Set(Object.keys(form.getFieldsValue()));
  const fields = error.fields
    .map((f) => ({ name: f.path.replace(/^body\./, ''), errors: [f.message] }))
    .filter((f) => names.has(f.name));
  form.setFields(fields);
  return fields.length > 0;
};
