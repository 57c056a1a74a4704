import type { TEpdInfo } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { epdInLang, formatGwp, hasEnglish, loginPathFor, reportIdFor } from './epd-view.ts';

const info: TEpdInfo = {
  epdRegistrationNumber: 'SEPD-2026-0001',
  productName: '热轧带肋钢筋',
  productNameEn: 'Hot-rolled ribbed bar',
  gwp100: 1850.46,
  companyName: '宝山钢铁股份有限公司',
  companyNameEn: null,
  productAddress: '上海市宝山区',
  productAddressEn: 'Baoshan, Shanghai',
  epdExpirationDate: '2030-01-01',
  issueDate: '2025-01-01',
  businessId: 'zhReportzhReportzhRepo',
  businessIdEn: 'enReportenReportenRepo',
  status: 'valid',
  supersededBy: null,
};

describe('the phone summary in one language', () => {
  it('takes English names where the record has them and Chinese ones elsewhere', () => {
    expect(epdInLang(info, 'en')).toEqual({
      productName: 'Hot-rolled ribbed bar',
      holder: '宝山钢铁股份有限公司',
      site: 'Baoshan, Shanghai',
    });
    expect(epdInLang(info, 'zh').productName).toBe('热轧带肋钢筋');
  });

  it('offers the language switch only with an English product name', () => {
    expect(hasEnglish(info)).toBe(true);
    expect(hasEnglish({ ...info, productNameEn: null })).toBe(false);
    expect(hasEnglish({ ...info, productNameEn: '  ' })).toBe(false);
  });

  it('opens the report of the language, the Chinese one when there is no English one, none when withdrawn', () => {
    expect(reportIdFor(info, 'zh')).toBe('zhReportzhReportzhRepo');
    expect(reportIdFor(info, 'en')).toBe('enReportenReportenRepo');
    expect(reportIdFor({ ...info, businessIdEn: null }, 'en')).toBe('zhReportzhReportzhRepo');
    expect(reportIdFor({ ...info, status: 'withdrawn' }, 'zh')).toBeNull();
    expect(loginPathFor('a-b_c')).toBe('/Loginapp?id=a-b_c');
  });

  it('writes GWP100 with grouped thousands and one decimal', () => {
    expect(formatGwp(1850.46, 'en')).toBe('1,850.5');
    expect(formatGwp(2000, 'zh')).toBe('2,000');
  });
});
