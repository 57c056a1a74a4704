import { defineTexts } from '../define.ts';

/** The console's portal-user page: list, filters, disabling and enabling. */
export const consoleUsersTexts = defineTexts({
  'console.users.title': ['用户管理', 'Portal users'],
  'console.users.companyStatus': ['企业认证', 'Certification'],
  'console.users.companyStatus.none': ['未认证', 'Not certified'],
  'console.users.companyStatus.0': ['认证审核中', 'Under review'],
  'console.users.companyStatus.1': ['已认证', 'Certified'],
  'console.users.companyStatus.2': ['认证未通过', 'Rejected'],
  'console.users.auditStatus': ['注册审核', 'Registration'],
  'console.users.auditStatus.0': ['审核中', 'Under review'],
  'console.users.auditStatus.1': ['已通过', 'Approved'],
  'console.users.auditStatus.2': ['未通过', 'Failed'],
  'console.users.status': ['状态', 'Status'],
  'console.users.active': ['正常', 'Active'],
  'console.users.locked': ['已禁用', 'Disabled'],
  'console.users.closed': ['已注销', 'Closed'],
  'console.users.createdAt': ['注册时间', 'Registered'],
  'console.users.actions': ['操作', 'Actions'],
  'console.users.disable': ['禁用', 'Disable'],
  'console.users.enable': ['启用', 'Enable'],
  'console.users.disableConfirm': [
    '确定禁用该用户？其登录会话将立即失效，且无法再次登录。',
    'Disable this user? Their sessions end at once and they cannot log in again.',
  ],
  'console.users.enableConfirm': [
    '确定启用该用户？其可再次登录。',
    'Enable this user? They can log in again.',
  ],
  'console.users.disabledToast': ['用户已禁用', 'The user is disabled'],
  'console.users.enabledToast': ['用户已启用', 'The user is enabled'],
  'console.users.filterKeyword': ['搜索账号、用户名或企业名称', 'Search account, user name or company'],
  'console.users.filterAccountType': ['按账号类型筛选', 'Filter by account type'],
  'console.users.filterLocked': ['按状态筛选', 'Filter by status'],
  'console.users.filterAuditStatus': ['按注册审核筛选', 'Filter by registration'],
  'console.users.total': ['共 {{count}} 个用户', '{{count}} users'],
  'console.users.total_one': ['共 {{count}} 个用户', '{{count}} user'],

  'console.action.user.disable': ['禁用用户', 'User disabled'],
  'console.action.user.enable': ['启用用户', 'User enabled'],
});
