import { defineTexts } from '../define.ts';

/**
 * The texts of the inner messages (inbox) the platform sends. A message is stored as its key
 * and parameters and rendered in the reader's language when listed. The texts are HTML;
 * `{{param}}` placeholders are filled with HTML-escaped values. Each area adds its own keys in
 * its own file under the `inbox.` prefix.
 */
export const inboxMessageTexts = defineTexts({
  'inbox.deregistration.approved': [
    '您于{{date}}提交的账号注销申请已审核通过，账号已注销，个人信息已删除。',
    'Your account deregistration request of {{date}} has been approved: the account is closed and your personal data has been erased.',
  ],
  'inbox.deregistration.refused': [
    '您于{{date}}提交的账号注销申请未通过审核，账号可继续使用。原因：{{reason}}',
    'Your account deregistration request of {{date}} was not approved; your account stays active. Reason: {{reason}}',
  ],
});
