export * from './console.ts';
export * from './console-forms.ts';
export * from './portal.ts';
