import type {
  ContentStatus,
  Lang,
  TAnnouncement,
  TAnnouncementItem,
  TConsoleAnnouncement,
  ZAnnouncementForm,
  ZAnnouncementListBody,
  ZContentQuery,
} from '@steel-epd/contract';
import type { z } from 'zod';
import { nowIso } from '../../platform/crypto.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { onlineImageIds, sanitizeRichText } from '../../platform/rich-text.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  type ContentFilter,
  contentStore,
} from './content.store.ts';
import {
  type Editor,
  inLang,
  isPublicNow,
  operatorFile,
  pageOf,
  publicTimeOf,
  sanitizedContent,
} from './content-common.ts';
import { type PublicationDeps, publication } from './publication.ts';

type AnnouncementForm = z.output<typeof ZAnnouncementForm>;
type Store = ReturnType<typeof contentStore>;
type Files = Map<number, { id: number; name: string }[]>;

/** The files of these announcements, by announcement. */
const filesOf = async (store: Store, ids: number[]): Promise<Files> => {
  const files: Files = new Map(ids.map((id) => [id, []]));
  for (const f of await store.attachmentsOf(ids)) {
    files.get(f.announcement_id)?.push({ id: f.attachment_id, name: f.file_name });
  }
  return files;
};

const toItem = (row: AnnouncementRow, lang: Lang, files: Files): TAnnouncementItem => ({
  id: row.id,
  title: inLang(row.title_zh, row.title_en, lang),
  summary: inLang(row.summary_zh, row.summary_en, lang),
  publisher: inLang(row.publisher, row.publisher_en, lang),
  publishTime: row.publish_time ?? '',
  attachmentCount: files.get(row.id)?.length ?? 0,
});

const toConsole = (row: AnnouncementRow, files: Files): TConsoleAnnouncement => ({
  id: row.id,
  titleZh: row.title_zh,
  titleEn: row.title_en,
  summaryZh: row.summary_zh,
  summaryEn: row.summary_en,
  contentZh: sanitizeRichText(row.content_zh),
  contentEn: sanitizeRichText(row.content_en),
  publisher: row.publisher,
  publisherEn: row.publisher_en,
  attachmentList: files.get(row.id) ?? [],
  status: row.status as ContentStatus,
  publishTime: row.publish_time,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A page of rows with their files, mapped. */
const withFiles = async <T>(
  store: Store,
  rows: Promise<AnnouncementRow[]>,
  map: (r: AnnouncementRow, f: Files) => T,
) => {
  const list = await rows;
  const files = await filesOf(
    store,
    list.map((r) => r.id),
  );
  return list.map((r) => map(r, files));
};

interface Deps extends PublicationDeps {
  attachments: AttachmentsService;
}

/**
 * Announcements (spec 02 §3 "Announcement"): the portal's list and one announcement with its
 * attachments in the reader's language, and the editors' drafts, changes and publication. The
 * attachments are published with the announcement, so logged-in users download them through
 * /n/attachment/download/token/{id} (the download flow of spec 02 §4).
 */
export const announcementsService = (deps: Deps) => {
  const { db, attachments } = deps;
  const store = contentStore(db);
  const fileIds = async (s: Store, id: number) => (await s.attachmentsOf([id])).map((f) => f.attachment_id);
  const published = publication(deps, {
    kind: 'announcement',
    row: (s, id) => s.announcementById(id),
    setState: (s, id, state) => s.updateAnnouncement(id, state),
    remove: (s, id) => s.deleteAnnouncement(id),
    files: fileIds,
    images: async (s, id) => {
      const row = await s.announcementById(id);
      return row ? onlineImageIds(row.content_zh + row.content_en) : [];
    },
    filesInUse: (s, files, id) => s.attachmentsInUse(files, id),
    detail: async (s, id) => ({ title: (await s.announcementById(id))?.title_zh ?? null }),
  });

  const valuesOf = async (form: AnnouncementForm): Promise<AnnouncementValues> => {
    if (new Set(form.attachmentIds).size !== form.attachmentIds.length) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.attachmentIds', message: 'validation.invalid' }],
      });
    }
    for (const [i, id] of form.attachmentIds.entries()) {
      await operatorFile(attachments, id, 'NOTICE', `body.attachmentIds.${i}`);
    }
    const { contentZh, contentEn } = await sanitizedContent(attachments, form);

    return {
      title_zh: form.titleZh,
      title_en: form.titleEn,
      summary_zh: form.summaryZh,
      summary_en: form.summaryEn,
      content_zh: contentZh,
      content_en: contentEn,
      publisher: form.publisher,
      publisher_en: form.publisherEn,
      publish_time: publicTimeOf(form.publishTime),
    };
  };

  const create = async (actor: Editor, form: AnnouncementForm) => {
    const values = await valuesOf(form);
    return transact(db, async (trx) => {
      const trxStore = contentStore(trx);
      const id = await trxStore.insertAnnouncement(values, nowIso());
      await trxStore.setAttachments(id, form.attachmentIds);
      await published.record(trx, actor, 'create', id, {
        title: values.title_zh,
        attachments: form.attachmentIds,
      });
      return { id };
    });
  };

  return {
    async page(lang: Lang, body: z.output<typeof ZAnnouncementListBody>) {
      const filter: ContentFilter = {
        publicAt: nowIso(),
        title: body.title || undefined,
        person: body.publisher || undefined,
      };
      const offset = (body.pageNum - 1) * body.pageSize;
      return pageOf(
        body,
        withFiles(store, store.announcementPage(filter, body.pageSize, offset), (r, f) => toItem(r, lang, f)),
        store.announcementCount(filter),
        (item) => item,
      );
    },

    async get(lang: Lang, id: number): Promise<TAnnouncement> {
      const row = await store.announcementById(id);
      if (!isPublicNow(row)) throw appError('NOT_FOUND');
      const files = await filesOf(store, [id]);
      return {
        ...toItem(row, lang, files),
        content: sanitizeRichText(inLang(row.content_zh, row.content_en, lang)),
        attachmentList: files.get(id) ?? [],
      };
    },

    async adminPage(query: z.output<typeof ZContentQuery>) {
      const filter: ContentFilter = { status: query.status, keyword: query.keyword || undefined };
      const offset = (query.pageNum - 1) * query.pageSize;
      return pageOf(
        query,
        withFiles(store, store.announcementPage(filter, query.pageSize, offset), toConsole),
        store.announcementCount(filter),
        (item) => item,
      );
    },

    async adminGet(id: number): Promise<TConsoleAnnouncement> {
      const row = await store.announcementById(id);
      if (!row) throw appError('NOT_FOUND');
      return toConsole(row, await filesOf(store, [id]));
    },

    create: (actor: Editor, form: AnnouncementForm) => create(actor, form),

    async update(actor: Editor, id: number, form: AnnouncementForm) {
      const values = await valuesOf(form);
      return transact(db, async (trx) => {
        const trxStore = contentStore(trx);
        const before = await trxStore.announcementById(id);
        if (!before) throw appError('NOT_FOUND');
        const filesBefore = await fileIds(trxStore, id);
        await trxStore.updateAnnouncement(id, { ...values, updated_at: nowIso() });
        await trxStore.setAttachments(id, form.attachmentIds);
        await published.refreshFiles(trx, id, filesBefore, before.status);
        await published.record(trx, actor, 'update', id, {
          title: values.title_zh,
          attachments: form.attachmentIds,
        });
        return { id };
      });
    },

    publish: published.publish,
    unpublish: published.unpublish,
    remove: published.remove,

    /** A demo item, skipped when its Chinese title exists (publication's seed). */
    seed: (actor: Editor, titleZh: string, build: () => Promise<AnnouncementForm>, publish: boolean) =>
      published.seed(
        actor,
        store.announcementTitleExists(titleZh),
        async () => create(actor, await build()),
        publish,
      ),
  };
};

export type AnnouncementsService = ReturnType<typeof announcementsService>;
