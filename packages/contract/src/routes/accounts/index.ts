// fields.ts is internal: the field builders of the forms.
export * from './login.ts';
export * from './portal.ts';
export * from './registration.ts';
