import { describe, expect, it } from 'vitest';
import { applyFieldErrors, type FieldErrorTarget, type NamePath, namePathOf } from './field-errors.ts';

/** A form with these fields registered that remembers what was set on them. */
const formWith = (...names: NamePath[]) => {
  const set: { name: NamePath; errors: string[] }[] = [];
  const form: FieldErrorTarget = {
    getFieldsError: () => names.map((name) => ({ name })),
    setFields: (fields) => set.push(...fields),
  };
  return { form, set };
};

describe('namePathOf', () => {
  it('drops the body prefix and turns list positions into numbers', () => {
    expect(namePathOf('body.products.0.registrationNumber')).toEqual(['products', 0, 'registrationNumber']);
    expect(namePathOf('products.2.gwp100')).toEqual(['products', 2, 'gwp100']);
    expect(namePathOf('body.reason')).toEqual(['reason']);
  });
});

describe('applyFieldErrors', () => {
  it("puts nested errors on their product's field and answers the ones that name no field", () => {
    const { form, set } = formWith(
      ['products', 0, 'registrationNumber'],
      ['products', 1, 'siteZh'],
      ['note'],
    );
    const rest = applyFieldErrors(form, [
      { path: 'body.products.1.siteZh', message: 'required' },
      { path: 'body.products.0.registrationNumber', message: 'taken' },
      { path: 'body.products.0.companyId', message: 'not certified' },
    ]);
    expect(set).toEqual([
      { name: ['products', 1, 'siteZh'], errors: ['required'] },
      { name: ['products', 0, 'registrationNumber'], errors: ['taken'] },
    ]);
    expect(rest).toEqual([{ path: 'body.products.0.companyId', message: 'not certified' }]);
  });

  it('sets nothing when no error names a field of the form', () => {
    const { form, set } = formWith(['reason']);
    expect(applyFieldErrors(form, [{ path: 'body.to', message: 'invalid' }])).toHaveLength(1);
    expect(set).toEqual([]);
  });
});
