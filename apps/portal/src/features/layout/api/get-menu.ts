import { bundledMenu, type TMenuItem } from '@steel-epd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellRefs } from '../../../lib/api/route-refs.ts';
import { call } from '../../../lib/http.ts';

/** The header's top items are the children of the tree's first node (spec 01 §7). */
export const getMenu = async (signal?: AbortSignal): Promise<TMenuItem[]> => {
  const tree = await call(shellRefs.menuAll, signal ? { signal } : {});
  return tree[0]?.children ?? [];
};

/** The menu the portal draws before the server's arrives (the seed's, with the seed's ids). */
export const BUNDLED_MENU: TMenuItem[] = bundledMenu();

// Labels are text keys translated on the client, so the answer does not depend on the language.
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu'],
    queryFn: ({ signal }) => getMenu(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useMenu = () => useQuery(menuQueryOptions());
