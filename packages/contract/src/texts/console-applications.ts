import { defineTexts } from './define.ts';

/** The console's applications workflow: the queue, one application, its moves, quotes, contracts and release. */
export const consoleApplicationsTexts = defineTexts({
  'console.applications.reasonRequired': ['请填写退回原因', 'Please give the reason for moving it back'],
  'console.applications.noteRequired': ['请填写需要修改的内容', 'Please say what needs correcting'],
  'console.applications.contractFilesRequired': ['请上传合同文件', 'Please upload the contract files'],
});
