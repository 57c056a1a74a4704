import { defineTexts } from '../define.ts';

/** The personal centre /user, the password change and the deregistration page (spec 02 §2, §4). */
export const portalPersonalTexts = defineTexts({
  'page.logoff': ['账号注销', 'Close your account'],

  'personal.accountTitle': ['账号信息', 'Account'],
  'personal.phone': ['手机号', 'Phone number'],
  'personal.email': ['邮箱', 'E-mail'],
  'personal.userName': ['用户名', 'User name'],
  'personal.companyName': ['企业名称', 'Company name'],
  'personal.auditStatus': ['注册信息审核', 'Registration review'],
  'personal.auditReviewing': ['审核中', 'Under review'],
  'personal.auditApproved': ['已通过', 'Approved'],
  'personal.auditFailed': ['未通过', 'Not approved'],
  'personal.fixRegistration': ['修改注册信息', 'Correct the details'],
  'personal.rejectReason': ['未通过原因', 'Reason'],
  'personal.companyTitle': ['企业信息', 'Company'],
  'personal.companyStatus': ['企业认证', 'Enterprise certification'],
  'personal.companyNone': ['未认证', 'Not certified'],
  'personal.companyReviewing': ['认证审核中', 'Under review'],
  'personal.companyCertified': ['已认证', 'Certified'],
  'personal.companyRejected': ['认证未通过', 'Not approved'],
  'personal.certify': ['去认证', 'Certify now'],
  'personal.companyEmail': ['企业邮箱', 'Company e-mail'],
  'personal.changeEmail': ['修改邮箱', 'Change'],
  'personal.save': ['保存', 'Save'],
  'personal.emailChanged': ['企业邮箱已修改', 'The company e-mail has been changed'],
  'personal.myApplications': ['我的申请', 'My applications'],
  'personal.lowCarbon': ['低碳钢认证', 'Low-carbon steel certification'],
  'personal.securityTitle': ['账号安全', 'Account security'],
  'personal.changePassword': ['修改密码', 'Change password'],
  'personal.deregister': ['注销账号', 'Close the account'],
  'personal.logoffReviewing': ['账号注销申请审核中', 'Your request to close the account is under review'],
  'personal.logoffReviewingDetail': [
    '审核通过后账号将被注销且无法恢复；如需继续使用，请撤销申请。',
    'Once approved, the account is closed for good; revoke the request to keep using it.',
  ],
  'personal.revoke': ['撤销注销', 'Revoke the request'],
  'personal.revokeConfirmTitle': ['撤销注销申请', 'Revoke the request'],
  'personal.revokeConfirm': ['确定撤销账号注销申请吗？', 'Revoke your request to close the account?'],
  'personal.revoked': ['注销申请已撤销', 'The request has been revoked'],

  'password.phoneAccount': [
    '手机号账号使用短信验证码登录，无需设置密码',
    'Phone accounts log in with an SMS code and have no password',
  ],
  'password.submit': ['修改密码', 'Change the password'],

  'logoff.warning': [
    '注销后账号将无法登录，账号下的个人信息将被删除且无法恢复。注销申请提交后需经平台审核。',
    'A closed account can no longer log in, and its personal data is erased for good. The platform reviews the request first.',
  ],
  'logoff.submit': ['申请注销', 'Request closure'],
  'logoff.confirmTitle': ['确认注销账号', 'Close the account'],
  'logoff.confirm': [
    '确定要注销当前账号吗？审核通过后将无法恢复。',
    'Close this account? Once the request is approved this cannot be undone.',
  ],
  'logoff.confirmOk': ['确认注销', 'Close it'],
});
