import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { referenceStore } from './reference.store.ts';

/**
 * The system settings as other modules may change them (the catalogue's qrShow switch). Pass a
 * transaction's `db` to make the change part of it (with its audit entry).
 */
export const settingsWriter = (db: Kysely<Database>) => {
  const store = referenceStore(db);
  return {
    get: async (key: string): Promise<string | null> => (await store.setting(key))?.value ?? null,
    set: (key: string, value: string) => store.putSetting(key, value).then(() => undefined),
  };
};

export type SettingsWriterFor = typeof settingsWriter;
