import { defineTexts } from '../define.ts';

/** The header's message bell and the inbox page /textmessage/{id} (spec 01 §2, spec 02 §2 "Inbox"). */
export const portalInboxTexts = defineTexts({
  'mailbox.latest': ['最新消息', 'Latest messages'],
  'mailbox.viewAll': ['查看全部消息', 'See all messages'],
  'mailbox.empty': ['暂无消息', 'No messages yet'],
  'mailbox.bellUnread': ['消息（{{count}}条未读）', 'Messages ({{count}} unread)'],
  'mailbox.readAll': ['全部标为已读', 'Mark all as read'],
  'mailbox.systemMessage': ['系统消息', 'System message'],
  'mailbox.expand': ['展开', 'Show more'],
  'mailbox.collapse': ['收起', 'Show less'],
  'mailbox.open': ['去处理', 'Go there'],
});
