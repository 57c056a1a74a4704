import { z } from 'zod';
import { PAGE_SIZE } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine } from '../../validation.ts';

/**
 * News, announcements and the static pages (spec 02 §2 "Content", §3, §7 "Content"). Every item
 * has a Chinese and an English text; the portal is answered in the caller's language
 * (Accept-Language), an empty English text falling back to the Chinese one. Only published
 * items whose publish time has come are public.
 */

/** The portal asks 4 a page (spec 02 §9); the server allows up to this many. */
export const CONTENT_PAGE_SIZE_MAX = 50;
/** How many news items the home page shows. */
export const HOME_NEWS_SIZE = 4;
export const CONTENT_FILTER_MAX = 100;

const zPageNum = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' })
  .default(1);
const zPageSize = (size: number) =>
  z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(CONTENT_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(size);
const zFilter = zLine().max(CONTENT_FILTER_MAX, { error: 'validation.tooLong' }).optional();

/** A news item in a list (spec 02 §3 "News", without its content). */
export const ZNewsItem = z.object({
  id: z.number().int(),
  newsTitle: z.string(),
  newsAbstract: z.string(),
  newsEditor: z.string(),
  /** ISO date-time. */
  publishTime: z.string(),
  /** The index picture's file id (an image shown by /n/attachment/online/{id}), or null. */
  indexPicture: z.number().int().nullable(),
  newestFlag: z.boolean(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** One news item with its content: sanitised HTML. */
export const ZNews = ZNewsItem.extend({ newsContent: z.string() });
export type TNews = z.infer<typeof ZNews>;

export const ZAttachmentRef = z.object({ id: z.number().int(), name: z.string() });

/** An announcement in a list (spec 02 §3 "Announcement", without its content). */
export const ZAnnouncementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publisher: z.string(),
  publishTime: z.string(),
  /** How many attachments it has (the list marks those that have some). */
  attachmentCount: z.number().int(),
});
export type TAnnouncementItem = z.infer<typeof ZAnnouncementItem>;

/** One announcement: its sanitised HTML content and attachments (downloads for logged-in users). */
export const ZAnnouncement = ZAnnouncementItem.extend({
  content: z.string(),
  attachmentList: z.array(ZAttachmentRef),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZNewsListBody = z.object({
  pageNum: zPageNum,
  pageSize: zPageSize(PAGE_SIZE.news),
  /** A part of the title (either name the spec uses). */
  newsTitle: zFilter,
  title: zFilter,
  /** A part of the editor's name. */
  publisher: zFilter,
});
export type TNewsListBody = z.input<typeof ZNewsListBody>;

export const ZAnnouncementListBody = z.object({
  pageNum: zPageNum,
  pageSize: zPageSize(PAGE_SIZE.announcement),
  title: zFilter,
  publisher: zFilter,
});
export type TAnnouncementListBody = z.input<typeof ZAnnouncementListBody>;

/** The static pages (spec 02 §2): their names in the call paths. */
export const STATIC_PAGES = ['about', 'serve', 'pricing'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
export const ZStaticPage = z.enum(STATIC_PAGES, { error: 'validation.invalid' });

/** The frame heights of the static pages (spec 02 §2), by page and language. */
export const STATIC_PAGE_HEIGHT: Record<StaticPage, { zh: number; en: number }> = {
  about: { zh: 3600, en: 3600 },
  serve: { zh: 6050, en: 6500 },
  pricing: { zh: 2200, en: 2200 },
};

/**
 * The page's language in the query (`?lang=en`): an embedded frame cannot send the portal's
 * chosen language as a header. Without it, Accept-Language decides.
 */
const pageQuery = z.object({ lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }).optional() });

const staticPage = (name: StaticPage, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `/n/page/${name}`,
    auth: 'public',
    raw: 'file',
    summary: `${summary}: a small HTML document for the portal's frame, in the asked language (text/html)`,
    query: pageQuery,
    data: z.unknown(),
  });

export const newsRoutes = {
  newsHome: defineRoute({
    method: 'POST',
    path: '/n/portal/index/list/news',
    auth: 'public',
    summary: 'The news of the home page: newest-flagged first, then by publish time, newest first',
    body: z.object({ pageSize: zPageSize(HOME_NEWS_SIZE) }),
    data: z.array(ZNewsItem),
  }),
  newsList: defineRoute({
    method: 'POST',
    path: '/n/portal/list/news',
    auth: 'public',
    summary: 'A page of the published news, newest first; newsTitle (or title) and publisher filter',
    body: ZNewsListBody,
    data: page(ZNewsItem),
  }),
  newsGet: defineRoute({
    method: 'POST',
    path: '/n/portal/get/news/get',
    auth: 'public',
    summary: 'One published news item with its content; anything else answers NOT_FOUND',
    body: z.object({ id: zId }),
    data: ZNews,
  }),
  announcementList: defineRoute({
    method: 'POST',
    path: '/n/announcement/list',
    auth: 'public',
    summary: 'A page of the published announcements, newest first; title and publisher filter',
    body: ZAnnouncementListBody,
    data: page(ZAnnouncementItem),
  }),
  announcementGet: defineRoute({
    method: 'POST',
    path: '/n/announcement/get',
    auth: 'public',
    summary:
      'One published announcement with its content and attachments (downloaded by logged-in users ' +
      'through /n/attachment/download/token/{id}); anything else answers NOT_FOUND',
    body: z.object({ id: zId }),
    data: ZAnnouncement,
  }),
  pageAbout: staticPage('about', 'About the programme'),
  pageServe: staticPage('serve', 'The services'),
  pagePricing: staticPage('pricing', 'The prices'),
} as const;
