import { createHash } from 'node:crypto';
import { attachmentRoutes, messageRoutes, type TReleaseProduct } from '@steel-epd/contract';
import { nowIso } from '../platform/crypto.ts';
import { newStorageKey } from '../platform/storage/storage-key.ts';
import { insertPcr, makePdf } from './catalogue-fixtures.ts';
import { zipBytes } from './file-bytes.ts';
import type { Caller, TestApp, TestUser } from './helper.ts';
import { newRegistrationNumber, uploadDataFile, uploadReport } from './publishing-fixtures.ts';
import { upload } from './uploads.ts';

/**
 * Applications written straight into the tables (as test/catalogue-fixtures.ts does for the
 * catalogue), for the tests of the secretariat's workflow, quotes and contracts: the portal's
 * apply and re-upload calls are another part of the module. Files are real PDFs and ZIPs in the
 * file storage, owned by the applicant as their uploads would be.
 */

let seq = 0;
const next = () => {
  seq += 1;
  return `${Date.now().toString(36)}${seq}`;
};

/** A certified company's user whose account is an e-mail address (so the mail reaches the outbox). */
export const makeApplicant = async (t: TestApp, companyName = '宝武钢铁测试有限公司') =>
  t.loginAs({ account: `applicant-${next()}@steel.example.cn`, company: { name: companyName, status: 1 } });

type FileKind = 'lca' | 'epd' | 'data';

/** A file of the user's, stored and recorded as their upload of that kind would be. */
export const insertUserFile = async (t: TestApp, user: TestUser, kind: FileKind, label: string) => {
  const data = kind === 'data';
  const bytes = data
    ? zipBytes([{ name: 'data.csv', data: `flow,amount\nsteel ${next()},1\n` }])
    : Buffer.from(await makePdf([`${kind} report ${next()}`]));
  const key = newStorageKey();
  await t.app.services.storage.put(key, bytes);
  const { id } = await t.db
    .insertInto('attachments')
    .values({
      owner_user_id: user.id,
      company_id: user.companyId,
      business_type: kind === 'epd' ? 'EPD' : 'LCA',
      business_version: null,
      report_type: data ? 'data' : null,
      file_name: `${label}-${kind}.${data ? 'zip' : 'pdf'}`,
      mime_type: data ? 'application/zip' : 'application/pdf',
      size: bytes.byteLength,
      storage_key: key,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_at: nowIso(),
      published_at: null,
      operator_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export interface ApplicationInput {
  pcrId?: number;
  productType?: 'EPD' | 'CFP';
  /** The entries' product names (1 to 3). */
  products?: readonly string[];
  /** Give each entry its three files (default true). */
  files?: boolean;
  stage?: number;
  quoteStatus?: number;
  contractStatus?: number;
  lcaValidateStatus?: number;
  /** When it was submitted (ISO); now by default. */
  createdAt?: string;
}

export interface ApplicationFixture {
  id: number;
  pcrId: number;
  companyId: number;
  productIds: number[];
}

/** A submitted application of the user's company with its entries, files and 'submitted' event. */
export const insertApplication = async (
  t: TestApp,
  user: TestUser,
  input: ApplicationInput = {},
): Promise<ApplicationFixture> => {
  if (user.companyId === null) throw new Error('the applicant needs a company');
  const companyId = user.companyId;
  const pcrId = input.pcrId ?? (await insertPcr(t)).id;
  const company = await t.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const at = input.createdAt ?? nowIso();
  const { id } = await t.db
    .insertInto('applications')
    .values({
      company_id: companyId,
      user_id: user.id,
      product_type: input.productType ?? 'EPD',
      pcr_id: pcrId,
      company_name: company.name,
      stage: input.stage ?? 10,
      quote_status: input.quoteStatus ?? 0,
      contract_status: input.contractStatus ?? 0,
      lca_validate_status: input.lcaValidateStatus ?? 0,
      lca_validate_note: null,
      request_key: `fixture-${next()}-key`,
      created_at: at,
      updated_at: at,
      released_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const productIds: number[] = [];
  for (const [i, name] of (input.products ?? ['热轧带肋钢筋', '冷轧薄板']).entries()) {
    const product = await t.db
      .insertInto('application_products')
      .values({
        application_id: id,
        sort: i + 1,
        product_name: name,
        category_id: null,
        technology_id: null,
        epd_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(product.id);
    if (input.files !== false) {
      for (const kind of ['lca', 'epd', 'data'] as const) {
        await t.db
          .insertInto('application_files')
          .values({
            application_id: id,
            product_id: product.id,
            kind,
            attachment_id: await insertUserFile(t, user, kind, `${name}-${next()}`),
            version: 1,
            current: 1,
            user_id: user.id,
            created_at: at,
          })
          .execute();
      }
    }
  }
  await t.db
    .insertInto('application_events')
    .values({
      application_id: id,
      kind: 'submitted',
      stage: 10,
      note: null,
      detail: null,
      actor_kind: 'user',
      actor_id: user.id,
      created_at: at,
    })
    .execute();
  return { id, pcrId, companyId, productIds };
};

/**
 * What the applicant does when corrected LCA data is asked for (the portal's re-upload and
 * confirm calls belong to the apply side): a new version of the entry's LCA report, then the
 * status from 2 back to 0, with their timeline events.
 */
export const correctLcaData = async (
  t: TestApp,
  user: TestUser,
  applicationId: number,
  productId: number,
) => {
  const version =
    Number(
      (
        await t.db
          .selectFrom('application_files')
          .select((e) => e.fn.max('version').as('v'))
          .where('product_id', '=', productId)
          .where('kind', '=', 'lca')
          .executeTakeFirst()
      )?.v ?? 0,
    ) + 1;
  await t.db
    .updateTable('application_files')
    .set({ current: 0 })
    .where('product_id', '=', productId)
    .where('kind', '=', 'lca')
    .execute();
  const at = nowIso();
  await t.db
    .insertInto('application_files')
    .values({
      application_id: applicationId,
      product_id: productId,
      kind: 'lca',
      attachment_id: await insertUserFile(t, user, 'lca', `corrected-${next()}`),
      version,
      current: 1,
      user_id: user.id,
      created_at: at,
    })
    .execute();
  const moved = await t.db
    .updateTable('applications')
    .set({ lca_validate_status: 0, updated_at: at })
    .where('id', '=', applicationId)
    .where('lca_validate_status', '=', 2)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new Error('no correction was asked for');
  for (const kind of ['fileReplaced', 'lcaCorrected'] as const) {
    await t.db
      .insertInto('application_events')
      .values({
        application_id: applicationId,
        kind,
        stage: null,
        note: null,
        detail: kind === 'fileReplaced' ? JSON.stringify({ kind: 'lca', productId, version }) : null,
        actor_kind: 'user',
        actor_id: user.id,
        created_at: at,
      })
      .execute();
  }
};

/** An operator's PDF upload of a quote or contract, through the console's upload call. */
export const uploadDealFile = async (
  t: TestApp,
  as: Caller,
  type: 'QUOTE' | 'CONTRACT' | 'EPD' = 'QUOTE',
) => {
  const bytes = Buffer.from(await makePdf([`${type} ${next()}`]));
  const res = await upload(t, {
    route: attachmentRoutes.consoleUpload,
    as,
    fields: { businessType: type },
    file: { name: `${type.toLowerCase()}-${next()}.pdf`, bytes },
  });
  if (!res.ok) throw new Error(`upload failed: ${res.body}`);
  return { id: (res.data as { id: number }).id, bytes };
};

/** The release details of every entry: a new registration number and the operator's report files. */
export const releaseProducts = async (
  t: TestApp,
  as: Caller,
  productIds: readonly number[],
): Promise<TReleaseProduct[]> => {
  const products: TReleaseProduct[] = [];
  for (const productId of productIds) {
    products.push({
      productId,
      registrationNumber: newRegistrationNumber(),
      productNameEn: `Steel product ${productId}`,
      gwp100: 1720.5,
      holderZh: '宝武钢铁测试有限公司',
      holderEn: 'Baowu Test Steel Co., Ltd.',
      siteZh: '上海市宝山区',
      siteEn: 'Baoshan, Shanghai',
      issueDate: '2026-02-01',
      expiryDate: '2031-01-31',
      reportZhId: (await uploadReport(t, as, 'zh')).id,
      reportEnId: (await uploadReport(t, as, 'en')).id,
      dataFileId: (await uploadDataFile(t, as)).id,
    });
  }
  return products;
};

/** A user's inner messages rendered in a language, newest first. */
export const inboxOf = async (t: TestApp, user: TestUser, lang: 'zh' | 'en') =>
  (
    await t.data(messageRoutes.innerList, { body: { pageNum: 1, pageSize: 50 } }, { as: user, lang })
  ).list.map((m) => m.sendMsg);

const countOf = async (
  t: TestApp,
  table:
    | 'application_events'
    | 'audit_log'
    | 'messages'
    | 'epds'
    | 'application_quotes'
    | 'application_contracts'
    | 'evidence_ledger',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Everything a change of an application writes, for checking that a refused one wrote nothing:
 * its row, and the counts of events, audit entries, messages, records, quotes, contracts and
 * ledger entries, and the files shared with a company.
 */
export const applicationState = async (t: TestApp, id: number) => ({
  row: await t.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst(),
  products: await t.db
    .selectFrom('application_products')
    .select(['id', 'epd_id'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute(),
  events: await countOf(t, 'application_events'),
  audit: await countOf(t, 'audit_log'),
  messages: await countOf(t, 'messages'),
  epds: await countOf(t, 'epds'),
  quotes: await countOf(t, 'application_quotes'),
  contracts: await countOf(t, 'application_contracts'),
  ledger: await countOf(t, 'evidence_ledger'),
  shared: Number(
    (
      await t.db
        .selectFrom('attachments')
        .select((e) => e.fn.countAll().as('n'))
        .where('owner_user_id', '=', 0)
        .where('company_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** The kinds of an application's timeline, in order, without the messageSent lines. */
export const timelineKinds = async (t: TestApp, id: number) =>
  (
    await t.db
      .selectFrom('application_events')
      .select('kind')
      .where('application_id', '=', id)
      .where('kind', '!=', 'messageSent')
      .orderBy('id')
      .execute()
  ).map((e) => e.kind);
