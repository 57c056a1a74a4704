import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zLongText } from '../../validation.ts';
import { AGREEMENT_TYPES, ZAgreementType } from '../agreements/portal.ts';
import { STATIC_PAGES, ZAttachmentRef, ZStaticPage } from './portal.ts';

/** The audit actions of the content editors' calls. */
export const CONTENT_AUDIT_ACTIONS = [
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.unpublish',
  'announcement.delete',
  'staticPage.update',
  'agreement.create',
  'agreement.update',
] as const;

/** A news item or an announcement: a draft, or published (public once its publish time has come). */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_FIELD_MAX = {
  title: 200,
  abstract: 1000,
  editor: 100,
  /** HTML as sent, before sanitising (inline images make it long). */
  html: 2_000_000,
  attachments: 10,
  version: 20,
} as const;

/** An agreement version: digits, letters, '.' and '-' (1.0, 2.1-rc). */
export const AGREEMENT_VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

const required = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optionalLine = (max: number) => zLine().max(max, { error: 'validation.tooLong' }).default('');
const optionalText = (max: number) => zLongText().max(max, { error: 'validation.tooLong' }).default('');
/** HTML: sanitised by the server before it is stored and again when it is served. */
const zHtml = (key: string) =>
  zLongText(key).min(1, { error: key }).max(CONTENT_FIELD_MAX.html, { error: 'validation.tooLong' });
/** HTML that may be empty (the English half: readers then get the Chinese). */
const zHtmlOptional = () => optionalText(CONTENT_FIELD_MAX.html);
/** An ISO 8601 date-time with its offset or Z (the console sends UTC): 2026-11-23T08:00:00.000Z. */
export const ISO_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const zTime = (key = 'validation.invalid') =>
  zLine(key)
    .max(40, { error: key })
    .refine((v) => ISO_TIME_RE.test(v) && !Number.isNaN(Date.parse(v)), { error: key });

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

/** The state of an agreement version: still to come, the one in force, replaced, or past its failure time. */
export const AGREEMENT_VERSION_STATES = ['scheduled', 'inForce', 'superseded', 'failed'] as const;
export type AgreementVersionState = (typeof AGREEMENT_VERSION_STATES)[number];

export const ZConsoleAgreement = z.object({
  id: z.number().int(),
  agreementType: z.enum(AGREEMENT_TYPES),
  lang: z.enum(['zh', 'en']),
  version: z.string(),
  content: z.string(),
  publishTime: z.string(),
  failureTime: z.string().nullable(),
  state: z.enum(AGREEMENT_VERSION_STATES),
});
export type TConsoleAgreement = z.infer<typeof ZConsoleAgreement>;

/** A new agreement version, or a change of one whose publish time has not come. */
export const ZAgreementForm = z.object({
  agreementType: ZAgreementType,
  lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }),
  version: zLine('console.agreements.versionRequired')
    .min(1, { error: 'console.agreements.versionRequired' })
    .refine((v) => AGREEMENT_VERSION_RE.test(v), { error: 'console.agreements.versionPattern' }),
  content: zHtml('console.agreements.contentRequired'),
  publishTime: zTime('console.agreements.publishTimeRequired'),
  failureTime: zTime().nullable().default(null),
});
export type TAgreementForm = z.input<typeof ZAgreementForm>;

export const ZAgreementQuery = z.object({
  agreementType: ZAgreementType.optional(),
  lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }).optional(),
});

const editors = ['editor'] as const;
const idParams = z.object({ id: zId });
const saved = z.object({ id: z.number().int() });
const statusOf = z.object({ id: z.number().int(), status: z.enum(CONTENT_STATUSES) });

export const consoleNewsRoutes = {
  newsAdminList: defineRoute({
    method: 'GET',
    path: '/c/news',
    auth: 'operator',
    roles: editors,
    summary: 'Every news item, drafts too, newest first; keyword matches the titles and the editor',
    query: ZContentQuery,
    data: page(ZConsoleNews),
  }),
  newsAdminGet: defineRoute({
    method: 'GET',
    path: '/c/news/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'One news item as the editor wrote it (sanitised)',
    params: idParams,
    data: ZConsoleNews,
  }),
  newsCreate: defineRoute({
    method: 'POST',
    path: '/c/news',
    auth: 'operator',
    roles: editors,
    summary: 'Creates a news draft; HTML is sanitised; the index picture must be a NEWS_IMG upload',
    body: ZNewsForm,
    data: saved,
  }),
  newsUpdate: defineRoute({
    method: 'POST',
    path: '/c/news/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a news item (all fields, as newsCreate); a published one stays published',
    params: idParams,
    body: ZNewsForm,
    data: saved,
  }),
  newsPublish: defineRoute({
    method: 'POST',
    path: '/c/news/{id}/publish',
    auth: 'operator',
    roles: editors,
    summary: 'Publishes a news item (publish time: the one set, else now) and its index picture',
    params: idParams,
    data: statusOf,
  }),
  newsUnpublish: defineRoute({
    method: 'POST',
    path: '/c/news/{id}/unpublish',
    auth: 'operator',
    roles: editors,
    summary: 'Takes a news item back to draft: it leaves the portal',
    params: idParams,
    data: statusOf,
  }),
  newsDelete: defineRoute({
    method: 'POST',
    path: '/c/news/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Deletes a news item; its picture is private again',
    params: idParams,
    data: saved,
  }),
  announcementAdminList: defineRoute({
    method: 'GET',
    path: '/c/announcements',
    auth: 'operator',
    roles: editors,
    summary: 'Every announcement, drafts too, newest first; keyword matches the titles and the publisher',
    query: ZContentQuery,
    data: page(ZConsoleAnnouncement),
  }),
  announcementAdminGet: defineRoute({
    method: 'GET',
    path: '/c/announcements/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'One announcement as the editor wrote it (sanitised), with its attachments',
    params: idParams,
    data: ZConsoleAnnouncement,
  }),
  announcementCreate: defineRoute({
    method: 'POST',
    path: '/c/announcements',
    auth: 'operator',
    roles: editors,
    summary: 'Creates an announcement draft; its attachments must be NOTICE uploads of an operator',
    body: ZAnnouncementForm,
    data: saved,
  }),
  announcementUpdate: defineRoute({
    method: 'POST',
    path: '/c/announcements/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes an announcement (all fields, as announcementCreate)',
    params: idParams,
    body: ZAnnouncementForm,
    data: saved,
  }),
  announcementPublish: defineRoute({
    method: 'POST',
    path: '/c/announcements/{id}/publish',
    auth: 'operator',
    roles: editors,
    summary: 'Publishes an announcement and its attachments (logged-in users download them)',
    params: idParams,
    data: statusOf,
  }),
  announcementUnpublish: defineRoute({
    method: 'POST',
    path: '/c/announcements/{id}/unpublish',
    auth: 'operator',
    roles: editors,
    summary: 'Takes an announcement back to draft; its attachments are private again',
    params: idParams,
    data: statusOf,
  }),
  announcementDelete: defineRoute({
    method: 'POST',
    path: '/c/announcements/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Deletes an announcement; its attachments are private again',
    params: idParams,
    data: saved,
  }),
  staticPageList: defineRoute({
    method: 'GET',
    path: '/c/pages',
    auth: 'operator',
    roles: editors,
    summary: 'The static pages (about, serve, pricing) in zh and en, as stored (sanitised)',
    data: z.array(ZStaticPageText),
  }),
  staticPageUpdate: defineRoute({
    method: 'POST',
    path: '/c/pages/{page}',
    auth: 'operator',
    roles: editors,
    summary: "Replaces one static page's body in one language; the HTML is sanitised",
    params: z.object({ page: ZStaticPage }),
    body: z.object({
      lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }),
      content: zHtml('console.news.contentRequired'),
    }),
    data: ZStaticPageText,
  }),
  richTextPreview: defineRoute({
    method: 'POST',
    path: '/c/rich-text/preview',
    auth: 'operator',
    roles: editors,
    summary: 'The HTML as the portal will get it: sanitised by the same allow-list as a save',
    body: z.object({ html: zHtmlOptional() }),
    data: z.object({ html: z.string() }),
  }),
  agreementAdminList: defineRoute({
    method: 'GET',
    path: '/c/agreements',
    auth: 'operator',
    roles: editors,
    summary: 'Every version of the agreements, future ones too, newest first, with its state',
    query: ZAgreementQuery,
    data: z.array(ZConsoleAgreement),
  }),
  agreementCreate: defineRoute({
    method: 'POST',
    path: '/c/agreements',
    auth: 'operator',
    roles: editors,
    summary:
      'A new version of an agreement in one language. The publish time may not lie in the past ' +
      '(AGREEMENT_PUBLISH_PAST; within a few minutes counts as now); the failure time comes after it; ' +
      'the version is new for its type and language (AGREEMENT_VERSION_TAKEN)',
    body: ZAgreementForm,
    data: saved,
  }),
  agreementUpdate: defineRoute({
    method: 'POST',
    path: '/c/agreements/{id}',
    auth: 'operator',
    roles: editors,
    summary:
      'Changes a version whose publish time has not come. A published version is never edited, ' +
      'only superseded by a new one (AGREEMENT_PUBLISHED)',
    params: idParams,
    body: ZAgreementForm,
    data: saved,
  }),
} as const;
