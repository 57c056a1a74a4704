import { defineTexts } from '../define.ts';

/**
 * The inbox messages of the secretariat's answers to PCR requests. The inbox keeps key and
 * parameters and renders them in the reader's language; `reason` is the operator's own words.
 */
export const inboxPcrTexts = defineTexts({
  'inbox.pcr.accepted': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已受理，秘书处将与您联系开展LCA评估与PCR编制。',
    'Your PCR request of {{date}} (product: {{product}}) has been accepted; the secretariat will contact you to start the LCA assessment and the drafting of the PCR.',
  ],
  'inbox.pcr.declined': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）未被受理，原因：{{reason}}。',
    'Your PCR request of {{date}} (product: {{product}}) was declined. Reason: {{reason}}.',
  ],
  // The secretariat moved an accepted request to a step (decision 221); `note` is its own words or empty.
  'inbox.pcr.step.lcaAssessment': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已进入LCA评估阶段。{{note}}',
    'Your PCR request of {{date}} (product: {{product}}) has moved to the LCA assessment. {{note}}',
  ],
  'inbox.pcr.step.drafting': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已进入PCR编制阶段。{{note}}',
    'Your PCR request of {{date}} (product: {{product}}) has moved to the drafting of the PCR. {{note}}',
  ],
  'inbox.pcr.step.verification': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已进入PCR验证阶段。{{note}}',
    'Your PCR request of {{date}} (product: {{product}}) has moved to the verification of the PCR. {{note}}',
  ],
  'inbox.pcr.step.built': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已建设完成。{{note}}',
    'The PCR of your request of {{date}} (product: {{product}}) is built. {{note}}',
  ],
  'inbox.pcr.step.published': [
    '您于{{date}}提交的PCR申请（产品：{{product}}）已在平台公示，申请已完成。{{note}}',
    'The PCR of your request of {{date}} (product: {{product}}) is announced on the platform; the request is finished. {{note}}',
  ],
});
