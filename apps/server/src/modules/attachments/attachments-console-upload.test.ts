import { attachmentRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxBytes,
  exeBytes,
  pdfBytes,
  pngBytes,
  xlsBytes,
  xlsxBytes,
  zipBytes,
} from '../../test/file-bytes.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { storedFiles, upload } from '../../test/uploads.ts';

const route = attachmentRoutes.consoleUpload;

describe(`operator uploads of catalogue files (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    user = await t.loginAs({ company: { name: 'Upload Steel Co' } });
  });
  afterAll(() => t.close());

  it.each([
    ['EPD', 'report.pdf', () => pdfBytes(), 'application/pdf'],
    ['PCR', '产品种类规则.pdf', () => pdfBytes(), 'application/pdf'],
    ['EPD_DATA', 'data.zip', () => zipBytes([{ name: 'lci.csv', data: 'flow,amount\n' }]), 'application/zip'],
  ] as const)(
    'an editor uploads %s: no portal owner, the operator recorded, private',
    async (type, name, bytes, mime) => {
      const res = await upload(t, {
        route,
        as: editor,
        fields: { businessType: type },
        file: { name, bytes: await bytes() },
      });
      expect(res.code).toBe(1);
      const id = res.code === 1 ? (res.data?.id ?? 0) : 0;
      const row = await t.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        owner_user_id: 0,
        company_id: null,
        operator_id: editor.id,
        business_type: type,
        file_name: name,
        mime_type: mime,
        published_at: null,
      });
    },
  );

  it.each([
    [
      'RESOURCE',
      '钢铁EPD指南.docx',
      docxBytes,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['RESOURCE', 'guide.doc', xlsBytes, 'application/msword'],
    [
      'GPI',
      'GPI.xlsx',
      () => xlsxBytes(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['TEMPLATE', 'template.XLS', xlsBytes, 'application/vnd.ms-excel'],
    ['RESOURCE', 'bundle.zip', () => zipBytes([{ name: 'a.txt', data: 'a' }]), 'application/zip'],
  ] as const)(
    'takes a secretariat document %s %s as what its name says (%s)',
    async (type, name, bytes, mime) => {
      const res = await upload(t, {
        route,
        as: editor,
        fields: { businessType: type },
        file: { name, bytes: bytes() },
      });
      expect(res.code, JSON.stringify(res)).toBe(1);
      const row = await t.db
        .selectFrom('attachments')
        .select(['mime_type', 'file_name'])
        .where('id', '=', res.code === 1 ? (res.data?.id ?? 0) : 0)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ mime_type: mime, file_name: name });
    },
  );

  it.each([
    ['a Word document named .xlsx', 'table.xlsx', docxBytes],
    ['an Excel workbook named .docx', 'text.docx', () => xlsxBytes()],
    ['an executable named .doc', 'text.doc', exeBytes],
    ['an OLE file named .pdf', 'report.pdf', xlsBytes],
  ] as const)('refuses %s as a secretariat document, keeping nothing', async (_, name, bytes) => {
    const before = storedFiles(t).length;
    const res = await upload(t, {
      route,
      as: editor,
      fields: { businessType: 'RESOURCE' },
      file: { name, bytes: bytes() },
    });
    expect(res.status).toBe(400);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses an image as a report, keeping nothing', async () => {
    const before = storedFiles(t).length;
    const res = await upload(t, {
      route,
      as: editor,
      fields: { businessType: 'EPD' },
      file: { name: 'report.pdf', bytes: await pngBytes() },
    });
    expect(res.code).not.toBe(1);
    expect(res.status).toBe(400);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses a type portal users upload and a portal user', async () => {
    const file = { name: 'report.pdf', bytes: await pdfBytes() };
    expect(
      (await upload(t, { route, as: editor, fields: { businessType: 'COMPANY_LICENSE' }, file })).status,
    ).toBe(400);
    expect((await upload(t, { route, as: user, fields: { businessType: 'EPD' }, file })).status).toBe(401);
  });

  it('takes a reviewer’s quote, contract and release files (issue 11: reviewers issue and release applications)', async () => {
    const file = { name: 'offer.pdf', bytes: await pdfBytes() };
    for (const businessType of ['QUOTE', 'CONTRACT', 'EPD']) {
      const res = await upload(t, { route, as: reviewer, fields: { businessType }, file });
      expect(res.status, res.body).toBe(200);
      const row = await t.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', (res.data as { id: number }).id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        owner_user_id: 0,
        company_id: null,
        operator_id: reviewer.id,
        business_type: businessType,
      });
    }
  });
});
