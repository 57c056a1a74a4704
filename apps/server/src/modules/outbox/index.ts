/** The outbox module's face: the console's view of the messages the outbox file keeps. */
export { outboxModule } from './outbox.routes.ts';
