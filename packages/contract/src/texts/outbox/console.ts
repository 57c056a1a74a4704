import { defineTexts } from '../define.ts';

/** The console's outbox page: messages the embedded default kept instead of sending. */
export const consoleOutboxTexts = defineTexts({
  'console.outbox.title': ['发件箱', 'Outbox'],
  'console.outbox.intro': [
    '未配置SMTP或短信网关时，平台发出的邮件和短信保存在此处（数据目录中的 outbox.jsonl）。',
    'Without an SMTP server or SMS gateway, the mail and SMS the platform sends are kept here (outbox.jsonl in the data folder).',
  ],
  'console.outbox.time': ['时间', 'Time'],
  'console.outbox.channel': ['渠道', 'Channel'],
  'console.outbox.to': ['收件人', 'Recipient'],
  'console.outbox.subject': ['主题', 'Subject'],
  'console.outbox.text': ['内容', 'Text'],
  'console.outbox.code': ['验证码', 'Code'],
  'console.outbox.channel.sms': ['短信', 'SMS'],
  'console.outbox.channel.mail': ['邮件', 'Mail'],
  'console.outbox.filterChannel': ['按渠道筛选', 'Filter by channel'],
  'console.outbox.filterTo': ['按收件人筛选（手机号或邮箱）', 'Filter by recipient (phone or e-mail)'],
  'console.outbox.total': ['共 {{count}} 条', '{{count}} messages'],
  'console.outbox.total_one': ['共 {{count}} 条', '{{count}} message'],
  'console.outbox.external': [
    '消息经外部服务发出，不保存在发件箱中；发件箱只保存内置默认方式下的消息。',
    'Messages go out through an outside service and are not kept here; the outbox holds only messages of the embedded default.',
  ],
  'console.outbox.viaSmtp': ['邮件经SMTP服务器发送。', 'Mail goes through the SMTP server.'],
  'console.outbox.viaGateway': ['短信经短信网关发送。', 'SMS go through the SMS gateway.'],
});
