/** The rules of the content editors (news, announcements, static pages, agreements): audit actions, statuses and field limits. */

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

/** An ISO 8601 date-time with its offset or Z (the console sends UTC): 2026-11-23T08:00:00.000Z. */
export const ISO_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
