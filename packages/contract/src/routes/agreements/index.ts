// console.ts is not exported on its own: its routes are part of consoleNewsRoutes (content).
export * from './console-forms.ts';
export * from './portal.ts';
