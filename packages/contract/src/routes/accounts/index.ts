export * from './portal.ts';
