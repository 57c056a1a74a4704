export * from './console-epds.ts';
export * from './console-pcrs.ts';
export * from './epd-forms.ts';
export * from './epd-rules.ts';
export * from './portal-pcrs.ts';
export * from './portal-record.ts';
export * from './portal-search.ts';
export * from './portal-summary.ts';
