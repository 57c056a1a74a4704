import { defineTexts } from './define.ts';

/** The portal's application pages: the form (/epd/epdApplyFor), tracking (/Epd/mineEpd), details, quotes, contracts. */
export const portalApplicationsTexts = defineTexts({
  'apply.pcrRequired': ['请选择PCR', 'Please choose a PCR'],
  'apply.productsMin': ['请至少填写一个产品', 'Please add at least one product'],
  'apply.productsMax': ['最多填写3个产品', 'At most 3 products can be added'],
  // server (helper A)
  'apply.pcrUnavailable': [
    '该PCR不存在或已停用，请重新选择',
    'This PCR is not available; please choose another',
  ],
  'apply.categoryUnknown': [
    '该产品类别不存在，请重新选择',
    'This product category does not exist; please choose again',
  ],
  'apply.technologyUnknown': [
    '该生产工艺不属于所选产品类别，请重新选择',
    'This technology does not belong to the chosen category; please choose again',
  ],
  'apply.fileNotYours': [
    '未找到该文件，请重新上传',
    'This file was not found among your uploads; please upload it again',
  ],
  'apply.lcaFileWrong': ['LCA报告须为上传的PDF文件', 'The LCA report must be an uploaded PDF report'],
  'apply.epdFileWrong': ['EPD预报告须为上传的PDF文件', 'The EPD pre-report must be an uploaded PDF report'],
  'apply.dataFileWrong': [
    '数据收集表须为上传的ZIP文件',
    'The data collection sheet must be an uploaded ZIP file',
  ],
  'apply.fileUsed': [
    '该文件已用于其他申请，请重新上传',
    'This file is already part of an application; please upload it again',
  ],
  'tools.tokenInvalid': ['工具令牌无效或已过期', 'The tool token is invalid or has expired'],
});
