import type { TProductCategory } from '@steel-epd/contract';
import { useApiErrorToast, useLang } from '@steel-epd/web';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSubcategoryLoader, useTopCategories } from '../api/application-queries.ts';
import {
  type CategoryNode,
  type CategoryOption,
  categoryAt,
  toOptions,
  withChildren,
} from '../lib/category-tree.ts';

/**
 * The category cascader's tree, shared by the product blocks: the top level from
 * `p/lca/categories`, each level below loaded when it is opened (`/p/productCategory/list`).
 */
export const useCategoryTree = () => {
  const lang = useLang();
  const showError = useApiErrorToast();
  const top = useTopCategories();
  const loadChildren = useSubcategoryLoader();
  const [nodes, setNodes] = useState<CategoryNode[]>([]);

  useEffect(() => {
    if (top.data) setNodes(top.data.map((category) => ({ category })));
  }, [top.data]);
  useEffect(() => {
    if (top.error) showError(top.error);
  }, [top.error, showError]);

  const options = useMemo(() => toOptions(nodes, lang), [nodes, lang]);

  const loadData = useCallback(
    async (selected: CategoryOption[]) => {
      const path = selected.map((o) => o.value);
      const id = path[path.length - 1];
      if (id === undefined) return;
      try {
        const children: TProductCategory[] = await loadChildren(id);
        setNodes((current) => withChildren(current, path, children));
      } catch (error) {
        showError(error);
      }
    },
    [loadChildren, showError],
  );

  const pick = useCallback((path: readonly number[]) => categoryAt(nodes, path), [nodes]);

  return { options, loadData, pick, loading: top.isPending };
};
