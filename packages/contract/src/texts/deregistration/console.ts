import { defineTexts } from '../define.ts';

/** The console's deregistration requests page: the pending list, approving and refusing. */
export const consoleDeregistrationsTexts = defineTexts({
  'console.nav.deregistrations': ['注销申请', 'Deregistrations'],
  'console.deregistrations.title': ['账号注销申请', 'Account deregistration requests'],
  'console.deregistrations.intro': [
    '通过后账号将被注销：个人信息被删除或匿名化，登录会话立即失效，企业及其记录保留。拒绝后账号恢复正常，用户会收到包含原因的站内消息。',
    'Approving closes the account: its personal data is erased or anonymised and its sessions end; its company and records stay. Refusing keeps the account active, and the user gets an inbox message with the reason.',
  ],
  'console.deregistrations.requestedAt': ['申请时间', 'Requested'],
  'console.deregistrations.actions': ['操作', 'Actions'],
  'console.deregistrations.approve': ['通过', 'Approve'],
  'console.deregistrations.refuse': ['拒绝', 'Refuse'],
  'console.deregistrations.approveConfirm': [
    '确定通过该注销申请？账号将被注销且个人信息将被删除，此操作不可撤销。',
    'Approve this request? The account is closed and its personal data erased; this cannot be undone.',
  ],
  'console.deregistrations.refuseTitle': ['拒绝注销申请：{{account}}', 'Refuse the request of {{account}}'],
  'console.deregistrations.reason': ['拒绝原因', 'Reason'],
  'console.deregistrations.reasonHint': [
    '用户将在站内消息中看到此原因',
    'The user reads this reason in their inbox',
  ],
  'console.deregistrations.reasonRequired': ['请填写拒绝原因', 'Please give a reason'],
  'console.deregistrations.approvedToast': ['已通过，账号已注销', 'Approved: the account is closed'],
  'console.deregistrations.refusedToast': ['已拒绝该注销申请', 'The request is refused'],
  'console.deregistrations.total': ['共 {{count}} 个待处理申请', '{{count}} pending requests'],
  'console.deregistrations.total_one': ['共 {{count}} 个待处理申请', '{{count}} pending request'],
  'console.deregistrations.empty': ['暂无待处理的注销申请', 'No pending requests'],

  'console.action.deregistration.approve': ['通过注销申请', 'Deregistration approved'],
  'console.action.deregistration.refuse': ['拒绝注销申请', 'Deregistration refused'],
});
