import { attachmentRoutes, resourceRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
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
});
