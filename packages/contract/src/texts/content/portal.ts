import { defineTexts } from '../define.ts';

/** The portal's news, announcements and static pages, and the home page's news section. */
export const portalNewsTexts = defineTexts({
  'news.listTitle': ['新闻动态', 'News'],
  'news.listIntro': ['平台与行业的最新动态。', 'The latest from the platform and the industry.'],
  'news.empty': ['暂无新闻', 'No news yet'],
  'news.editor': ['发布：{{editor}}', 'By {{editor}}'],
  'news.readMore': ['阅读全文', 'Read more'],
  'news.back': ['返回新闻列表', 'Back to the news'],
  'news.pinned': ['置顶', 'Pinned'],
  'news.notFound': ['该新闻不存在或已撤回', 'This news item does not exist or has been taken back'],
  'news.noticesTitle': ['通知公告', 'Announcements'],
  'news.noticesIntro': ['平台秘书处发布的通知与公告。', 'Notices and announcements of the secretariat.'],
  'news.noticesEmpty': ['暂无公告', 'No announcements yet'],
  'news.noticeBack': ['返回公告列表', 'Back to the announcements'],
  'news.noticeNotFound': ['该公告不存在或已撤回', 'This announcement does not exist or has been taken back'],
  'news.attachments': ['附件', 'Attachments'],
  'news.attachmentCount': ['{{count}} 个附件', '{{count}} attachments'],
  'news.attachmentCount_one': ['{{count}} 个附件', '{{count}} attachment'],
  'news.download': ['下载', 'Download'],
  'news.publishedOn': ['发布日期：{{date}}', 'Published {{date}}'],
  'news.publisher': ['发布单位：{{publisher}}', 'From {{publisher}}'],
  'news.homeNews': ['新闻动态', 'News'],
  'news.homeNotices': ['通知公告', 'Announcements'],
  'news.homeMore': ['查看更多', 'See all'],
  'news.pageFrame': ['{{title}}（页面内容）', '{{title}} (page content)'],
});
