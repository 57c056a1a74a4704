import {
  consoleResourceRoutes as c,
  type TemplateCode,
  type TFriendlyLinkForm,
  type TFriendlyTypeForm,
  type TGpiForm,
  type TResourceForm,
} from '@steel-epd/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Saving } from '../../components/content-dialog.tsx';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';

export const contentKey = ['content'] as const;

export const resourcesOptions = (typeId: number, pageNum: number) =>
  queryOptions({
    queryKey: [...contentKey, 'resources', typeId, pageNum],
    queryFn: ({ signal }) => call(c.resourceAdminList, { query: { typeId, pageNum, pageSize: 10 }, signal }),
  });
export const gpiOptions = () =>
  queryOptions({
    queryKey: [...contentKey, 'gpi'],
    queryFn: ({ signal }) => call(c.gpiAdminList, { signal }),
  });
export const linkTypesOptions = () =>
  queryOptions({
    queryKey: [...contentKey, 'link-types'],
    queryFn: ({ signal }) => call(c.friendlyTypeAdminList, { signal }),
  });
export const linksOptions = (typeId: number) =>
  queryOptions({
    queryKey: [...contentKey, 'links', typeId],
    queryFn: ({ signal }) => call(c.friendlyLinkAdminList, { query: { typeId }, signal }),
  });
export const templatesOptions = () =>
  queryOptions({
    queryKey: [...contentKey, 'templates'],
    queryFn: ({ signal }) => call(c.templateAdminList, { signal }),
  });

/** A content change; every list of this feature and the audit log are fetched again after it. */
const useContentMutation = <V>(send: (variables: V) => Promise<unknown>) => {
  const onSuccess = useInvalidate(contentKey, auditLogKey);
  return useMutation({ mutationFn: send, onSuccess });
};

export const useSaveResource = () =>
  useContentMutation(({ id, form }: Saving<TResourceForm>) =>
    id === null
      ? call(c.resourceCreate, { body: form })
      : call(c.resourceUpdate, { params: { id }, body: form }),
  );
export const useDeleteResource = () =>
  useContentMutation((id: number) => call(c.resourceDelete, { params: { id } }));

export const useSaveGpi = () =>
  useContentMutation(({ id, form }: Saving<TGpiForm>) =>
    id === null ? call(c.gpiCreate, { body: form }) : call(c.gpiUpdate, { params: { id }, body: form }),
  );
export const useDeleteGpi = () => useContentMutation((id: number) => call(c.gpiDelete, { params: { id } }));

export const useSaveLinkType = () =>
  useContentMutation(({ id, form }: Saving<TFriendlyTypeForm>) =>
    id === null
      ? call(c.friendlyTypeCreate, { body: form })
      : call(c.friendlyTypeUpdate, { params: { id }, body: form }),
  );
export const useDeleteLinkType = () =>
  useContentMutation((id: number) => call(c.friendlyTypeDelete, { params: { id } }));

export const useSaveLink = () =>
  useContentMutation(({ id, form }: Saving<TFriendlyLinkForm>) =>
    id === null
      ? call(c.friendlyLinkCreate, { body: form })
      : call(c.friendlyLinkUpdate, { params: { id }, body: form }),
  );
export const useDeleteLink = () =>
  useContentMutation((id: number) => call(c.friendlyLinkDelete, { params: { id } }));

export const useReplaceTemplate = () =>
  useContentMutation((body: { code: TemplateCode; i18n: 'zh' | 'en'; attachmentId: number }) =>
    call(c.templateReplace, { body }),
  );
export const useRestoreTemplate = () =>
  useContentMutation((body: { code: TemplateCode; i18n: 'zh' | 'en' }) => call(c.templateRestore, { body }));
