import { defineTexts } from '../define.ts';

/**
 * The inbox messages of an application's progress: stage moves, quotes, contracts, requests for
 * corrected LCA data and the release. Kept as key and parameters, rendered in the reader's language.
 * One key per stage, so the stage's name is in the reader's language too. {{products}} are the
 * entries' product names; {{reason}} and {{note}} the secretariat's own words. The same texts,
 * in plain form, are the e-mail (mailSubject its subject).
 */
export const inboxApplicationsTexts = defineTexts({
  'inbox.applications.mailSubject': ['您的EPD/CFP申请有新进展', 'News of your EPD/CFP application'],
  'inbox.applications.reached.20': [
    '您的申请（产品：{{products}}）已受理，进入“合同生成”阶段，秘书处将出具服务报价。',
    'Your application (products: {{products}}) has been accepted and is now at contract generation; the secretariat will send you a quote.',
  ],
  'inbox.applications.reached.30': [
    '您的申请（产品：{{products}}）已进入“LCA计算”阶段。',
    'Your application (products: {{products}}) is now at LCA calculation.',
  ],
  'inbox.applications.reached.40': [
    '您的申请（产品：{{products}}）已进入“第三方验证”阶段。',
    'Your application (products: {{products}}) is now at third-party verification.',
  ],
  'inbox.applications.reached.50': [
    '您的申请（产品：{{products}}）已进入“报告制作”阶段。',
    'Your application (products: {{products}}) is now at report production.',
  ],
  'inbox.applications.reached.60': [
    '您的申请（产品：{{products}}）已进入“评审委员会评审”阶段。',
    'Your application (products: {{products}}) is now at review-panel review.',
  ],
  'inbox.applications.movedBack.10': [
    '您的申请（产品：{{products}}）已退回“EPD申请”阶段，原因：{{reason}}',
    'Your application (products: {{products}}) has been moved back to the application stage. Reason: {{reason}}',
  ],
  'inbox.applications.movedBack.20': [
    '您的申请（产品：{{products}}）已退回“合同生成”阶段，原因：{{reason}}',
    'Your application (products: {{products}}) has been moved back to contract generation. Reason: {{reason}}',
  ],
  'inbox.applications.movedBack.30': [
    '您的申请（产品：{{products}}）已退回“LCA计算”阶段，原因：{{reason}}',
    'Your application (products: {{products}}) has been moved back to LCA calculation. Reason: {{reason}}',
  ],
  'inbox.applications.movedBack.40': [
    '您的申请（产品：{{products}}）已退回“第三方验证”阶段，原因：{{reason}}',
    'Your application (products: {{products}}) has been moved back to third-party verification. Reason: {{reason}}',
  ],
  'inbox.applications.movedBack.50': [
    '您的申请（产品：{{products}}）已退回“报告制作”阶段，原因：{{reason}}',
    'Your application (products: {{products}}) has been moved back to report production. Reason: {{reason}}',
  ],
  'inbox.applications.quoteIssued': [
    '秘书处已为您的申请（产品：{{products}}）出具服务报价，请在“我的申请”中查看并确认。',
    'The secretariat has sent a quote for your application (products: {{products}}); please look at it and confirm it under My applications.',
  ],
  'inbox.applications.contractIssued': [
    '秘书处已为您的申请（产品：{{products}}）出具合同，请在“我的申请”中查看并确认签署。',
    'The secretariat has sent the contract for your application (products: {{products}}); please look at it and sign it under My applications.',
  ],
  'inbox.applications.lcaCorrection': [
    '秘书处请您修改申请（产品：{{products}}）的LCA数据：{{note}} 请重新上传文件后确认修改。',
    'The secretariat asks you to correct the LCA data of your application (products: {{products}}): {{note}} Please upload the files again and confirm the corrected data.',
  ],
  'inbox.applications.lcaAccepted': [
    '您的申请（产品：{{products}}）的LCA数据已通过秘书处确认。',
    'The secretariat has accepted the LCA data of your application (products: {{products}}).',
  ],
  'inbox.applications.released': [
    '您的申请（产品：{{products}}）的报告已发布，注册号：{{numbers}}。',
    'The reports of your application (products: {{products}}) have been released; registration numbers: {{numbers}}.',
  ],
});
