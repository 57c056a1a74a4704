import type { ConsoleUploadType, Lang } from '@steel-epd/contract';
import type { OperatorActor, SystemActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import { appError } from '../../platform/errors.ts';
import { onlineImageIds, sanitizeRichText } from '../../platform/rich-text.ts';
import type { AttachmentsService } from '../attachments/index.ts';

/** Who writes content: an editor in the console, or the demo seed. */
export type Editor = OperatorActor | SystemActor;

/**
 * The reader's language of a text kept in both: English readers get the English text, or the
 * Chinese one when no English was written (docs/decisions.md).
 */
export const inLang = (zh: string, en: string, lang: Lang): string =>
  lang === 'en' && en.trim() !== '' ? en : zh;

/** An ISO date-time as stored (UTC, milliseconds, Z), so that text comparison is time order. */
export const storedTime = (iso: string): string => new Date(iso).toISOString();
export const publicTimeOf = (iso: string | null): string | null => (iso === null ? null : storedTime(iso));

/** A page of a list as the spec's list calls answer it. */
export const pageOf = async <R, T>(
  query: { pageNum: number; pageSize: number },
  rows: Promise<R[]>,
  totals: Promise<number>,
  map: (row: R) => T,
) => {
  const [list, count] = await Promise.all([rows, totals]);
  return { list: list.map(map), totals: count, pageSize: query.pageSize, pageNum: query.pageNum };
};

/**
 * A file named by an editor must be an operator's upload of the right type (owner 0); anything
 * else, a user's file above all, is refused as a field error.
 */
export const operatorFile = async (
  attachments: AttachmentsService,
  id: number,
  type: ConsoleUploadType,
  path: string,
) => {
  const row = await attachments.info(id);
  if (row?.business_type !== type || row.owner_user_id !== 0) {
    throw appError('VALIDATION_FAILED', { fields: [{ path, message: 'console.news.fileInvalid' }] });
  }
  return row;
};

/**
 * The pictures sanitised HTML shows from the platform (an editor's NEWS_IMG uploads): each must
 * be one, or the text is refused, so publishing a text never publishes someone else's file.
 */
export const textImages = async (attachments: AttachmentsService, html: string, path: string) => {
  const ids = onlineImageIds(html);
  for (const id of ids) await operatorFile(attachments, id, 'NEWS_IMG', path);
  return ids;
};

/** Whether a news item or an announcement is public now: published, and its time has come. */
export const isPublicNow = <R extends { status: string; publish_time: string | null }>(
  row: R | undefined,
): row is R => row?.status === 'published' && row.publish_time !== null && row.publish_time <= nowIso();

/** Both halves of an editor's HTML, sanitised, with the pictures they show checked. */
export const sanitizedContent = async (
  attachments: AttachmentsService,
  form: { contentZh: string; contentEn: string },
) => {
  const contentZh = sanitizeRichText(form.contentZh);
  const contentEn = sanitizeRichText(form.contentEn);
  await textImages(attachments, contentZh, 'body.contentZh');
  await textImages(attachments, contentEn, 'body.contentEn');
  return { contentZh, contentEn };
};
