import { z } from 'zod';
import { ZPageQuery } from '../../envelope.ts';
import { zId, zLine } from '../../validation.ts';
import { CONTENT_FIELD_MAX, CONTENT_STATUSES } from './editor-rules.ts';
import { optionalLine, optionalText, required, zHtml, zHtmlOptional, zTime } from './html-fields.ts';
import { STATIC_PAGES, ZAttachmentRef } from './portal.ts';

/** What the content editors write and read: news items, announcements and the static pages. */

/** What an editor writes of a news item; Chinese is required, English optional (falls back to Chinese). */
export const ZNewsForm = z.object({
  titleZh: required('console.news.titleRequired', CONTENT_FIELD_MAX.title),
  titleEn: optionalLine(CONTENT_FIELD_MAX.title),
  abstractZh: optionalText(CONTENT_FIELD_MAX.abstract),
  abstractEn: optionalText(CONTENT_FIELD_MAX.abstract),
  contentZh: zHtml('console.news.contentRequired'),
  contentEn: zHtmlOptional(),
  editor: optionalLine(CONTENT_FIELD_MAX.editor),
  /** The editor's name in English; empty: the Chinese name stands in. */
  editorEn: optionalLine(CONTENT_FIELD_MAX.editor),
  /** An image an operator uploaded with businessType NEWS_IMG; absent: none. */
  indexPicture: zId.nullable().default(null),
  newestFlag: z.boolean().default(false),
  /** When it becomes public once published; absent: the moment it is published. */
  publishTime: zTime().nullable().default(null),
});
export type TNewsForm = z.input<typeof ZNewsForm>;

export const ZConsoleNews = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  abstractZh: z.string(),
  abstractEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  editor: z.string(),
  editorEn: z.string(),
  indexPicture: z.number().int().nullable(),
  newestFlag: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  publishTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleNews = z.infer<typeof ZConsoleNews>;

/** What an editor writes of an announcement. */
export const ZAnnouncementForm = z.object({
  titleZh: required('console.news.titleRequired', CONTENT_FIELD_MAX.title),
  titleEn: optionalLine(CONTENT_FIELD_MAX.title),
  summaryZh: optionalText(CONTENT_FIELD_MAX.abstract),
  summaryEn: optionalText(CONTENT_FIELD_MAX.abstract),
  contentZh: zHtml('console.news.contentRequired'),
  contentEn: zHtmlOptional(),
  publisher: optionalLine(CONTENT_FIELD_MAX.editor),
  publisherEn: optionalLine(CONTENT_FIELD_MAX.editor),
  /** Files an operator uploaded with businessType NOTICE, in this order. */
  attachmentIds: z
    .array(zId, { error: 'validation.invalid' })
    .max(CONTENT_FIELD_MAX.attachments, { error: 'console.news.tooManyFiles' })
    .default([]),
  publishTime: zTime().nullable().default(null),
});
export type TAnnouncementForm = z.input<typeof ZAnnouncementForm>;

export const ZConsoleAnnouncement = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  publisher: z.string(),
  publisherEn: z.string(),
  attachmentList: z.array(ZAttachmentRef),
  status: z.enum(CONTENT_STATUSES),
  publishTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleAnnouncement = z.infer<typeof ZConsoleAnnouncement>;

export const ZContentQuery = ZPageQuery.extend({
  keyword: zLine().max(100, { error: 'validation.tooLong' }).optional(),
  status: z.enum(CONTENT_STATUSES, { error: 'validation.invalid' }).optional(),
});

export const ZStaticPageText = z.object({
  page: z.enum(STATIC_PAGES),
  lang: z.enum(['zh', 'en']),
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type TStaticPageText = z.infer<typeof ZStaticPageText>;
