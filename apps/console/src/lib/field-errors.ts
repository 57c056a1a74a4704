import type { FieldError } from '@steel-epd/web';

/** A form field's name as antd keeps it: `['products', 0, 'registrationNumber']`. */
export type NamePath = (string | number)[];

/**
 * A server field path as a form's name: the envelope names a body field `body.products.0.x`
 * (zod's path joined by dots); list positions become numbers, as antd's Form.List names them.
 */
export const namePathOf = (path: string): NamePath =>
  path
    .replace(/^body\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The part of an antd form this needs: its registered fields and a way to set their errors. */
export interface FieldErrorTarget {
  getFieldsError(): { name: NamePath }[];
  setFields(fields: { name: NamePath; errors: string[] }[]): void;
}

/**
 * Puts the server's field errors on the form's fields, nested ones (`products.0.gwp100`)
 * included; answers the errors that name no field of the form, for the caller to show.
 */
export const applyFieldErrors = (form: FieldErrorTarget, errors: readonly FieldError[]): FieldError[] => {
  const registered = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  const placed: { name: NamePath; errors: string[] }[] = [];
  const rest: FieldError[] = [];
  for (const error of errors) {
    const name = namePathOf(error.path);
    if (registered.has(JSON.stringify(name))) placed.push({ name, errors: [error.message] });
    else rest.push(error);
  }
  if (placed.length > 0) form.setFields(placed);
  return rest;
};
