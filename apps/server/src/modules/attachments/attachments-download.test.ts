import { attachmentRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/file-bytes.ts';
import {
  buildTestApp,
  type Caller,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { fillLowCarbonTemplate, SCRAP_EAF } from '../../test/low-carbon-workbooks.ts';
import { upload } from '../../test/uploads.ts';

describe(`attachment downloads (${engineName})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  let operator: TestOperator;
  let licence: number;
  let report: number;
  let cover: number;
  let table: number;
  const reportBytes = pdfBytes();

  const uploaded = async (businessType: string, name: string, bytes: Buffer, reportType?: string) => {
    const res = await upload(t, {
      as: owner,
      fields: { businessType, ...(reportType ? { reportType } : {}) },
      file: { name, bytes },
    });
    if (!res.ok) throw new Error(res.body);
    return res.data.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.loginAs({ company: { name: 'Owner Steel Co', status: 1 } });
    colleague = await t.loginAs({ colleagueOf: owner });
    stranger = await t.loginAs({ company: { name: 'Other Steel Co', status: 1 } });
    licence = await uploaded('COMPANY_LICENSE', '营业执照.png', await pngBytes());
    report = await uploaded('EPD', "LCA report 'final' (v2).pdf", reportBytes);
    cover = await uploaded('RES_IMG', 'cover.png', await pngBytes());
    table = await uploaded('RES_IMG', 'data.xlsx', await fillLowCarbonTemplate(SCRAP_EAF), '0');
    operator = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  const download = (id: number | string, as?: Caller) =>
    t.call(attachmentRoutes.attachmentDownload, { params: { id } }, { as, lang: 'en' });
  /** A download started by a plain link: the token comes in the query. */
  const byLink = (id: number, token?: string, options: { bare?: boolean } = {}) =>
    t.call(
      attachmentRoutes.attachmentDownloadByToken,
      { params: { id }, query: { Authorization: token } },
      { lang: 'en', ...options },
    );
  const online = (id: number, options: { as?: Caller; token?: string } = {}) =>
    t.call(
      attachmentRoutes.attachmentOnline,
      { params: { id }, query: { Authorization: options.token } },
      { as: options.as, lang: 'en' },
    );
  const inConsole = (id: number, as?: Caller) =>
    t.call(attachmentRoutes.consoleAttachment, { params: { id } }, { as, lang: 'en' });

  it('lets the owner download, with the stored type, the original name and inert-file headers', async () => {
    const res = await download(report, owner);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(reportBytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(reportBytes.length),
      'content-disposition':
        "attachment; filename=\"LCA report 'final' (v2).pdf\"; filename*=UTF-8''LCA%20report%20%27final%27%20%28v2%29.pdf",
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });

  it('encodes a Chinese name with filename* (RFC 5987) and an ASCII stand-in', async () => {
    const res = await download(licence, owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="____.png"; filename*=UTF-8\'\'%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.png',
    );
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('lets a colleague of the same company download, and nobody else', async () => {
    expect((await download(licence, colleague)).status).toBe(200);
    const refused = await download(licence, stranger);
    expect(refused.status).toBe(404);
    expect(refused).toMatchObject({ error: 'NOT_FOUND', data: null });
    // An id that does not exist answers exactly as one the caller may not see.
    const missing = await download(987654, stranger);
    expect(missing.body).toBe(refused.body);
    expect((await download(licence)).status).toBe(401);
  });

  it('takes the token from the query for a download started by a plain link', async () => {
    const res = await byLink(report, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await byLink(report, colleague.token)).status).toBe(200);
    expect((await byLink(report, stranger.token)).status).toBe(404);
    expect((await byLink(report, 'not-a-valid-session-token-000')).status).toBe(401);
    expect((await byLink(report)).status).toBe(401);
    // The spec's path without /api answers too.
    expect((await byLink(report, owner.token, { bare: true })).status).toBe(200);
  });

  it('shows resource images to anyone, inline and cacheable', async () => {
    await t.app.services.attachments.setPublished([cover], true);
    const res = await online(cover);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="cover.png"; filename*=UTF-8\'\'cover.png',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
    });
  });

  it('shows a licence image only to its owner, their company and its reviewers', async () => {
    expect((await online(licence)).status).toBe(404);
    expect((await online(licence, { as: stranger })).status).toBe(404);
    expect((await online(licence, { token: stranger.token })).status).toBe(404);
    const own = await online(licence, { as: owner });
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^inline;/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await online(licence, { token: owner.token })).status).toBe(200);
    expect((await online(licence, { as: colleague })).status).toBe(200);
    expect((await online(licence, { as: operator })).status).toBe(200);
    // An operator authenticates by the header only: a console token in the query names no one.
    const byQuery = await online(licence, { token: operator.token });
    expect(byQuery.status).toBe(404);
    expect(byQuery).toMatchObject({ error: 'NOT_FOUND', data: null });
  });

  it('keeps a table uploaded under RES_IMG private, and never shows a non-image inline', async () => {
    expect((await online(table)).status).toBe(404);
    const own = await online(table, { as: owner });
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('streams a reviewer the files of the records they review in the console, and no portal user there', async () => {
    const res = await inConsole(licence, operator);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const pdf = await inConsole(report, operator);
    expect(pdf.bytes.equals(reportBytes)).toBe(true);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await inConsole(licence, owner)).status).toBe(401);
    expect((await inConsole(987654, operator)).status).toBe(404);
  });

  it('answers a bad id as a validation error and a file lost from storage as not found', async () => {
    expect((await download('abc', owner)).status).toBe(400);
    const key = (
      await t.db
        .selectFrom('attachments')
        .select('storage_key')
        .where('id', '=', cover)
        .executeTakeFirstOrThrow()
    ).storage_key;
    await t.db
      .updateTable('attachments')
      .set({ storage_key: `${key}-gone` })
      .where('id', '=', cover)
      .execute();
    expect((await online(cover)).status).toBe(404);
  });
});
