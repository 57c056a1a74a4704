import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 12, feedback (spec 02 §2 /Feedback, §3 "Feedback"): what a portal user sent, and where
 * it stands in the console's inbox (new, read, answered, with the editor's note).
 */
export const m0015Feedback = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('feedback'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('mail', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('information', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('answer_note', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .execute();
  // The inbox lists newest first, filtered by state.
  await db.schema
    .createIndex('feedback_state_created_idx')
    .on('feedback')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
};
