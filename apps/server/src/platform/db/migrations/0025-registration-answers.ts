import { sql } from 'kysely';
import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 198): the registration review reads the person's answers. A user records how
 * the account was made (`signup_channel`: phoneRegister, phoneLogin, emailRegister) and when its
 * answers reached the secretariat (`registration_submitted_at`); a pending registration is in the
 * queue only from then on.
 *
 * Existing rows: e-mail accounts were e-mail registrations; a phone account whose company came
 * with an industry category was a phone registration, any other phone account a first login. A
 * registration already decided, or under review with a name or a company, was submitted when it
 * was made; one under review with nothing but its address is not, and waits for its answers.
 */
export const m0025RegistrationAnswers = async (db: MigrationDb) => {
  await db.schema.alterTable('users').addColumn('signup_channel', 'text').execute();
  await db.schema.alterTable('users').addColumn('registration_submitted_at', 'text').execute();

  await db
    .updateTable('users')
    .set({ signup_channel: 'emailRegister' })
    .where('account_type', '=', 'email')
    .execute();
  await db
    .updateTable('users')
    .set({ signup_channel: 'phoneRegister' })
    .where('account_type', '=', 'phone')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('companies as c')
          .select('c.id')
          .whereRef('c.id', '=', 'users.company_id')
          .where('c.industry_category', 'is not', null),
      ),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ signup_channel: 'phoneLogin' })
    .where('account_type', '=', 'phone')
    .where('signup_channel', 'is', null)
    .execute();

  await db
    .updateTable('users')
    .set({ registration_submitted_at: sql.ref('created_at') })
    .where((eb) =>
      eb.or([eb('audit_status', '<>', 0), eb('user_name', 'is not', null), eb('company_id', 'is not', null)]),
    )
    .execute();

  await db.schema
    .createIndex('users_registration_queue_idx')
    .on('users')
    .columns(['audit_status', 'registration_submitted_at'])
    .execute();
};
