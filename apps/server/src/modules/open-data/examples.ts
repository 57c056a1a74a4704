import { ZOpenEpd } from '@steel-epd/contract';
import { z } from 'zod';

/**
 * The API reference's example of an open EPD version (docs/openapi.json). Registered here on the
 * contract's schema, so the example's text stays out of the portal's bundle.
 */
const OPEN_EPD_EXAMPLE = {
  id: 'q3N1x9aZk2Lm0pQr7sTuVw',
  registrationNumber: 'SEPD-2026-0001',
  productType: 'EPD',
  productName: '热轧带肋钢筋',
  productNameEn: 'Hot-rolled ribbed bar',
  companyCode: 'DEMO01',
  holderZh: '宝山钢铁股份有限公司',
  holderEn: 'Baoshan Iron & Steel Co., Ltd.',
  siteZh: '上海市宝山区',
  siteEn: 'Baoshan, Shanghai',
  pcrRegisterNo: 'PCR-STEEL-001',
  pcrName: '钢铁产品',
  pcrNameEn: 'Steel products',
  gwp100: 1850.5,
  verifierZh: '青岚环境产品验证中心',
  verifierEn: 'Qinglan Environmental Product Verification Centre',
  makingRoute: 'BF-BOF',
  recycledContent: 0.15,
  issueDate: '2026-01-15',
  expiryDate: '2031-01-14',
  status: 'valid',
  version: 2,
  publishedAt: '2026-01-15T02:00:00.000Z',
  updatedAt: '2026-03-01T08:30:00.000Z',
  withdrawnAt: null,
  supersededBy: null,
  previous: null,
  links: {
    self: 'https://epd.example/api/open/v1/epds/q3N1x9aZk2Lm0pQr7sTuVw',
    openEpdZh: 'https://epd.example/api/open/v1/epds/q3N1x9aZk2Lm0pQr7sTuVw/openepd?lang=zh',
    openEpdEn: 'https://epd.example/api/open/v1/epds/q3N1x9aZk2Lm0pQr7sTuVw/openepd?lang=en',
    ilcd: 'https://epd.example/api/open/v1/epds/q3N1x9aZk2Lm0pQr7sTuVw/ilcd',
    summary: 'https://epd.example/app/epd/q3N1x9aZk2Lm0pQr7sTuVw',
  },
} satisfies z.input<typeof ZOpenEpd>;

/** Once per process: the registry keeps one entry per schema. */
export const registerOpenDataExamples = () => {
  if (!z.globalRegistry.has(ZOpenEpd)) z.globalRegistry.add(ZOpenEpd, { example: OPEN_EPD_EXAMPLE });
};
