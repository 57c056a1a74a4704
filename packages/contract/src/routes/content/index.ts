// html-fields.ts is internal: the editors' field builders, shared with the agreements area.
export * from './console.ts';
export * from './console-forms.ts';
export * from './editor-rules.ts';
export * from './portal.ts';
