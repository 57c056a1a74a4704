import {
  attachmentRoutes,
  consoleEpdsRoutes,
  evidenceRoutes,
  routeUrl,
  type TEpdForm,
} from '@steel-epd/contract';
import { insertCompany, insertPcr, makePdf } from './catalogue-fixtures.ts';
import { zipBytes } from './file-bytes.ts';
import { answerOf, type Caller, type TestApp, type TestOperator } from './helper.ts';
import { multipartBody, upload } from './uploads.ts';

/**
 * EPD records made the way the console makes them: files uploaded through /c/attachments/upload,
 * a draft through /c/epds, published through /c/epds/{id}/publish.
 */

let seq = 0;

/** A registration number nobody used yet in this run. */
export const newRegistrationNumber = () => {
  seq += 1;
  return `SEPD-2026-${Date.now().toString(36).toUpperCase()}${seq}`;
};

/** A distinct real PDF uploaded by the operator as an EPD report; its bytes and id. */
export const uploadReport = async (t: TestApp, as: Caller, label = 'report') => {
  seq += 1;
  const bytes = Buffer.from(await makePdf([`${label} ${seq} ${Date.now()}`]));
  const res = await upload(t, {
    route: attachmentRoutes.consoleUpload,
    as,
    fields: { businessType: 'EPD' },
    file: { name: `${label}-${seq}.pdf`, bytes },
  });
  if (!res.ok) throw new Error(`upload failed: ${res.body}`);
  return { id: (res.data as { id: number }).id, bytes };
};

export const uploadDataFile = async (t: TestApp, as: Caller) => {
  seq += 1;
  const bytes = await zipBytes([{ name: 'lci.csv', data: `flow,amount\nsteel,${seq}\n` }]);
  const res = await upload(t, {
    route: attachmentRoutes.consoleUpload,
    as,
    fields: { businessType: 'EPD_DATA' },
    file: { name: `data-${seq}.zip`, bytes },
  });
  if (!res.ok) throw new Error(`upload failed: ${res.body}`);
  return { id: (res.data as { id: number }).id, bytes };
};

export interface Catalogue {
  companyId: number;
  pcrId: number;
}

export const makeCatalogue = async (t: TestApp, name = '宝山钢铁股份有限公司'): Promise<Catalogue> => {
  const company = await insertCompany(t, name);
  const pcr = await insertPcr(t);
  return { companyId: company.id, pcrId: pcr.id };
};

/** A complete form (reports to be added by the caller). */
export const fullForm = (c: Catalogue, overrides: Partial<TEpdForm> = {}): TEpdForm => ({
  productType: 'EPD',
  productName: '热轧带肋钢筋 HRB400E',
  productNameEn: 'Hot-rolled ribbed bar HRB400E',
  companyId: c.companyId,
  pcrId: c.pcrId,
  registrationNumber: newRegistrationNumber(),
  gwp100: 1850.25,
  holderZh: '宝山钢铁股份有限公司',
  holderEn: 'Baoshan Iron & Steel Co., Ltd.',
  siteZh: '上海市宝山区',
  siteEn: 'Baoshan, Shanghai',
  issueDate: '2026-01-15',
  expiryDate: '2031-01-14',
  ...overrides,
});

/** A draft with zh and en reports (and a data file), as an editor makes it. */
export const createDraft = async (
  t: TestApp,
  editor: TestOperator,
  c: Catalogue,
  overrides: Partial<TEpdForm> = {},
) => {
  const zh = await uploadReport(t, editor, 'zh');
  const en = await uploadReport(t, editor, 'en');
  const data = await uploadDataFile(t, editor);
  const draft = await t.data(
    consoleEpdsRoutes.epdCreate,
    { body: fullForm(c, { reportZhId: zh.id, reportEnId: en.id, dataFileId: data.id, ...overrides }) },
    { as: editor },
  );
  return { draft, zh, en, data };
};

export const publishNew = async (
  t: TestApp,
  editor: TestOperator,
  c: Catalogue,
  overrides: Partial<TEpdForm> = {},
) => {
  const made = await createDraft(t, editor, c, overrides);
  const published = await t.data(
    consoleEpdsRoutes.epdPublish,
    { params: { id: made.draft.id } },
    { as: editor },
  );
  return { ...made, published };
};

/** Sends a file to the public verify call, as the /verify page does without browser hashing. */
export const verifyFile = async (t: TestApp, bytes: Buffer, ip = '198.51.100.7') => {
  const { payload, contentType } = await multipartBody({ file: { name: 'report.pdf', bytes } });
  const res = await t.inject({
    method: 'POST',
    url: routeUrl(evidenceRoutes.verifyFile),
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: ip,
    lang: 'en',
  });
  return answerOf(evidenceRoutes.verifyFile, res);
};
