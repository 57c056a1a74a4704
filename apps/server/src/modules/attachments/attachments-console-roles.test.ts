import { attachmentRoutes, type OperatorRole } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, zipBytes } from '../../test/file-bytes.ts';
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

type Role = Exclude<OperatorRole, 'administrator'>;

/**
 * Issue 28 point 8: an operator reads an uploaded file in the console only when their role
 * handles the record it belongs to (the roles of that record's console calls); administrators
 * read every one. Another role hears OPERATOR_ROLE_REQUIRED, on /c/attachments/{id} and on
 * /n/attachment/online/{id} alike.
 */
describe(`console file readers by record (${engineName})`, () => {
  let t: TestApp;
  let applicant: TestUser;
  let operators: Record<OperatorRole, TestOperator>;
  /** Each file by its label, with the roles (other than administrators) that read it. */
  const files: { label: string; id: number; readers: Role[] }[] = [];

  const portalFile = async (
    label: string,
    readers: Role[],
    businessType: string,
    file: { name: string; bytes: Buffer },
    reportType?: string,
  ) => {
    const res = await upload(t, {
      as: applicant,
      fields: { businessType, ...(reportType ? { reportType } : {}) },
      file,
    });
    if (!res.ok) throw new Error(`${label}: ${res.body}`);
    files.push({ label, id: res.data.id, readers });
  };
  const consoleFile = async (
    label: string,
    readers: Role[],
    businessType: string,
    name: string,
    bytes: Buffer,
  ) => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as: operators.administrator,
      fields: { businessType },
      file: { name, bytes },
    });
    if (!res.ok) throw new Error(`${label}: ${res.body}`);
    files.push({ label, id: res.data.id, readers });
  };
  const platformFile = async (label: string, readers: Role[], businessType: string, mimeType: string) => {
    const { id } = await t.app.services.attachments.putFile({
      operatorId: null,
      businessType,
      fileName: `${label}.bin`,
      mimeType,
      bytes: mimeType === 'image/png' ? await pngBytes() : pdfBytes(),
    });
    files.push({ label, id, readers });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // Certified: the application uploads and the workbook pass the action gate.
    applicant = await t.loginAs({ company: { name: 'Roles Steel Co', status: 1 } });
    operators = {
      administrator: await t.loginAsOperator('administrator'),
      reviewer: await t.loginAsOperator('reviewer'),
      editor: await t.loginAsOperator('editor'),
    };
    const pdf = pdfBytes();
    const png = await pngBytes();
    const zip = zipBytes([{ name: 'lci.csv', data: 'flow,amount\n' }]);
    // The certification's images: the company review.
    await portalFile('licence', ['reviewer'], 'COMPANY_LICENSE', { name: 'licence.png', bytes: png });
    await portalFile('billing', ['reviewer'], 'COMPANY_BILL_INFO', { name: 'billing.png', bytes: png });
    // An application's reports and data, its quote and contract: the applications queue.
    await portalFile('lca report', ['reviewer'], 'LCA', { name: 'lca.pdf', bytes: pdf });
    await portalFile('epd pre-report', ['reviewer'], 'EPD', { name: 'epd.pdf', bytes: pdf });
    await portalFile('data sheet', ['reviewer'], 'LCA', { name: 'data.zip', bytes: zip }, 'data');
    await consoleFile('quote', ['reviewer'], 'QUOTE', 'quote.pdf', pdf);
    await consoleFile('contract', ['reviewer'], 'CONTRACT', 'contract.pdf', pdf);
    // A low-carbon application's workbook: the low-carbon queue.
    await portalFile(
      'workbook',
      ['reviewer'],
      'RES_IMG',
      { name: 'workbook.xlsx', bytes: await fillLowCarbonTemplate(SCRAP_EAF) },
      '0',
    );
    // A verification request's report and the answer's file: the verification queue.
    await portalFile('verification report', ['reviewer'], 'EPD_VERIFY', { name: 'verify.pdf', bytes: pdf });
    await consoleFile('verification answer', ['reviewer'], 'VERIFY_FEEDBACK', 'answer.pdf', pdf);
    // A catalogue record's files: the EPD pages' editors and the reviewers who release them.
    await consoleFile('catalogue report', ['editor', 'reviewer'], 'EPD', 'report.pdf', pdf);
    await consoleFile('catalogue data', ['editor', 'reviewer'], 'EPD_DATA', 'data.zip', zip);
    await platformFile('qr code', ['editor', 'reviewer'], 'EPD_QR', 'image/png');
    // PCR documents and the site's content: the editors.
    await consoleFile('pcr document', ['editor'], 'PCR', 'pcr.pdf', pdf);
    await consoleFile('resource cover', ['editor'], 'RES_IMG', 'cover.png', png);
    await consoleFile('news picture', ['editor'], 'NEWS_IMG', 'news.png', png);
    await consoleFile('announcement file', ['editor'], 'NOTICE', 'notice.pdf', pdf);
    await consoleFile('resource document', ['editor'], 'RESOURCE', 'resource.pdf', pdf);
    await consoleFile('gpi document', ['editor'], 'GPI', 'gpi.pdf', pdf);
    await consoleFile('form template', ['editor'], 'TEMPLATE', 'template.pdf', pdf);
    await platformFile('low-carbon template', ['editor'], 'LCES_TEMPLATE', 'application/pdf');
    // A type no record names: administrators only.
    await platformFile('unknown type', [], 'SOMETHING_ELSE', 'application/pdf');
  }, 60_000);
  afterAll(() => t.close());

  const inConsole = (id: number, as: Caller) =>
    t.call(attachmentRoutes.consoleAttachment, { params: { id } }, { as, lang: 'en' });
  const online = (id: number, as: Caller) =>
    t.call(attachmentRoutes.attachmentOnline, { params: { id } }, { as, lang: 'en' });

  it('gives each file to the roles of its record and refuses the others with the envelope', async () => {
    expect(files).toHaveLength(22);
    for (const { label, id, readers } of files) {
      for (const role of ['reviewer', 'editor'] as const) {
        for (const [route, call] of [
          ['console', inConsole],
          ['online', online],
        ] as const) {
          const res = await call(id, operators[role]);
          const what = `${role} reads the ${label} (${route})`;
          if (readers.includes(role)) {
            expect(res.status, what).toBe(200);
          } else {
            expect(res.status, what).toBe(403);
            expect(res, what).toMatchObject({
              code: 1003,
              error: 'OPERATOR_ROLE_REQUIRED',
              message: 'Your role may not do this',
              data: null,
            });
          }
        }
      }
      expect((await inConsole(id, operators.administrator)).status, `administrator, ${label}`).toBe(200);
    }
  });

  it('refuses an editor every portal upload: licences, billing information, reports, workbooks', async () => {
    const portal = files.filter((f) => !f.readers.includes('editor') && f.readers.length > 0);
    expect(portal.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        'licence',
        'billing',
        'lca report',
        'workbook',
        'verification report',
        'quote',
      ]),
    );
    for (const { id } of portal) {
      const res = await inConsole(id, operators.editor);
      expect(res.status).toBe(403);
      expect(res.bytes.length).toBeLessThan(500);
    }
  });

  it('keeps the portal owner’s own reads and a published public image open to every role', async () => {
    const licence = files.find((f) => f.label === 'licence')!.id;
    expect((await online(licence, applicant)).status).toBe(200);
    const cover = files.find((f) => f.label === 'resource cover')!.id;
    await t.app.services.attachments.setPublished([cover], true);
    expect((await online(cover, operators.reviewer)).status).toBe(200);
    await t.app.services.attachments.setPublished([cover], false);
    expect((await online(cover, operators.reviewer)).status).toBe(403);
  });
});
