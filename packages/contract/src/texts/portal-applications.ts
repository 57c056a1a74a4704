import { defineTexts } from './define.ts';

/** The portal's application pages: the form (/epd/epdApplyFor), tracking (/Epd/mineEpd), details, quotes, contracts. */
export const portalApplicationsTexts = defineTexts({
  'apply.pcrRequired': ['请选择PCR', 'Please choose a PCR'],
  'apply.productsMin': ['请至少填写一个产品', 'Please add at least one product'],
  'apply.productsMax': ['最多填写3个产品', 'At most 3 products can be added'],
});
