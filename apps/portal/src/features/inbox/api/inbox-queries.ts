import {
  MESSAGE_POPOVER,
  MESSAGE_STATUS,
  MESSAGE_TYPE_SYSTEM,
  PAGE_SIZE,
  type TInnerMessage,
} from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { shellRefs } from '../../../lib/api/route-refs.ts';
import { call } from '../../../lib/http.ts';
import { hasMoreAfter } from '../lib/inbox-rules.ts';

/** The bell asks again this often (and when the window regains focus). */
export const COUNT_REFRESH_MS = 60_000;

/** Every inbox query of a user sits under this key, so one invalidation refreshes them all. */
const inboxKey = (userId: number) => ['inbox', userId] as const;

export const unreadCountOptions = (userId: number) =>
  queryOptions({
    queryKey: [...inboxKey(userId), 'count'],
    queryFn: ({ signal }) =>
      call(shellRefs.innerCount, {
        body: { status: MESSAGE_STATUS.unread, type: MESSAGE_TYPE_SYSTEM },
        signal,
      }),
    refetchInterval: COUNT_REFRESH_MS,
    enabled: userId > 0,
  });

export const useUnreadCount = (userId: number) => useQuery(unreadCountOptions(userId));

/** The popover's latest messages (spec 01 §9: page 1, size 4, type 1, inlet USER). */
export const useLatestMessages = (userId: number, enabled: boolean) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...inboxKey(userId), 'latest', lang],
    queryFn: ({ signal }) => call(shellRefs.innerList, { body: { ...MESSAGE_POPOVER }, signal }),
    enabled,
  });
};

type Page = Awaited<ReturnType<typeof fetchPage>>;
const fetchPage = (pageNum: number, signal: AbortSignal) =>
  call(shellRefs.innerList, {
    body: {
      pageNum,
      pageSize: PAGE_SIZE.inbox,
      type: MESSAGE_POPOVER.type,
      inlet: MESSAGE_POPOVER.inlet,
    },
    signal,
  });

const listKey = (userId: number, lang: string) => [...inboxKey(userId), 'list', lang] as const;

/** The inbox's pages of 4; a page of fewer than 3 ends the list (spec 02 §4). */
export const useInboxPages = (userId: number) => {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: listKey(userId, lang),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (hasMoreAfter(last.list.length) ? last.pageNum + 1 : undefined),
  });
};

/** Marks messages read in every loaded inbox page without fetching them again. */
const markReadInLists = (client: QueryClient, userId: number, isRead: (m: TInnerMessage) => boolean) => {
  client.setQueriesData<InfiniteData<Page>>({ queryKey: [...inboxKey(userId), 'list'] }, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((m) => (isRead(m) ? { ...m, status: MESSAGE_STATUS.read } : m)),
          })),
        },
  );
};

/** The count and the popover follow a read at once. */
const refreshSummary = (client: QueryClient, userId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...inboxKey(userId), 'count'] }),
    client.invalidateQueries({ queryKey: [...inboxKey(userId), 'latest'] }),
  ]);

export const useReadMessage = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(shellRefs.innerRead, { body: { id } }),
    onSuccess: (_data, id) => {
      markReadInLists(client, userId, (m) => m.id === id);
      return refreshSummary(client, userId);
    },
  });
};

export const useReadAll = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    // The spec passes the user id; the server accepts only the caller's own.
    mutationFn: () => call(shellRefs.innerReadAll, { body: { id: userId } }),
    onSuccess: () => {
      markReadInLists(client, userId, () => true);
      return refreshSummary(client, userId);
    },
  });
};
