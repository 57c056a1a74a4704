import {
  consoleNewsRoutes as r,
  type StaticPage,
  type TAnnouncementForm,
  type TNewsForm,
} from '@steel-epd/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { uploadConsoleFile } from '../../lib/console-files.ts';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const newsKey = ['news'] as const;
export const announcementsKey = ['announcements'] as const;
export const pagesKey = ['static-pages'] as const;

export type ContentQuery = PageQuery & { keyword?: string };

export const newsQueryOptions = (query: ContentQuery) => pageQueryOptions(newsKey, r.newsAdminList, query);
export const announcementsQueryOptions = (query: ContentQuery) =>
  pageQueryOptions(announcementsKey, r.announcementAdminList, query);

/** What the publish, take-back and delete buttons do, for news and announcements alike. */
export type ContentMove = 'publish' | 'unpublish' | 'delete';

const newsMoves = { publish: r.newsPublish, unpublish: r.newsUnpublish, delete: r.newsDelete } as const;
const announcementMoves = {
  publish: r.announcementPublish,
  unpublish: r.announcementUnpublish,
  delete: r.announcementDelete,
} as const;

/** Publishes, takes back or deletes one item; the list and the audit log are fetched again. */
export const useContentMove = (kind: 'news' | 'announcement') => {
  const onSuccess = useInvalidate(kind === 'news' ? newsKey : announcementsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: ContentMove }) =>
      call((kind === 'news' ? newsMoves : announcementMoves)[move], { params: { id } }),
    onSuccess,
  });
};

export const useSaveNews = () => {
  const onSuccess = useInvalidate(newsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: TNewsForm }) =>
      id === null ? call(r.newsCreate, { body: form }) : call(r.newsUpdate, { params: { id }, body: form }),
    onSuccess,
  });
};
export type SaveNews = ReturnType<typeof useSaveNews>;

export const useSaveAnnouncement = () => {
  const onSuccess = useInvalidate(announcementsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: TAnnouncementForm }) =>
      id === null
        ? call(r.announcementCreate, { body: form })
        : call(r.announcementUpdate, { params: { id }, body: form }),
    onSuccess,
  });
};
export type SaveAnnouncement = ReturnType<typeof useSaveAnnouncement>;

export const pagesQueryOptions = () =>
  queryOptions({ queryKey: pagesKey, queryFn: ({ signal }) => call(r.staticPageList, { signal }) });

export const useSavePage = () => {
  const onSuccess = useInvalidate(pagesKey, auditLogKey);
  return useMutation({
    mutationFn: ({ page, lang, content }: { page: StaticPage; lang: 'zh' | 'en'; content: string }) =>
      call(r.staticPageUpdate, { params: { page }, body: { lang, content } }),
    onSuccess,
  });
};

/** Uploads a news picture (JPEG or PNG) and answers its id. */
export const uploadNewsPicture = (file: File) => uploadConsoleFile('NEWS_IMG', file);
/** Uploads an announcement attachment (PDF) and answers its id. */
export const uploadNoticeFile = (file: File) => uploadConsoleFile('NOTICE', file);
