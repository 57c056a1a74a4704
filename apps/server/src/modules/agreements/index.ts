/** The agreements module's face: it owns the agreements table. */
export { agreementsModule } from './agreements.routes.ts';
