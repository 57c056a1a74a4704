/** The inbox module's face: it owns the messages table; others write through `inboxWriter`. */
export { inboxModule } from './inbox.routes.ts';
export { inboxWriter } from './inbox.service.ts';
