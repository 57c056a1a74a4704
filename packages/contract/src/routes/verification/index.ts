export * from './console.ts';
export * from './portal.ts';
