import { defineTexts } from '../define.ts';

/** The inner message of the secretariat's answer to a verification request; `message` is the operator's own words. */
export const inboxVerificationTexts = defineTexts({
  'inbox.verification.1': [
    '您于{{date}}提交的验证申请（注册号：{{number}}）验证失败。反馈：{{message}}',
    'Your verification request of {{date}} (registration number {{number}}) has failed. Message: {{message}}',
  ],
  'inbox.verification.2': [
    '您于{{date}}提交的验证申请（注册号：{{number}}）验证成功。反馈：{{message}}',
    'Your verification request of {{date}} (registration number {{number}}) has succeeded. Message: {{message}}',
  ],
  'inbox.verification.3': [
    '您于{{date}}提交的验证申请（注册号：{{number}}）正在验证中。反馈：{{message}}',
    'Your verification request of {{date}} (registration number {{number}}) is in progress. Message: {{message}}',
  ],
});
