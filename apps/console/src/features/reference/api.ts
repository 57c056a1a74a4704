import {
  consoleResourceRoutes,
  consoleSiteRoutes,
  subscriptionRoutes,
  type TDictItemForm,
  type TDictType,
  type TPlatformSettingsUpdate,
  type TSiteMenuAdd,
  type TSiteMenuSave,
} from '@steel-epd/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Saving } from '../../components/content-dialog.tsx';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const siteTextsKey = ['site-texts'] as const;
export const siteMenuKey = ['site-menu'] as const;
export const settingsKey = ['platform-settings'] as const;

export type SiteTextsQuery = PageQuery & { keyword?: string | undefined; missing?: 'zh' | 'en' | undefined };
export const siteTextsQueryOptions = (query: SiteTextsQuery) =>
  pageQueryOptions(siteTextsKey, consoleSiteRoutes.siteTexts, query);

export const useSaveText = () => {
  const onSuccess = useInvalidate(siteTextsKey, siteMenuKey, auditLogKey);
  return useMutation({
    mutationFn: (body: { code: string; lang: 'zh' | 'en'; text: string }) =>
      call(consoleSiteRoutes.siteTextSave, { body }),
    onSuccess,
  });
};
export type SaveText = ReturnType<typeof useSaveText>;

/** Returns a text in one language to the catalogue's wording. */
export const useRestoreText = () => {
  const onSuccess = useInvalidate(siteTextsKey, siteMenuKey, auditLogKey);
  return useMutation({
    mutationFn: (body: { code: string; lang: 'zh' | 'en' }) =>
      call(consoleSiteRoutes.siteTextRestore, { body }),
    onSuccess,
  });
};
export type RestoreText = ReturnType<typeof useRestoreText>;

export const useSiteMenu = () =>
  useQuery({ queryKey: siteMenuKey, queryFn: ({ signal }) => call(consoleSiteRoutes.siteMenu, { signal }) });

export const useSaveMenuItem = () => {
  const onSuccess = useInvalidate(siteMenuKey, siteTextsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, ...body }: TSiteMenuSave & { id: number }) =>
      call(consoleSiteRoutes.siteMenuSave, { params: { id }, body }),
    onSuccess,
  });
};
export type SaveMenuItem = ReturnType<typeof useSaveMenuItem>;

export const useAddMenuItem = () => {
  const onSuccess = useInvalidate(siteMenuKey, siteTextsKey, auditLogKey);
  return useMutation({
    mutationFn: (body: TSiteMenuAdd) => call(consoleSiteRoutes.siteMenuAdd, { body }),
    onSuccess,
  });
};
export type AddMenuItem = ReturnType<typeof useAddMenuItem>;

export const useRemoveMenuItem = () => {
  const onSuccess = useInvalidate(siteMenuKey, siteTextsKey, auditLogKey);
  return useMutation({
    mutationFn: (id: number) => call(consoleSiteRoutes.siteMenuRemove, { params: { id } }),
    onSuccess,
  });
};

export const useSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(subscriptionRoutes.settingsGet, { signal }),
  });

export const useSaveSettings = () => {
  const onSuccess = useInvalidate(settingsKey, ['setting', 'qrShow'], auditLogKey);
  return useMutation({
    mutationFn: (body: TPlatformSettingsUpdate) => call(subscriptionRoutes.settingsSet, { body }),
    onSuccess,
  });
};

/** The dictionaries' types and items as editors see them (the lists of lib/dictionary.ts are the portal's words). */
export const dictionariesKey = ['dictionaries'] as const;
export const dictTypesOptions = () =>
  queryOptions({
    queryKey: dictionariesKey,
    queryFn: ({ signal }) => call(consoleResourceRoutes.dictTypes, { signal }),
  });
export const dictItemsOptions = (type: TDictType) =>
  queryOptions({
    queryKey: [...dictionariesKey, type],
    queryFn: ({ signal }) => call(consoleResourceRoutes.dictAdminItems, { params: { type }, signal }),
  });

/** A dictionary change; the dictionaries and the audit log are fetched again after it. */
const useDictMutation = <V>(send: (variables: V) => Promise<unknown>) => {
  const onSuccess = useInvalidate(dictionariesKey, auditLogKey);
  return useMutation({ mutationFn: send, onSuccess });
};

export const useSaveDictItem = (type: TDictType) =>
  useDictMutation(({ id, form }: Saving<TDictItemForm>) =>
    id === null
      ? call(consoleResourceRoutes.dictItemCreate, { params: { type }, body: form })
      : call(consoleResourceRoutes.dictItemUpdate, { params: { type, id }, body: form }),
  );
