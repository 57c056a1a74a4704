import { defineTexts } from '../define.ts';

/**
 * The inbox messages of the secretariat's decisions. The inbox keeps key and parameters and
 * renders them in the reader's language when read; `reason` is the operator's own words. A
 * decision is mailed too, in the person's language (the mail rule of notice-mail.ts).
 */
export const inboxReviewTexts = defineTexts({
  // The subjects of the same messages as mails (their text is the message in plain form).
  'inbox.company.mailSubject': ['您的企业认证有审核结果', 'Your company certification has been decided'],
  'inbox.registration.mailSubject': ['您的注册信息有审核结果', 'Your registration has been reviewed'],
  'inbox.company.approved': [
    '您的企业“{{companyName}}”已通过企业认证，现在可以申请EPD/CFP。',
    'Your company “{{companyName}}” is now certified; you may apply for EPD and CFP filings.',
  ],
  'inbox.company.rejected': [
    '您的企业“{{companyName}}”未通过企业认证，原因：{{reason}}。请修改后重新提交。',
    'The certification of your company “{{companyName}}” was not approved. Reason: {{reason}}. Please correct it and submit again.',
  ],
  'inbox.registration.approved': ['您的注册信息已审核通过。', 'Your registration has been approved.'],
  'inbox.registration.rejected': [
    '您的注册信息未通过审核，原因：{{reason}}。请修改注册信息后重新提交。',
    'Your registration was not approved. Reason: {{reason}}. Please correct your registration and submit it again.',
  ],
});
