export * from './indicators.ts';
export * from './matrix.ts';
export * from './texts.ts';
