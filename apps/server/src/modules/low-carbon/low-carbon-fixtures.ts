import { COMPANY_STATUS, REPORT_TYPE_LOW_CARBON_EXCEL } from '@steel-epd/contract';
import ExcelJS from 'exceljs';
import type { TestApp, TestUser } from '../../test/helper.ts';
import { upload } from '../../test/uploads.ts';
import { buildTemplateWorkbook } from './carbon/index.ts';

/** The template the platform hands out, filled in by its defined names as another tool would. */
let template: Promise<Buffer> | undefined;
export const fillTemplate = async (values: Record<string, number | string | null>): Promise<Buffer> => {
  template ??= buildTemplateWorkbook();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template) as unknown as ArrayBuffer);
  for (const [name, value] of Object.entries(values)) {
    const [range] = book.definedNames.getRanges(name).ranges;
    if (!range) throw new Error(`the template has no name ${name}`);
    const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(range);
    if (!match) throw new Error(`unexpected range ${range}`);
    const [, sheet, col, row] = match as unknown as [string, string, string, string];
    const target = book.getWorksheet(sheet);
    if (!target) throw new Error(`no sheet ${sheet}`);
    target.getCell(`${col}${row}`).value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

/**
 * The worked example: a scrap-only EAF, 1,000,000 t crude steel, 500,000 MWh purchased
 * electricity at worldsteel's 0.504: 0.252 t CO2/t, s = 1, IEA band E, ResponsibleSteel level 2.
 */
export const SCRAP_EAF = {
  Site: '沙钢电炉厂',
  Route: 'EAF-SCRAP',
  Year: 2025,
  CrudeSteel_t: 1_000_000,
  Scrap_t: 1_100_000,
  PurchasedElectricity_MWh: 500_000,
};

export const uploadWorkbook = (
  t: TestApp,
  as: TestUser,
  bytes: Buffer,
  name = '数据收集表.xlsx',
  lang: 'zh' | 'en' = 'en',
) =>
  upload(t, {
    as,
    lang,
    fields: { businessType: 'RES_IMG', reportType: REPORT_TYPE_LOW_CARBON_EXCEL },
    file: { name, bytes },
  });

/** Uploads a workbook that must be accepted and answers its attachment id. */
export const workbookId = async (t: TestApp, as: TestUser, values: Record<string, number | string | null> = SCRAP_EAF) => {
  const res = await uploadWorkbook(t, as, await fillTemplate(values));
  if (!res.ok) throw new Error(`workbook upload answered ${res.status}: ${res.body}`);
  return res.data.id;
};

export const certifiedUser = (t: TestApp, name = '江苏沙钢测试有限公司') =>
  t.loginAs({ company: { name, status: COMPANY_STATUS.certified } });
