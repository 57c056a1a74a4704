import { defineTexts } from './define.ts';

/** The console's applications workflow: the queue, one application, its moves, quotes, contracts and release. */
export const consoleApplicationsTexts = defineTexts({
  'console.applications.reasonRequired': ['请填写退回原因', 'Please give the reason for moving it back'],
  'console.applications.noteRequired': ['请填写需要修改的内容', 'Please say what needs correcting'],
  'console.applications.contractFilesRequired': ['请上传合同文件', 'Please upload the contract files'],
  // server (helper B)
  /** What blocks the move forward (the detail's next.blockedBy). */
  'console.applications.blocked.quote': ['服务报价尚未确认', 'The quote has not been confirmed'],
  'console.applications.blocked.contract': ['合同尚未签署', 'The contract has not been signed'],
  'console.applications.blocked.lcaCorrection': [
    '已要求修改LCA数据，申请人确认修改前不能继续',
    'Corrected LCA data has been asked for and is not confirmed yet',
  ],
  'console.applications.blocked.files': [
    '有产品缺少LCA报告或数据收集表',
    'A product lacks its LCA report or data collection sheet',
  ],
  /** A field problem of a quote or contract file, or a release's report and data files. */
  'console.applications.fileWrong': [
    '请上传新的PDF文件（报价或合同，未被其他申请使用）',
    'Please upload a new PDF (a quote or contract file not used by another application)',
  ],
  'console.applications.backTarget': [
    '只能退回到更早的阶段',
    'It can only be moved back to an earlier stage',
  ],
  'console.applications.releaseProducts': [
    '请为申请中的每个产品各填写一次发布信息',
    'Please give the release details of each product of the application exactly once',
  ],
});
