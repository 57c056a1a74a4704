import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { consoleCaller, operatorLogin, runCreateAdmin } from '../operators/operator-fixtures.ts';
import { pdfBytes, pngBytes, upload, xlsxBytes } from './attachment-fixtures.ts';

describe(`attachment downloads (${engineName})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  let operatorToken: string;
  let licence: number;
  let report: number;
  let cover: number;
  let table: number;
  const reportBytes = pdfBytes();

  const uploaded = async (businessType: string, name: string, bytes: Buffer, reportType?: string) => {
    const res = await upload(t, {
      token: owner.token,
      fields: { businessType, ...(reportType ? { reportType } : {}) },
      file: { name, bytes },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.loginAs({ company: { name: 'Owner Steel Co' } });
    colleague = await t.loginAs();
    // A second user of the owner's company.
    await t.db
      .updateTable('users')
      .set({ company_id: owner.companyId })
      .where('id', '=', colleague.id)
      .execute();
    stranger = await t.loginAs({ company: { name: 'Other Steel Co' } });
    licence = await uploaded('COMPANY_LICENSE', '营业执照.png', await pngBytes());
    report = await uploaded('EPD', "LCA report 'final' (v2).pdf", reportBytes);
    cover = await uploaded('RES_IMG', 'cover.png', await pngBytes());
    table = await uploaded('RES_IMG', 'data.xlsx', xlsxBytes(), '0');
    await runCreateAdmin(t, ['--username', 'reviewer1'], 'Reviewer123');
    operatorToken = await operatorLogin(consoleCaller(t), 'reviewer1', 'Reviewer123');
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.inject({ method: 'GET', url, lang: 'en', ...(token ? { token } : {}) });

  it('lets the owner download, with the stored type, the original name and inert-file headers', async () => {
    const res = await get(`/api/p/attachment/download/${report}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(reportBytes)).toBe(true);
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
    const res = await get(`/api/p/attachment/download/${licence}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="____.png"; filename*=UTF-8\'\'%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.png',
    );
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('lets a colleague of the same company download, and nobody else', async () => {
    expect((await get(`/api/p/attachment/download/${licence}`, colleague.token)).statusCode).toBe(200);
    const refused = await get(`/api/p/attachment/download/${licence}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    // An id that does not exist answers exactly as one the caller may not see.
    const missing = await get('/api/p/attachment/download/987654', stranger.token);
    expect(missing.body).toBe(refused.body);
    expect((await get(`/api/p/attachment/download/${licence}`)).statusCode).toBe(401);
  });

  it('takes the token from the query for a download started by a plain link', async () => {
    const url = (token: string) => `/api/n/attachment/download/token/${report}?Authorization=${token}`;
    const res = await get(url(owner.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(url(colleague.token))).statusCode).toBe(200);
    expect((await get(url(stranger.token))).statusCode).toBe(404);
    expect((await get(url('not-a-valid-session-token-000'))).statusCode).toBe(401);
    expect((await get(`/api/n/attachment/download/token/${report}`)).statusCode).toBe(401);
    // The spec's path without /api answers too.
    expect(
      (await get(`/n/attachment/download/token/${report}?Authorization=${owner.token}`)).statusCode,
    ).toBe(200);
  });

  it('shows resource images to anyone, inline and cacheable', async () => {
    const res = await get(`/api/n/attachment/online/${cover}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="cover.png"; filename*=UTF-8\'\'cover.png',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
    });
  });

  it('shows a licence image only to its owner, their company and operators', async () => {
    const url = `/api/n/attachment/online/${licence}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect((await get(`${url}?Authorization=${stranger.token}`)).statusCode).toBe(404);
    const own = await get(url, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^inline;/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${url}?Authorization=${owner.token}`)).statusCode).toBe(200);
    expect((await get(url, colleague.token)).statusCode).toBe(200);
    expect((await get(url, `Bearer ${operatorToken}`)).statusCode).toBe(200);
    expect((await get(`${url}?Authorization=${operatorToken}`)).statusCode).toBe(200);
  });

  it('keeps a table uploaded under RES_IMG private, and never shows a non-image inline', async () => {
    expect((await get(`/api/n/attachment/online/${table}`)).statusCode).toBe(404);
    const own = await get(`/api/n/attachment/online/${table}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('streams any attachment to an operator in the console, and to no portal user there', async () => {
    const res = await get(`/api/c/attachments/${licence}`, `Bearer ${operatorToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const pdf = await get(`/api/c/attachments/${report}`, `Bearer ${operatorToken}`);
    expect(pdf.rawPayload.equals(reportBytes)).toBe(true);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(`/api/c/attachments/${licence}`, owner.token)).statusCode).toBe(401);
    expect((await get('/api/c/attachments/987654', `Bearer ${operatorToken}`)).statusCode).toBe(404);
  });

  it('answers a bad id as a validation error and a file lost from storage as not found', async () => {
    expect((await get('/api/p/attachment/download/abc', owner.token)).statusCode).toBe(400);
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
    expect((await get(`/api/n/attachment/online/${cover}`)).statusCode).toBe(404);
  });
});
