import { defineTexts } from './define.ts';

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
});
