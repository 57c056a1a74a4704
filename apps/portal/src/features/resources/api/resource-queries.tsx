import {
  attachmentRoutes,
  FRIENDLY_TYPE_PAGE_SIZE,
  type Lang,
  RESOURCE_PAGE_SIZE,
  referenceRoutes,
  resourceRoutes,
  routeUrl,
} from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/http.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import type { PagePrefetch } from '../../../lib/page.ts';
import { getSession } from '../../../lib/session.ts';
import { useTokenDownload, withTokenQuery } from '../../../lib/use-token-download.ts';

const key = ['resources'] as const;

/** The queries of /resources in a language (the server's drawing of the page seeds them, first-paint/). */
export const resourceTypesKey = (lang: Lang) => [...key, 'types', lang] as const;
export const resourcePagesKey = (type: number | undefined, lang: Lang) =>
  [...key, 'page', type, lang] as const;

/** Load-more while the totals exceed page size times page number (spec 02 §4 "Pagination"). */
const nextPage = (last: { totals: number; pageSize: number; pageNum: number }) =>
  last.totals > last.pageSize * last.pageNum ? last.pageNum + 1 : undefined;

/** The resource types: the tabs of /resources (the RESOURCE_TYPE dictionary). */
const resourceTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: resourceTypesKey(lang),
    queryFn: ({ signal }) =>
      call(referenceRoutes.dictListPublic, { params: { type: 'RESOURCE_TYPE' }, signal }),
    staleTime: 5 * 60_000,
  });

export const useResourceTypes = () => useQuery(resourceTypesQuery(useLang()));

/** The resources of one type, 5 a page, loaded one page after another by the more button. */
const resourcePagesQuery = (type: number | undefined, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: resourcePagesKey(type, lang),
    queryFn: ({ pageParam, signal }) =>
      call(resourceRoutes.resourcePage, {
        body: { type: type ?? 0, pageNum: pageParam, pageSize: RESOURCE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: type !== undefined,
  });

export const useResourcePages = (type: number | undefined) =>
  useInfiniteQuery(resourcePagesQuery(type, useLang()));

/**
 * The tabs and the first tab's first page (the drawing's, brought up to date); the types are
 * asked for first when the drawing did not bring them.
 */
export const prefetchResources: PagePrefetch = (client, lang) => {
  const firstType = client.getQueryData(resourceTypesQuery(lang).queryKey)?.[0]?.id;
  if (firstType === undefined) void client.prefetchQuery(resourceTypesQuery(lang));
  else void client.prefetchInfiniteQuery(resourcePagesQuery(firstType, lang));
};

export const useGpi = () =>
  useQuery({ queryKey: [...key, 'gpi'], queryFn: ({ signal }) => call(resourceRoutes.gpiNew, { signal }) });

/** The link types, 10 a page (spec 02 §9). */
export const useLinkTypes = () =>
  useInfiniteQuery({
    queryKey: [...key, 'link-types'],
    queryFn: ({ pageParam, signal }) =>
      call(resourceRoutes.friendlyTypes, {
        body: { pageNum: pageParam, pageSize: FRIENDLY_TYPE_PAGE_SIZE, inlet: 'USER' },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useLinks = (typeCode: string | undefined) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, 'links', typeCode, lang],
    queryFn: ({ signal }) => call(resourceRoutes.friendlyLinks, { query: { typeCode }, signal }),
    enabled: typeCode !== undefined,
  });
};

/** A public image (a cover, a logo). */
export const imageUrl = (id: number) => routeUrl(attachmentRoutes.attachmentOnline, { id });

const fileUrl = (id: number, token: string) =>
  withTokenQuery(routeUrl(attachmentRoutes.attachmentDownloadByToken, { id }), token);

const PROMPT_LOGIN = { 'data-testid': 'login-prompt-login' };
const PROMPT_CANCEL = { 'data-testid': 'login-prompt-cancel' };

/**
 * A resource or GPI file's download, through the download flow of spec 02 §4: an anonymous
 * visitor first gets the login prompt with its cancel and login buttons ("log in" opens the
 * login dialog); then lib/use-token-download's audit warnings, token check and download.
 */
export const useFileDownload = () => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const download = useTokenDownload(fileUrl);
  return useCallback(
    async (id: number) => {
      if (getSession().isAuthenticated) return download(id);
      modal.confirm({
        title: t('common.loginNeededTitle'),
        content: <span data-testid="login-prompt">{t('common.loginNeeded')}</span>,
        okText: t('common.login'),
        cancelText: t('common.cancel'),
        okButtonProps: { ...PROMPT_LOGIN },
        cancelButtonProps: { ...PROMPT_CANCEL },
        onOk: openLoginDialog,
      });
    },
    [download, modal, t],
  );
};
