import { defineTexts } from '../define.ts';

/** The public /verify page (issue 10 "Evidence"). */
export const portalEvidenceTexts = defineTexts({
  'page.verify': ['报告存证校验', 'Verify a report'],
  'evidence.digestWrong': [
    '请输入 64 位十六进制的 SHA-256 摘要',
    'Please enter a SHA-256 digest of 64 hexadecimal characters',
  ],
  'footer.verify': ['报告校验', 'Verify a report'],
  'verify.title': ['EPD 报告存证校验', 'Verify an EPD report'],
  'verify.intro': [
    '选择一份 PDF 报告，或粘贴其 SHA-256 摘要，即可查询它是否为本平台登记的 EPD 报告。文件只在您的浏览器中计算摘要，不会上传。',
    'Choose a PDF report, or paste its SHA-256 digest, to find out whether it is an EPD report registered on this platform. The file is hashed in your browser and is not uploaded.',
  ],
  'verify.chooseFile': ['选择 PDF 文件', 'Choose a PDF file'],
  'verify.or': ['或', 'or'],
  'verify.digest': ['SHA-256 摘要', 'SHA-256 digest'],
  'verify.digestPlaceholder': ['64 位十六进制字符', '64 hexadecimal characters'],
  'verify.check': ['校验', 'Verify'],
  'verify.hashing': ['正在计算摘要…', 'Hashing the file…'],
  'verify.fileDigest': ['{{name}} 的摘要', 'Digest of {{name}}'],
  'verify.registered': [
    '已登记：这是本平台登记的 EPD 报告',
    'Registered: this is an EPD report registered on this platform',
  ],
  'verify.registeredCopy': [
    '已登记：这是本平台登记的 EPD 报告经平台加盖读者标记后发出的副本',
    'Registered: this is a copy of an EPD report registered on this platform, stamped by the platform for its reader',
  ],
  'verify.notRegistered': [
    '未登记：本平台没有与此文件完全一致的报告',
    'Not registered: no report on this platform is byte-identical to this file',
  ],
  'verify.digestNotRegistered': [
    '未登记：本平台没有摘要与此一致的报告',
    'Not registered: no report on this platform has this digest',
  ],
  'verify.registrationNumber': ['注册号', 'Registration number'],
  'verify.product': ['产品', 'Product'],
  'verify.lang': ['报告语言', 'Report language'],
  'verify.lang.zh': ['中文', 'Chinese'],
  'verify.lang.en': ['英文', 'English'],
  'verify.registeredAt': ['登记时间', 'Registered at'],
  'verify.entryHash': ['交易哈希', 'Entry hash'],
  'verify.epdStatus': ['EPD 状态', 'EPD status'],
  'verify.status.valid': ['有效', 'Valid'],
  'verify.status.expired': ['已过期', 'Expired'],
  'verify.status.superseded': ['已被新版本替代', 'Superseded'],
  'verify.status.withdrawn': ['已撤回', 'Withdrawn'],
  'verify.replaced': [
    '该报告已被更正后的版本替换，但仍是当时登记的文件',
    'A corrected report has replaced this one; it is still the file registered at that time',
  ],
  'verify.copy': [
    '这是平台于 {{time}} 为读者加盖标记后发出的副本，其原件即上述已登记的报告',
    'This is a copy the platform stamped for its reader on {{time}}; the report it was made from is the registered one above',
  ],
  'verify.openEpd': ['查看 EPD', 'Open the EPD'],
  'verify.heads': ['每日链头哈希', 'Daily head hashes'],
  'verify.headsIntro': [
    '每天最后一条存证记录的哈希。保存一份副本，日后即可证明平台没有改写此前的存证历史。',
    "The hash of each day's last ledger entry. Keep a copy: later it proves the platform has not rewritten the history before it.",
  ],
  'verify.date': ['日期（UTC）', 'Date (UTC)'],
  'verify.lastEntry': ['最后一条记录', 'Last entry'],
  'verify.headHash': ['链头哈希', 'Head hash'],
  'verify.entries': ['累计记录数', 'Entries so far'],
  'verify.noHeads': ['暂无存证记录', 'No entries yet'],
  'verify.more': ['加载更多', 'Load more'],
  'verify.noCrypto': [
    '此浏览器无法在本地计算摘要，文件将发送到服务器计算（不会保存）。',
    'This browser cannot hash the file itself; it will be sent to the server to be hashed (never stored).',
  ],
});
