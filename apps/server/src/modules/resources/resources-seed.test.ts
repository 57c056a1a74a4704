import { attachmentRoutes, resourceRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { pdfFontNames } from '../../test/pdf-fonts.ts';
import { documentPdf, edition } from './demo-files.ts';
import { seedResourcesDemo } from './index.ts';

describe(`the demo resources, GPI and links (${engineName})`, () => {
  let t: TestApp;
  let ann: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await t.loginAs();
    await seedResourcesDemo(t.app.services);
    await seedResourcesDemo(t.app.services);
  });
  afterAll(() => t.close());

  it('fills every default type once, some resources with only a zh file', async () => {
    for (const type of [255, 256, 257]) {
      const page = await t.data(r.resourcePage, { body: { type } });
      expect(page.totals).toBe(3);
      expect(page.list.every((x) => x.cnResourceFileId !== null && x.resourceImageId !== null)).toBe(true);
    }
    const all = await t.db.selectFrom('resources').select(['en_file_id']).execute();
    expect(all.some((x) => x.en_file_id === null)).toBe(true);
    expect(all.some((x) => x.en_file_id !== null)).toBe(true);
  });

  it('serves the GPI documents and the link logos', async () => {
    const gpi = await t.data(r.gpiNew);
    expect(gpi.map((g) => g.i18n)).toEqual(['zh', 'en']);
    const file = await t.call(attachmentRoutes.attachmentDownloadByToken, {
      params: { id: gpi[0]!.attachmentId },
      query: { Authorization: ann.token },
    });
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const types = await t.data(r.friendlyTypes, { body: {} });
    expect(types.totals).toBe(3);
    const links = await t.data(r.friendlyLinks, { query: {} });
    expect(links.every((l) => l.link.startsWith('https://'))).toBe(true);
    const logo = links.find((l) => l.attachmentId !== null)!;
    const image = await t.call(attachmentRoutes.attachmentOnline, {
      params: { id: logo.attachmentId! },
      query: {},
    });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('writes the Chinese documents in Chinese (an embedded CJK face), the English ones in English', async () => {
    const fontsOf = async (id: number) =>
      pdfFontNames(
        (
          await t.call(attachmentRoutes.attachmentDownloadByToken, {
            params: { id },
            query: { Authorization: ann.token },
          })
        ).bytes,
      );
    const both = await t.db
      .selectFrom('resources')
      .select(['cn_file_id', 'en_file_id'])
      .where('en_file_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const [gpiZh, gpiEn] = await t.data(r.gpiNew);
    for (const zh of [both.cn_file_id!, gpiZh!.attachmentId]) {
      const fonts = await fontsOf(zh);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.some((f) => f.startsWith('/Helvetica'))).toBe(false);
    }
    for (const en of [both.en_file_id!, gpiEn!.attachmentId])
      expect(await fontsOf(en)).toEqual(['/Helvetica', '/Helvetica-Bold']);
  });
});

describe('a demo document on a machine without a CJK font', () => {
  const text = {
    zh: { title: '钢铁产品EPD技术规范', lines: ['声明单位与系统边界。'] },
    en: { title: 'EPD specification', lines: ['Declared unit and system boundary.'] },
  };

  it('gives the Chinese edition the English text, in the standard fonts', async () => {
    const zh = edition('zh', text, null);
    expect(zh).toEqual({
      lang: 'en',
      title: 'EPD specification (Chinese edition)',
      lines: ['Declared unit and system boundary.'],
    });
    expect(await pdfFontNames(await documentPdf(zh, null))).toEqual(['/Helvetica', '/Helvetica-Bold']);
  });
});
