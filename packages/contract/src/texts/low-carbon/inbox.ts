import { defineTexts } from '../define.ts';

/** Inner messages of the low-carbon steel certification (the inbox renders them in the reader's language). */
export const inboxLowCarbonTexts = defineTexts({
  'inbox.lowCarbon.submitted': [
    '您于{{date}}提交的低碳钢认证申请（{{products}}）已收到，秘书处将尽快审核。',
    'Your low-carbon steel certification application of {{date}} ({{products}}) has been received; the secretariat will review it soon.',
  ],
  'inbox.lowCarbon.approved': [
    '您于{{date}}提交的低碳钢认证申请（{{products}}）已通过审核，计算结果与分级可在“低碳钢认证”页面查看。',
    'Your low-carbon steel certification application of {{date}} ({{products}}) has been approved; its figures and grades are on the low-carbon steel page.',
  ],
  'inbox.lowCarbon.rejected': [
    '您于{{date}}提交的低碳钢认证申请（{{products}}）未通过审核，原因：{{reason}}。',
    'Your low-carbon steel certification application of {{date}} ({{products}}) was rejected. Reason: {{reason}}.',
  ],
  'inbox.lowCarbon.recomputed': [
    '秘书处已按电网排放因子 {{grid}} 吨CO₂/MWh 重新计算您于{{date}}提交的低碳钢认证申请（{{products}}）。',
    'The secretariat computed your low-carbon steel certification application of {{date}} ({{products}}) again with a grid factor of {{grid}} t CO2/MWh.',
  ],
  'inbox.lowCarbon.epdLinked': [
    '您的低碳钢认证产品“{{product}}”已关联EPD {{registration}}。',
    'Your certified low-carbon steel product "{{product}}" has been linked to EPD {{registration}}.',
  ],
});
