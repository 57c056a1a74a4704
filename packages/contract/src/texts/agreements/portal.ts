import { defineTexts } from '../define.ts';

/** The agreement pages /policy, /agreement, /compent and /hoster (spec 02 §2 "Agreements"). */
export const portalAgreementTexts = defineTexts({
  'agreement.version': ['版本 {{version}}', 'Version {{version}}'],
  'agreement.published': ['发布日期 {{date}}', 'Published {{date}}'],
  'agreement.ended': ['失效日期 {{date}}', 'No longer in force since {{date}}'],
  'agreement.inForce': ['现行版本', 'In force'],
  'agreement.superseded': ['已失效', 'No longer in force'],
  'agreement.totals': ['共 {{count}} 个版本', 'Versions: {{count}}'],
  'agreement.pager': ['分页', 'Pages'],
  'agreement.pagePrev': ['上一页', 'Previous'],
  'agreement.pageNext': ['下一页', 'Next'],
  'agreement.pageOf': ['第 {{page}} / {{pages}} 页', 'Page {{page}} of {{pages}}'],
  'agreement.history': ['历史版本', 'All versions'],
  'agreement.columnVersion': ['版本', 'Version'],
  'agreement.columnPublished': ['发布日期', 'Published'],
  'agreement.columnStatus': ['状态', 'Status'],
  'agreement.open': ['查看全文', 'Read'],
  'agreement.noVersions': ['暂无已发布的版本。', 'No version has been published yet.'],
  'agreement.unknownType': [
    '没有这份协议，请选择要查看的协议：',
    'There is no such agreement. Choose one to read:',
  ],
  'agreement.versionNotFound': [
    '未找到该协议版本，它可能尚未发布或地址有误。请查看现行版本：',
    'This version of the agreement was not found: it may not be published yet, or the address is wrong. Read the version in force:',
  ],
});
