import { attachmentRoutes, UPLOAD_QUOTA } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { storedFiles, upload } from '../../test/uploads.ts';
import { uploadQuotaKeys } from './uploads/upload-quota.ts';

/**
 * Uploads are private until published, and each user has a daily quota (issue 9, finding 8):
 * an ordinary user's RES_IMG upload is no public image, and a burst of uploads stops at the cap.
 */
describe(`private uploads and daily quotas (${engineName})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.loginAs({ company: { name: 'Cover Steel Co', status: 1 } });
    colleague = await t.loginAs({ colleagueOf: owner });
    stranger = await t.loginAs({ company: { name: 'Stranger Steel Co' } });
  });
  afterAll(() => t.close());

  const uploadAs = async (user: TestUser, businessType: string, name: string, bytes: Buffer) =>
    upload(t, { as: user, fields: { businessType }, file: { name, bytes } });
  const online = (id: number, reader?: TestUser) =>
    t.call(
      attachmentRoutes.attachmentOnline,
      { params: { id } },
      { lang: 'en', ...(reader ? { as: reader } : {}) },
    );
  const fileCount = async (userId: number) =>
    (await t.db.selectFrom('attachments').select('id').where('owner_user_id', '=', userId).execute()).length;

  it('serves an unpublished RES_IMG only to its owner, their company and operators, never cached publicly', async () => {
    const res = await uploadAs(owner, 'RES_IMG', 'cover.png', await pngBytes());
    expect(res.status, res.body).toBe(200);
    const id = res.data!.id;
    const row = await t.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();

    const anonymous = await online(id);
    expect(anonymous.status).toBe(404);
    expect(anonymous).toMatchObject({ error: 'NOT_FOUND', data: null });
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('public');
    expect((await online(id, stranger)).status).toBe(404);
    for (const reader of [owner, colleague]) {
      const seen = await online(id, reader);
      expect(seen.status).toBe(200);
      expect(seen.headers['cache-control']).toBe('private, no-store');
    }
    // The download routes say the same to another user.
    expect(
      (await t.call(attachmentRoutes.attachmentDownload, { params: { id } }, { as: stranger })).status,
    ).toBe(404);

    // Once an operator publishes what it belongs to, anyone may see it, and it may be cached.
    await t.app.services.attachments.setPublished([id], true);
    const published = await online(id);
    expect(published.status).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=86400');
    expect((await online(id, stranger)).status).toBe(200);
    // Withdrawn, it is private again.
    await t.app.services.attachments.setPublished([id], false);
    expect((await online(id)).status).toBe(404);
  });

  it('never shows a published file of a private type to anyone but its readers', async () => {
    const res = await uploadAs(owner, 'COMPANY_LICENSE', 'licence.png', await pngBytes());
    const id = res.data!.id;
    await t.app.services.attachments.setPublished([id], true);
    expect((await online(id)).status).toBe(404);
    expect((await online(id, stranger)).status).toBe(404);
    expect((await online(id, owner)).status).toBe(200);
  });

  it('stops a burst of uploads at the daily file count, storing only those', async () => {
    // EPD reports are for an application: the uploader's company is certified (the action gate).
    const uploader = await t.loginAs({ company: { name: 'Quota Steel Co', status: 1 } });
    // The user has uploaded all but five of today's files.
    await t.app.services.limiter.hit(
      uploadQuotaKeys.files(uploader.id),
      0,
      UPLOAD_QUOTA.windowMs,
      UPLOAD_QUOTA.filesPerDay - 5,
    );
    const before = storedFiles(t).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadAs(uploader, 'EPD', `report-${i}.pdf`, pdfBytes())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]).toMatchObject({
      code: 1301,
      error: 'UPLOAD_DAILY_FILES',
      message: 'You have uploaded as many files as allowed today, please try again tomorrow',
      data: null,
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await fileCount(uploader.id)).toBe(5);
    expect(storedFiles(t).length).toBe(before + 5);

    const zh = await upload(t, {
      as: uploader,
      fields: { businessType: 'EPD' },
      file: { name: 'one-more.pdf', bytes: pdfBytes() },
      lang: 'zh',
    });
    expect(zh.message).toBe('今日上传的文件数已达上限，请明天再试');
    // Another user's quota is their own.
    expect((await uploadAs(owner, 'EPD', 'mine.pdf', pdfBytes())).status).toBe(200);
  });

  it('stops uploads at the daily bytes, keeping nothing that does not fit', async () => {
    // EPD reports are for an application: the uploader's company is certified (the action gate).
    const uploader = await t.loginAs({ company: { name: 'Quota Steel Co', status: 1 } });
    const bytes = pdfBytes(64 * 1024);
    const key = uploadQuotaKeys.bytes(uploader.id);
    // Room left today for three of these files and a half, so not for four.
    const room = 3 * bytes.length + Math.floor(bytes.length / 2);
    await t.app.services.limiter.hit(key, 0, UPLOAD_QUOTA.windowMs, UPLOAD_QUOTA.bytesPerDay - room);
    const before = storedFiles(t).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => uploadAs(uploader, 'EPD', `bulk-${i}.pdf`, bytes)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused.every((a) => a.error === 'UPLOAD_DAILY_BYTES')).toBe(true);
    expect(refused[0]?.message).toBe(
      'Your uploads today have reached the total size allowed per day, please try again tomorrow',
    );
    expect(await fileCount(uploader.id)).toBe(3);
    expect(storedFiles(t).length).toBe(before + 3);
    // What was refused was given back: the half file of room is still there.
    expect((await t.app.services.limiter.peek(key)).count).toBe(
      UPLOAD_QUOTA.bytesPerDay - room + 3 * bytes.length,
    );
  });
});
