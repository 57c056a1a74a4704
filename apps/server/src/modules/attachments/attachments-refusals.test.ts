import { randomBytes } from 'node:crypto';
import { accountRoutes, attachmentRoutes, routeUrl } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from '../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { attachmentCount, storedFiles, upload } from '../../test/uploads.ts';

describe(`attachment upload refusals leave no row and no file (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let rowsBefore = 0;
  let filesBefore: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: 'Baosteel Test Co', status: 1 } });
    rowsBefore = await attachmentCount(t);
    filesBefore = storedFiles(t);
  });
  afterAll(() => t.close());

  const expectNothingLeft = async () => {
    expect(await attachmentCount(t)).toBe(rowsBefore);
    expect(storedFiles(t)).toEqual(filesBefore);
  };
  const refusal = (res: Awaited<ReturnType<typeof upload>>) => ({
    status: res.status,
    error: res.error,
    message: res.message,
  });

  it('refuses a PNG named .pdf by its bytes', async () => {
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'EPD_VERIFY' },
      file: { name: 'report.pdf', bytes: await pngBytes() },
    });
    expect(refusal(res)).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Only PDF files are accepted',
    });
    await expectNothingLeft();
  });

  it('refuses an executable named .jpg, in Chinese for a Chinese caller', async () => {
    const res = await upload(t, {
      as: user,
      lang: 'zh',
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'licence.jpg', bytes: exeBytes() },
    });
    expect(refusal(res)).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: '图片仅支持JPG或PNG格式',
    });
    await expectNothingLeft();
  });

  it('refuses an executable named .pdf, .zip and .xlsx', async () => {
    for (const [fields, name, message] of [
      [{ businessType: 'LCA' }, 'x.pdf', 'Only PDF files are accepted'],
      [{ businessType: 'EPD', reportType: 'data' }, 'x.zip', 'Only ZIP files are accepted'],
      [{ businessType: 'RES_IMG', reportType: '0' }, 'x.xlsx', 'Please upload an Excel table'],
    ] as const) {
      const res = await upload(t, { as: user, fields, file: { name, bytes: exeBytes() } });
      expect(refusal(res)).toEqual({ status: 400, error: 'VALIDATION_FAILED', message });
    }
    await expectNothingLeft();
  });

  it('refuses a plain ZIP named .xlsx and a PDF where a ZIP is asked for', async () => {
    const plainZip = zipBytes([{ name: 'notes.txt', data: 'hello' }]);
    const excel = await upload(t, {
      as: user,
      fields: { businessType: 'RES_IMG', reportType: '0' },
      file: { name: 'table.xlsx', bytes: plainZip },
    });
    expect(refusal(excel).message).toBe('Please upload an Excel table');
    const zip = await upload(t, {
      as: user,
      fields: { businessType: 'LCA', reportType: 'data' },
      file: { name: 'data.zip', bytes: pdfBytes() },
    });
    expect(refusal(zip).message).toBe('Only ZIP files are accepted');
    await expectNothingLeft();
  });

  it('refuses image bytes that do not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300)]);
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_BILL_INFO' },
      file: { name: 'bill.jpg', bytes: broken },
    });
    expect(refusal(res).message).toBe('Images must be JPG or PNG');
    await expectNothingLeft();
  });

  it('refuses a wrong extension and a name that is too long, before reading the bytes', async () => {
    const gif = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'licence.gif', bytes: await pngBytes() },
    });
    expect(refusal(gif).message).toBe('Images must be JPG or PNG');
    const longName = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: `${'n'.repeat(87)}.png`, bytes: await pngBytes() },
    });
    expect(refusal(longName)).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'The file name is too long',
    });
    // 160 is the limit of a report; 90 of a verification PDF.
    const report = await upload(t, {
      as: user,
      fields: { businessType: 'EPD_VERIFY' },
      file: { name: `${'r'.repeat(87)}.pdf`, bytes: pdfBytes() },
    });
    expect(refusal(report).message).toBe('The file name is too long');
    await expectNothingLeft();
  });

  it('refuses a 6 MB image while it streams, with 413', async () => {
    const big = Buffer.concat([await jpegBytes(), randomBytes(6 * 1024 * 1024)]);
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'huge.jpg', bytes: big },
    });
    expect(refusal(res)).toEqual({
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The file must be smaller than 5 MB',
    });
    await expectNothingLeft();
  });

  it('refuses an empty file and a missing file part', async () => {
    const empty = await upload(t, {
      as: user,
      fields: { businessType: 'EPD_VERIFY' },
      file: { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    });
    expect(refusal(empty)).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'The file is empty',
    });
    const none = await upload(t, { as: user, fields: { businessType: 'EPD_VERIFY' } });
    expect(refusal(none)).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Please upload a file',
    });
    const otherPart = await upload(t, {
      as: user,
      fields: { businessType: 'EPD_VERIFY' },
      file: { name: 'a.pdf', bytes: pdfBytes(), field: 'document' },
    });
    expect(refusal(otherPart).message).toBe('Please upload a file');
    await expectNothingLeft();
  });

  it('refuses an unknown or missing businessType, and text fields sent after the file', async () => {
    const inputs: { fields: Record<string, string>; fileFirst?: boolean }[] = [
      { fields: { businessType: 'PASSPORT' } },
      { fields: {} },
      { fields: { businessType: 'EPD_VERIFY' }, fileFirst: true },
    ];
    for (const input of inputs) {
      const res = await upload(t, {
        as: user,
        ...input,
        file: { name: 'a.pdf', bytes: pdfBytes() },
      });
      expect(res.status).toBe(400);
      expect(res).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: [{ path: 'businessType', message: 'This value is not valid' }],
      });
    }
    await expectNothingLeft();
  });

  it('refuses a body that is not multipart, and an anonymous upload', async () => {
    // A JSON body where the route takes multipart: not what its descriptor describes.
    const json = await t.inject({
      method: 'POST',
      url: routeUrl(attachmentRoutes.attachmentUpload),
      token: user.token,
      payload: { businessType: 'EPD' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await upload(t, {
      fields: { businessType: 'EPD_VERIFY' },
      file: { name: 'a.pdf', bytes: pdfBytes() },
    });
    expect(anonymous.status).toBe(401);
    await expectNothingLeft();
  });

  it('takes no multipart body on any other route', async () => {
    const res = await upload(t, { as: user, fields: { businessType: 'EPD' } });
    expect(res.status).toBe(400);
    // A multipart body to a JSON route, written by hand.
    const other = await t.inject({
      method: 'POST',
      url: routeUrl(accountRoutes.updateUserName),
      token: user.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(other.statusCode).toBe(415);
  });
});
