import { defineTexts } from './define.ts';

/** The console's review queues (company certifications, registration audits). */
const consoleTexts = defineTexts({
  'console.nav.registrations': ['注册审核', 'Registrations'],
  'console.reviews.reasonRequired': ['请填写驳回原因', 'Please give the reason'],
  'console.reviews.reasonTooLong': [
    '驳回原因不能超过200个字符',
    'The reason may have at most 200 characters',
  ],
  'console.reviews.reason': ['驳回原因', 'Reason'],
  'console.reviews.approve': ['通过', 'Approve'],
  'console.reviews.reject': ['驳回', 'Reject'],
  'console.reviews.view': ['查看', 'View'],
  'console.reviews.actions': ['操作', 'Actions'],
  'console.reviews.approvedToast': ['已审核通过', 'Approved'],
  'console.reviews.rejectedToast': ['已驳回', 'Rejected'],
  'console.reviews.filterStatus': ['按状态筛选', 'Filter by status'],

  'console.companies.title': ['企业认证审核', 'Company certifications'],
  'console.companies.total': ['共 {{count}} 条', '{{count}} certifications'],
  'console.companies.total_one': ['共 {{count}} 条', '{{count}} certification'],
  'console.companies.companyName': ['企业名称', 'Company'],
  'console.companies.companyCode': ['企业编号', 'Company code'],
  'console.companies.creditCode': ['统一社会信用代码', 'Credit code'],
  'console.companies.status': ['认证状态', 'Status'],
  'console.companies.submittedAt': ['提交时间', 'Submitted'],
  'console.companies.reviewedAt': ['审核时间', 'Decided'],
  'console.companies.reviewedBy': ['审核人', 'Decided by'],
  'console.companies.companyType': ['企业类型', 'Company type'],
  'console.companies.email': ['企业邮箱', 'E-mail'],
  'console.companies.address': ['企业地址', 'Address'],
  'console.companies.corporation': ['法定代表人', 'Legal representative'],
  'console.companies.contacts': ['联系人', 'Contact'],
  'console.companies.contactPhone': ['联系电话', 'Contact phone'],
  'console.companies.zipCode': ['邮政编码', 'Postal code'],
  'console.companies.licence': ['营业执照', 'Business licence'],
  'console.companies.billing': ['开票信息', 'Billing information'],
  'console.companies.reasonReject': ['驳回原因', 'Rejection reason'],
  'console.companies.users': ['企业用户', 'Company users'],
  'console.companies.detail': ['认证详情', 'Certification'],
  'console.companies.imageMissing': ['图片无法加载', 'The image could not be loaded'],
  'console.companies.approveConfirm': [
    '确定通过该企业认证？企业用户将收到站内信。',
    'Certify this company? Its users get an inbox message.',
  ],
  'console.companies.rejectTitle': ['驳回企业认证', 'Reject the certification'],
  'console.companies.status.0': ['待审核', 'Pending'],
  'console.companies.status.1': ['已认证', 'Certified'],
  'console.companies.status.2': ['已驳回', 'Rejected'],

  'console.registrations.title': ['注册审核', 'Registration audits'],
  'console.registrations.total': ['共 {{count}} 条', '{{count}} registrations'],
  'console.registrations.total_one': ['共 {{count}} 条', '{{count}} registration'],
  'console.registrations.createdAt': ['注册时间', 'Registered'],
  'console.registrations.status': ['审核状态', 'Status'],
  'console.registrations.reasonReject': ['驳回原因', 'Rejection reason'],
  'console.registrations.approveConfirm': [
    '确定通过该用户的注册审核？用户将收到站内信。',
    "Approve this user's registration? They get an inbox message.",
  ],
  'console.registrations.rejectTitle': ['驳回注册信息', 'Reject the registration'],
  'console.registrations.status.0': ['待审核', 'Pending'],
  'console.registrations.status.1': ['已通过', 'Approved'],
  'console.registrations.status.2': ['已驳回', 'Rejected'],

  'console.action.company.approve': ['企业认证通过', 'Company certified'],
  'console.action.company.reject': ['企业认证驳回', 'Certification rejected'],
  'console.action.registration.approve': ['注册审核通过', 'Registration approved'],
  'console.action.registration.reject': ['注册审核驳回', 'Registration rejected'],
});

/**
 * Messages of the enterprise-certification rules (spec 02 §5) that the shared validation texts
 * lack; the server answers them and the portal's form shows them.
 */
const certificationValidationTexts = defineTexts({});

export const consoleReviewsTexts = { ...consoleTexts, ...certificationValidationTexts };
