import { defineTexts } from '../define.ts';

/**
 * The action gate (spec 01 §4), enterprise certification /enterprise (spec 02 §3, §5) and the
 * registration fix /information and /userinfo (spec 01 §2, §4).
 */
export const portalEnterpriseTexts = defineTexts({
  'gate.auditPending': [
    '您的注册信息正在审核中，审核通过前无法查看完整报告或进行此操作',
    'Your registration details are under review; until they are approved the full report and this action are not available',
  ],
  'gate.auditFailedTitle': ['注册信息审核未通过', 'Registration details not approved'],
  'gate.auditFailed': [
    '您的注册信息未通过审核，请修改后重新提交。现在去修改吗？',
    'Your registration details were not approved. Correct them now?',
  ],
  'gate.companyReviewing': [
    '企业认证正在审核中，请等待审核通过',
    'Your enterprise certification is pending; please wait for the review',
  ],
  'gate.certifyTitle': ['需要企业认证', 'Enterprise certification needed'],
  'gate.certify': [
    '完成企业认证后才能进行此操作。现在去认证吗？',
    'This needs a certified enterprise. Certify yours now?',
  ],
  'gate.go': ['前往', 'Go there'],

  'enterprise.intro': [
    '请填写真实的企业信息并上传营业执照和开票信息，提交后平台将在1个工作日内完成审核。',
    'Enter your company details and upload the business licence and billing information; the platform reviews them within one working day.',
  ],
  'enterprise.creditCode': ['统一社会信用代码', 'Unified social credit code'],
  'enterprise.companyName': ['企业名称', 'Company name'],
  'enterprise.email': ['企业邮箱', 'Company e-mail'],
  'enterprise.address': ['企业地址', 'Company address'],
  'enterprise.corporation': ['法定代表人', 'Legal representative'],
  'enterprise.contacts': ['联系人', 'Contact person'],
  'enterprise.contactPhone': ['联系电话', 'Contact phone'],
  'enterprise.zipCode': ['邮政编码', 'Postal code'],
  'enterprise.licence': ['营业执照', 'Business licence'],
  'enterprise.licenceRequired': ['请上传营业执照', 'Please upload the business licence'],
  'enterprise.billing': ['开票信息', 'Billing information'],
  'enterprise.billingRequired': ['请上传开票信息', 'Please upload the billing information'],
  'enterprise.upload': ['上传图片', 'Upload an image'],
  'enterprise.replace': ['重新上传', 'Replace the image'],
  'enterprise.imageHint': [
    '支持JPG、PNG格式，小于5MB，文件名不超过90个字符',
    'JPG or PNG, under 5 MB, file name at most 90 characters',
  ],
  'enterprise.uploaded': ['上传成功', 'Uploaded'],
  'enterprise.submit': ['提交认证', 'Submit for certification'],
  'enterprise.submittedTitle': ['企业认证已提交', 'Certification submitted'],
  'enterprise.submittedDetail': [
    '企业认证正在审核中，审核结果将通过站内消息通知您。',
    'Your enterprise certification is under review; you will get a message with the result.',
  ],
  'enterprise.rejected': ['企业认证未通过审核', 'Your enterprise certification was not approved'],
  'enterprise.noReason': ['未说明原因', 'No reason was given'],

  'information.failed': [
    '您的注册信息未通过审核，请修改后重新提交。',
    'Your registration details were not approved; please correct them and submit again.',
  ],
  'information.reason': ['审核意见', 'What the review says'],
  'information.intro': [
    '以下是您提交的注册信息，请按审核意见修改后重新提交。',
    'These are the registration details you gave; correct them as the review asks and submit them again.',
  ],
  'information.submit': ['重新提交审核', 'Submit for review again'],
  'information.submitted': [
    '已重新提交，注册信息审核中',
    'Submitted; your registration details are under review again',
  ],
  'information.notNeeded': ['您的注册信息无需修改', 'Your registration details need no correction'],
});
