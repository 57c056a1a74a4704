/**
 * The accounts module's face. It owns the users, user_sessions and verification_codes tables
 * (login tries are counted by the platform limiter); other modules change a user only through
 * `userRecords`.
 */
export { accountsModule } from './accounts.routes.ts';
export { type CodeSender, codeSenderService, type SendCodeInput } from './code-sender.service.ts';
export { type CodesService, codeLimitKeys, codesService } from './codes.service.ts';
export { toPortalUser } from './portal-user.ts';
export { type SessionScope, type SessionsService, sessionsService } from './sessions.service.ts';
export { type UserRecords, type UserRecordsFor, userRecords } from './user-records.ts';
export { LISTED_USER, type UserRow, usersWithCompany } from './users.store.ts';
