import { type Lang, newsRoutes, PAGE_SIZE } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';
import type { PagePrefetch } from '../../../lib/page.ts';
import { hasMore } from '../../../lib/paging.ts';

const newsKey = ['news'] as const;

/** The news timeline's query in a language (the server's drawing of /news seeds it, first-paint/). */
export const newsPagesKey = (lang: Lang) => [...newsKey, 'list', lang] as const;

/** The news timeline: pages of 4, loaded one after another by the more button (spec 02 §4). */
const newsPagesQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: newsPagesKey(lang),
    queryFn: ({ pageParam, signal }) =>
      call(newsRoutes.newsList, { body: { pageNum: pageParam, pageSize: PAGE_SIZE.news }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
  });

export const useNewsPages = () => useInfiniteQuery(newsPagesQuery(useLang()));

/** The timeline's first page: the drawing's, brought up to date. */
export const prefetchNewsPages: PagePrefetch = (client, lang) => {
  void client.prefetchInfiniteQuery(newsPagesQuery(lang));
};

/** One news item in the reader's language. */
export const useNewsItem = (id: number | null) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...newsKey, 'item', id, lang],
    queryFn: ({ signal }) => call(newsRoutes.newsGet, { body: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
};

/** The announcements: pages of 4 with the same load-more rule. */
export const useNoticePages = () => {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: [...newsKey, 'notices', lang],
    queryFn: ({ pageParam, signal }) =>
      call(newsRoutes.announcementList, {
        body: { pageNum: pageParam, pageSize: PAGE_SIZE.announcement },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
  });
};

/** One announcement with its attachments. */
export const useNotice = (id: number | null) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...newsKey, 'notice', id, lang],
    queryFn: ({ signal }) => call(newsRoutes.announcementGet, { body: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
};
