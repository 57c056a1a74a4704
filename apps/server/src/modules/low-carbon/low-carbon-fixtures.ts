import { COMPANY_STATUS, REPORT_TYPE_LOW_CARBON_EXCEL } from '@steel-epd/contract';
import type { TestApp, TestUser } from '../../test/helper.ts';
import { fillLowCarbonTemplate as fillTemplate, SCRAP_EAF } from '../../test/low-carbon-workbooks.ts';
import { upload } from '../../test/uploads.ts';

export { fillTemplate, SCRAP_EAF };

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
export const workbookId = async (
  t: TestApp,
  as: TestUser,
  values: Record<string, number | string | null> = SCRAP_EAF,
) => {
  const res = await uploadWorkbook(t, as, await fillTemplate(values));
  if (!res.ok) throw new Error(`workbook upload answered ${res.status}: ${res.body}`);
  return res.data.id;
};

export const certifiedUser = (t: TestApp, name = '江苏沙钢测试有限公司') =>
  t.loginAs({ company: { name, status: COMPANY_STATUS.certified } });
