import type {
  ContentStatus,
  Lang,
  TConsoleNews,
  TNews,
  TNewsItem,
  ZContentQuery,
  ZNewsForm,
  ZNewsListBody,
} from '@steel-epd/contract';
import type { z } from 'zod';
import { nowIso } from '../../platform/crypto.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { onlineImageIds, sanitizeRichText } from '../../platform/rich-text.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import { type ContentFilter, contentStore, type NewsRow, type NewsValues } from './content.store.ts';
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

type NewsForm = z.output<typeof ZNewsForm>;

const toItem = (row: NewsRow, lang: Lang): TNewsItem => ({
  id: row.id,
  newsTitle: inLang(row.title_zh, row.title_en, lang),
  newsAbstract: inLang(row.abstract_zh, row.abstract_en, lang),
  newsEditor: inLang(row.editor, row.editor_en, lang),
  publishTime: row.publish_time ?? '',
  indexPicture: row.index_picture_id,
  newestFlag: row.newest_flag === 1,
});

const toConsole = (row: NewsRow): TConsoleNews => ({
  id: row.id,
  titleZh: row.title_zh,
  titleEn: row.title_en,
  abstractZh: row.abstract_zh,
  abstractEn: row.abstract_en,
  contentZh: sanitizeRichText(row.content_zh),
  contentEn: sanitizeRichText(row.content_en),
  editor: row.editor,
  editorEn: row.editor_en,
  indexPicture: row.index_picture_id,
  newestFlag: row.newest_flag === 1,
  status: row.status as ContentStatus,
  publishTime: row.publish_time,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

interface Deps extends PublicationDeps {
  attachments: AttachmentsService;
}

/**
 * News (spec 02 §3 "News"): the portal's home list, pages and articles in the reader's language,
 * and the editors' drafts, changes and publication. HTML is sanitised when it is stored and
 * again when it is served.
 */
export const newsService = (deps: Deps) => {
  const { db, attachments } = deps;
  const store = contentStore(db);
  const pictures = (row: { index_picture_id: number | null }) =>
    row.index_picture_id === null ? [] : [row.index_picture_id];
  const published = publication(deps, {
    kind: 'news',
    row: (s, id) => s.newsById(id),
    setState: (s, id, state) => s.updateNews(id, state),
    remove: (s, id) => s.deleteNews(id),
    files: async (s, id) => {
      const row = await s.newsById(id);
      return row ? pictures(row) : [];
    },
    images: async (s, id) => {
      const row = await s.newsById(id);
      return row ? onlineImageIds(row.content_zh + row.content_en) : [];
    },
    filesInUse: async (s, files, id) =>
      (await Promise.all(files.map(async (f) => ((await s.pictureInUse(f, id)) ? [f] : [])))).flat(),
    detail: async (s, id) => ({ title: (await s.newsById(id))?.title_zh ?? null }),
  });

  const valuesOf = async (form: NewsForm): Promise<NewsValues> => {
    if (form.indexPicture !== null)
      await operatorFile(attachments, form.indexPicture, 'NEWS_IMG', 'body.indexPicture');
    const { contentZh, contentEn } = await sanitizedContent(attachments, form);

    return {
      title_zh: form.titleZh,
      title_en: form.titleEn,
      abstract_zh: form.abstractZh,
      abstract_en: form.abstractEn,
      content_zh: contentZh,
      content_en: contentEn,
      editor: form.editor,
      editor_en: form.editorEn,
      index_picture_id: form.indexPicture,
      newest_flag: form.newestFlag ? 1 : 0,
      publish_time: publicTimeOf(form.publishTime),
    };
  };

  const create = async (actor: Editor, form: NewsForm) => {
    const values = await valuesOf(form);
    return transact(db, async (trx) => {
      const id = await contentStore(trx).insertNews(values, nowIso());
      await published.record(trx, actor, 'create', id, { title: values.title_zh });
      return { id };
    });
  };

  return {
    async home(lang: Lang, size: number): Promise<TNewsItem[]> {
      return (await store.newsHome(nowIso(), size)).map((r) => toItem(r, lang));
    },

    async page(lang: Lang, body: z.output<typeof ZNewsListBody>) {
      const filter: ContentFilter = {
        publicAt: nowIso(),
        title: body.newsTitle || body.title || undefined,
        person: body.publisher || undefined,
      };
      return pageOf(
        body,
        store.newsPage(filter, body.pageSize, (body.pageNum - 1) * body.pageSize),
        store.newsCount(filter),
        (r) => toItem(r, lang),
      );
    },

    async get(lang: Lang, id: number): Promise<TNews> {
      const row = await store.newsById(id);
      if (!isPublicNow(row)) throw appError('NOT_FOUND');
      return {
        ...toItem(row, lang),
        newsContent: sanitizeRichText(inLang(row.content_zh, row.content_en, lang)),
      };
    },

    async adminPage(query: z.output<typeof ZContentQuery>) {
      const filter: ContentFilter = { status: query.status, keyword: query.keyword || undefined };
      return pageOf(
        query,
        store.newsPage(filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.newsCount(filter),
        toConsole,
      );
    },

    async adminGet(id: number): Promise<TConsoleNews> {
      const row = await store.newsById(id);
      if (!row) throw appError('NOT_FOUND');
      return toConsole(row);
    },

    create: (actor: Editor, form: NewsForm) => create(actor, form),

    async update(actor: Editor, id: number, form: NewsForm) {
      const values = await valuesOf(form);
      return transact(db, async (trx) => {
        const trxStore = contentStore(trx);
        const before = await trxStore.newsById(id);
        if (!before) throw appError('NOT_FOUND');
        await trxStore.updateNews(id, { ...values, updated_at: nowIso() });
        await published.refreshFiles(trx, id, pictures(before), before.status);
        await published.record(trx, actor, 'update', id, { title: values.title_zh });
        return { id };
      });
    },

    publish: published.publish,
    unpublish: published.unpublish,
    remove: published.remove,

    /** A demo item, skipped when its Chinese title exists (publication's seed). */
    seed: (actor: Editor, titleZh: string, build: () => Promise<NewsForm>, publish: boolean) =>
      published.seed(
        actor,
        store.newsTitleExists(titleZh),
        async () => create(actor, await build()),
        publish,
      ),
  };
};

export type NewsService = ReturnType<typeof newsService>;
