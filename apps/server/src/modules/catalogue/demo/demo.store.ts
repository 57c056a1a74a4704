import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';

/**
 * The demo content's writes outside the catalogue's own tables: certified companies and one
 * demo portal user. Seed data only (like the reference seed): each row is found by its code,
 * register number or account first, so a second run adds nothing.
 */
export const demoStore = (db: Kysely<Database>) => ({
  async company(c: { code: string; name: string; creditCode: string; address: string }): Promise<number> {
    const found = await db.selectFrom('companies').select('id').where('code', '=', c.code).executeTakeFirst();
    if (found) return found.id;
    const now = nowIso();
    const { id } = await db
      .insertInto('companies')
      .values({
        code: c.code,
        name: c.name,
        company_type: '1',
        // Steel makers (INDUSTRY_CATEGORY 1): the LCA tool form shows their industry.
        industry_category: '1',
        status: 1,
        created_at: now,
        credit_code: c.creditCode,
        address: c.address,
        submitted_at: now,
        reviewed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async pcr(p: {
    registerNo: string;
    productName: string;
    productNameEn: string;
    author: { zh: string; en: string };
    productClass: string;
    productClassEn: string;
    descriptionHtml: string;
    descriptionHtmlEn: string;
  }): Promise<number> {
    const found = await db
      .selectFrom('pcrs')
      .select('id')
      .where('register_no', '=', p.registerNo)
      .executeTakeFirst();
    const now = nowIso();
    if (found) {
      // A demo PCR seeded before its English texts existed (0033) gets them once; edited ones keep theirs.
      await db
        .updateTable('pcrs')
        .set({
          author_en: p.author.en,
          product_class_en: p.productClassEn,
          description_html_en: p.descriptionHtmlEn,
          updated_at: now,
        })
        .where('id', '=', found.id)
        .where('author_en', 'is', null)
        .where('product_class_en', 'is', null)
        .where('description_html_en', 'is', null)
        .execute();
      return found.id;
    }
    const { id } = await db
      .insertInto('pcrs')
      .values({
        register_no: p.registerNo,
        product_name: p.productName,
        product_name_en: p.productNameEn,
        author: p.author.zh,
        author_en: p.author.en,
        product_class: p.productClass,
        product_class_en: p.productClassEn,
        description_html: p.descriptionHtml,
        description_html_en: p.descriptionHtmlEn,
        cn_attachment_id: null,
        en_attachment_id: null,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /**
   * A demo PCR's categories by their Chinese names, once: a PCR that has any link keeps what it
   * has (the secretariat may have changed them); names the tree lacks are skipped.
   */
  async pcrCategories(pcrId: number, names: readonly string[]) {
    if (names.length === 0) return;
    const linked = await db
      .selectFrom('pcr_categories')
      .select('category_id')
      .where('pcr_id', '=', pcrId)
      .executeTakeFirst();
    if (linked) return;
    const categories = await db
      .selectFrom('product_categories')
      .select('id')
      .where('name_zh', 'in', names)
      .execute();
    if (categories.length === 0) return;
    await db
      .insertInto('pcr_categories')
      .values(categories.map((c) => ({ pcr_id: pcrId, category_id: c.id })))
      .execute();
  },

  /** Whether a PCR has no document yet. */
  async pcrWithoutDocuments(id: number) {
    const row = await db
      .selectFrom('pcrs')
      .select(['cn_attachment_id', 'en_attachment_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && row.cn_attachment_id === null && row.en_attachment_id === null;
  },

  /** A demo PCR's documents, once: a PCR that has either keeps what it has. */
  async pcrDocuments(id: number, cnAttachmentId: number, enAttachmentId: number) {
    await db
      .updateTable('pcrs')
      .set({ cn_attachment_id: cnAttachmentId, en_attachment_id: enAttachmentId, updated_at: nowIso() })
      .where('id', '=', id)
      .where('cn_attachment_id', 'is', null)
      .where('en_attachment_id', 'is', null)
      .execute();
  },

  async user(u: { account: string; passwordHash: string; userName: string; companyId: number }) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', u.account)
      .executeTakeFirst();
    if (found) return { id: found.id, made: false };
    const { id } = await db
      .insertInto('users')
      .values({
        account_type: 'email',
        account: u.account,
        password_hash: u.passwordHash,
        user_name: u.userName,
        company_id: u.companyId,
        audit_status: 1,
        user_status: 1,
        locked: 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, made: true };
  },

  epdByRegistration: (registrationNumber: string) =>
    db
      .selectFrom('epds')
      .select(['id', 'business_id', 'status'])
      .where('registration_number', '=', registrationNumber)
      .executeTakeFirst(),

  hasEpds: async () => (await db.selectFrom('epds').select('id').limit(1).executeTakeFirst()) !== undefined,
});
