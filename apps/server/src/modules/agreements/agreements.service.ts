import { type TAgreement, ZAgreementType } from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { AgreementsTable, Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { AGREEMENT_SEED } from './agreements.seed-data.ts';
import { agreementsStore } from './agreements.store.ts';

type Store = ReturnType<typeof agreementsStore>;
type AgreementType = TAgreement['agreementType'];
type AgreementLang = 'zh-CN' | 'en';

/** The stored language of the spec's i18n value. */
const langOf = (i18n: AgreementLang) => (i18n === 'en' ? 'en' : 'zh');

const toAgreement = (row: Selectable<AgreementsTable>): TAgreement => ({
  id: row.id,
  // Only this module writes the table, always with a contract type; anything else is a fault.
  agreementType: ZAgreementType.parse(row.agreement_type),
  agreementVersion: row.version,
  // Sanitised again on the way out: the policy may have become stricter since it was stored.
  agreementContent: sanitizeRichText(row.content),
  publishTime: row.publish_time,
  failureTime: row.failure_time,
});

/**
 * The user agreement and the privacy policy (spec 02 §2 "Agreements"): the version in force,
 * the published versions, and one version by id. A version whose publish time is still to
 * come is not public: no call shows it. A fresh installation gets versions 1.0 and 1.1.
 */
export const agreementsService = ({ db }: { db: Kysely<Database> }) => {
  const store: Store = agreementsStore(db);
  return {
    async seedIfEmpty() {
      if ((await store.count()) === 0) await store.insert(AGREEMENT_SEED);
    },

    async current(type: AgreementType, i18n: AgreementLang): Promise<TAgreement> {
      const row = await store.current(type, langOf(i18n), nowIso());
      if (!row) throw appError('NOT_FOUND');
      return toAgreement(row);
    },

    async list(type: AgreementType, i18n: AgreementLang, pageNum: number, pageSize: number) {
      const now = nowIso();
      const lang = langOf(i18n);
      const [rows, totals] = await Promise.all([
        store.page(type, lang, now, pageSize, (pageNum - 1) * pageSize),
        store.countPublished(type, lang, now),
      ]);
      return { list: rows.map(toAgreement), totals, pageSize, pageNum };
    },

    /**
     * The version with this id. Ids belong to one language's text; for an id of the other
     * language the reader gets the same agreement and version in theirs when it is published,
     * else the text of the id itself.
     */
    async details(id: number, i18n: AgreementLang): Promise<TAgreement> {
      const now = nowIso();
      const row = await store.byId(id);
      if (!row || row.publish_time > now) throw appError('NOT_FOUND');
      const lang = langOf(i18n);
      if (row.lang === lang) return toAgreement(row);
      const own = await store.sameVersion(row.agreement_type, row.version, lang, now);
      return toAgreement(own ?? row);
    },
  };
};
