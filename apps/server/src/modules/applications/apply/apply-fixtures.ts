import { randomUUID } from 'node:crypto';
import {
  type ApplicationFileKind,
  applicationRoutes as r,
  type TApplyProduct,
  type TApplySave,
} from '@steel-epd/contract';
import type { Database } from '../../../platform/db/schema.ts';
import { insertPcr, makePdf } from '../../../test/catalogue-fixtures.ts';
import { zipBytes } from '../../../test/file-bytes.ts';
import type { Caller, TestApp, TestUser } from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';
import { seedApplicationReferences } from '../references/references.seed.ts';

/** What the applicant's tests share: real uploads of each kind, a form, a submit. */
export const applyFixtures = (t: TestApp) => {
  /** The upload fields and a real file of each kind (spec 02 §5: PDF, PDF, ZIP). */
  const KIND_UPLOAD: Record<
    ApplicationFileKind,
    () => Promise<{ fields: Record<string, string>; name: string; bytes: Buffer }>
  > = {
    lca: async () => ({
      fields: { businessType: 'LCA' },
      name: 'LCA报告.pdf',
      bytes: Buffer.from(await makePdf(['LCA report'])),
    }),
    epd: async () => ({
      fields: { businessType: 'EPD' },
      name: 'EPD预报告.pdf',
      bytes: Buffer.from(await makePdf(['EPD pre-report'])),
    }),
    data: async () => ({
      fields: { businessType: 'LCA', reportType: 'data' },
      name: '数据收集表.zip',
      bytes: zipBytes([{ name: 'data.xlsx', data: 'inventory' }]),
    }),
  };

  const uploadFile = async (as: Caller, kind: ApplicationFileKind): Promise<number> => {
    const { fields, name, bytes } = await KIND_UPLOAD[kind]();
    const res = await upload(t, { as, fields, file: { name, bytes } });
    if (!res.ok) throw new Error(`upload ${kind} answered ${res.status}: ${res.body}`);
    return res.data.id;
  };

  /** An entry with the three files uploaded by `as`. */
  const entryWithFiles = async (
    as: Caller,
    productName: string,
  ): Promise<TApplyProduct & Record<'lcaAttachmentId' | 'epdAttachmentId' | 'dataAttachment', number>> => ({
    productName,
    lcaAttachmentId: await uploadFile(as, 'lca'),
    epdAttachmentId: await uploadFile(as, 'epd'),
    dataAttachment: await uploadFile(as, 'data'),
  });

  const form = (
    pcrNumber: string,
    epd: TApplyProduct[],
    over: Partial<TApplySave['apply']> = {},
  ): TApplySave => ({
    epd,
    apply: { productType: 'EPD', pcrNumber, requestKey: randomUUID(), ...over },
  });

  const submit = (as: TestUser, body: TApplySave, lang: 'zh' | 'en' = 'en') =>
    t.call(r.applySave, { body }, { as, lang });

  /** Submits and answers the new application's id. */
  const apply = async (as: TestUser, body: TApplySave) => {
    const res = await submit(as, body);
    if (!res.ok) throw new Error(`apply answered ${res.status}: ${res.body}`);
    return res.data.id;
  };

  /** How many rows a table has. */
  const count = async (table: keyof Database) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Every applications table's row count: a refusal must change none. */
  const counts = async () =>
    Promise.all(
      (['applications', 'application_products', 'application_files', 'application_events'] as const).map(
        count,
      ),
    );

  /** A seeded category by its Chinese name. */
  const categoryNamed = async (name: string) =>
    (
      await t.db
        .selectFrom('product_categories')
        .select('id')
        .where('name_zh', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** A seeded technology by its Chinese name, of the category. */
  const technologyNamed = async (name: string, categoryId: number) =>
    (
      await t.db
        .selectFrom('lca_technologies')
        .select('id')
        .where('name_zh', '=', name)
        .where('category_id', '=', categoryId)
        .executeTakeFirstOrThrow()
    ).id;

  /** The reference data, two colleagues of a certified company, a user of another, and a PCR. */
  const cast = async () => {
    await seedApplicationReferences(t.app.services);
    const ann = await t.loginAs({ company: { name: '鞍钢股份有限公司', status: 1 } });
    return {
      ann,
      annie: await t.loginAs({ colleagueOf: ann }),
      bob: await t.loginAs({ company: { name: '包头钢铁集团', status: 1 } }),
      pcr: await insertPcr(t, {
        productName: '钢筋混凝土用热轧带肋钢筋',
        productNameEn: 'Hot-rolled ribbed bars',
      }),
    };
  };

  return {
    uploadFile,
    entryWithFiles,
    form,
    submit,
    apply,
    count,
    counts,
    categoryNamed,
    technologyNamed,
    cast,
  };
};
