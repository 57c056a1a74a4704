import type { Lang } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { referenceStore } from './reference.store.ts';

/**
 * An operator's new wording of a portal text, for the console's text page (not built yet):
 * kept when the catalogue is seeded again, and written through the reference store, so
 * `/n/text/all` answers it, with a new ETag, at once in this process.
 */
export const referenceTexts = (db: Kysely<Database>) => {
  const store = referenceStore(db);
  return {
    async edit(lang: Lang, code: string, text: string) {
      if ((await store.updateText(lang, code, text, nowIso())) === 0) throw appError('NOT_FOUND');
    },
  };
};
