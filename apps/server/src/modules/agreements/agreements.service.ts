import type { TAgreement } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { AGREEMENT_SEED } from './agreements.seed-data.ts';
import { agreementsStore } from './agreements.store.ts';

type Store = ReturnType<typeof agreementsStore>;

/** The agreements in force (spec 02 §2 "Agreements"); a fresh installation gets version 1.0. */
export const agreementsService = ({ db }: { db: Kysely<Database> }) => {
  const store: Store = agreementsStore(db);
  return {
    async seedIfEmpty() {
      if ((await store.count()) === 0) await store.insert(AGREEMENT_SEED);
    },

    async current(type: TAgreement['agreementType'], i18n: 'zh-CN' | 'en'): Promise<TAgreement> {
      const row = await store.current(type, i18n === 'en' ? 'en' : 'zh', nowIso());
      if (!row) throw appError('NOT_FOUND');
      return {
        id: row.id,
        agreementType: type,
        agreementVersion: row.version,
        agreementContent: row.content,
        publishTime: row.publish_time,
        failureTime: row.failure_time,
      };
    },
  };
};
