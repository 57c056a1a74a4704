/** The users-admin module's face: the console's list of portal users (it reads; accounts writes). */
export { usersAdminModule } from './users-admin.routes.ts';
