import { type Lang, PAGE_SIZE } from '@steel-epd/contract';
import { queryOptions } from '@tanstack/react-query';
import { homeRefs } from '../../lib/api/route-refs.ts';
import { call } from '../../lib/http.ts';
import type { PagePrefetch } from '../../lib/page.ts';

/** How many news the home page shows. */
const HOME_NEWS = 3;

/** The programme's live figures (GET /n/portal/index/figures), counted by the server. */
export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: ['home', 'figures'],
    queryFn: ({ signal }) => call(homeRefs.homeFigures, { signal }),
    staleTime: 60_000,
  });

/** The latest news with their pictures, newest-flagged first. */
export const homeNewsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['news', 'home', lang],
    queryFn: ({ signal }) => call(homeRefs.newsHome, { body: { pageSize: HOME_NEWS }, signal }),
    staleTime: 60_000,
  });

/** The latest announcements. */
export const homeNoticesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['news', 'home-notices', lang],
    queryFn: ({ signal }) =>
      call(homeRefs.announcementList, { body: { pageNum: 1, pageSize: PAGE_SIZE.announcement }, signal }),
    staleTime: 60_000,
  });

/** What the home page shows first: the figures, the news and the announcements. */
export const prefetchHome: PagePrefetch = (client, lang) => {
  void client.prefetchQuery(homeFiguresQuery());
  void client.prefetchQuery(homeNewsQuery(lang));
  void client.prefetchQuery(homeNoticesQuery(lang));
};
