export * from './apply-form.ts';
export * from './console.ts';
export * from './deals.ts';
export * from './portal.ts';
export * from './tools.ts';
export * from './tracking.ts';
