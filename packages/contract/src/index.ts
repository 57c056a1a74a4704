export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './route.ts';
export * from './routes/reference.ts';
export * from './texts/index.ts';
export * from './validation.ts';
