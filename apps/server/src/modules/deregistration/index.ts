/** The deregistration module's face: it owns no table; users' statuses change through accounts. */
export { deregistrationModule } from './deregistration.routes.ts';
