import { z } from 'zod';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId } from '../../validation.ts';
import { agreementEditorRoutes } from '../agreements/console.ts';
import {
  ZAnnouncementForm,
  ZConsoleAnnouncement,
  ZConsoleNews,
  ZContentQuery,
  ZNewsForm,
  ZStaticPageText,
} from './console-forms.ts';
import { CONTENT_STATUSES } from './editor-rules.ts';
import { zHtml, zHtmlOptional } from './html-fields.ts';
import { ZStaticPage } from './portal.ts';

/**
 * The content editors' calls: news, announcements, the static pages, the rich-text preview, and
 * the agreements' versions (their routes are the agreements area's, listed here under the
 * editors' group the console and the server know them by).
 */
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
  ...agreementEditorRoutes,
} as const;
