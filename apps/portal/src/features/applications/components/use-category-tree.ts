import type { TPcrCategoryFit, TProductCategory } from '@steel-epd/contract';
import { nestByParent, useApiErrorToast, useLang } from '@steel-epd/web';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePcrCategoryFit, useSubcategoryLoader, useTopCategories } from '../api/application-queries.ts';
import {
  type CategoryNode,
  type CategoryOption,
  categoryAt,
  fitNodes,
  toOptions,
  withChildren,
} from '../lib/category-tree.ts';

/**
 * The category cascader's tree, shared by the product blocks: the top level from
 * `p/lca/categories`, each level below loaded when it is opened (`/p/productCategory/list`).
 * Once a PCR that names categories is chosen (decision 229), only the tree of its fitting
 * categories (`/p/pcr/categories`), whole; `fitting` is then their ids, else null (any fits)
 * or undefined while the PCR's answer is not there yet.
 */
export const useCategoryTree = (pcrNumber: string | undefined) => {
  const lang = useLang();
  const showError = useApiErrorToast();
  const top = useTopCategories();
  const fit = usePcrCategoryFit(pcrNumber);
  const loadChildren = useSubcategoryLoader();
  const [nodes, setNodes] = useState<CategoryNode[]>([]);

  useEffect(() => {
    if (top.data) setNodes(top.data.map((category) => ({ category })));
  }, [top.data]);
  useEffect(() => {
    const failed = top.error ?? fit.error;
    if (failed) showError(failed);
  }, [top.error, fit.error, showError]);

  const chosen = pcrNumber !== undefined && pcrNumber !== '';
  const answer: TPcrCategoryFit | undefined = chosen ? fit.data : undefined;
  const linked = answer?.linked === true ? answer : null;
  const shown = useMemo(
    () => (linked === null ? nodes : fitNodes(nestByParent(linked.categories))),
    [linked, nodes],
  );
  const fitting = useMemo((): ReadonlySet<number> | null | undefined => {
    if (!chosen || fit.isError) return null;
    if (answer === undefined) return undefined;
    return answer.linked ? new Set(answer.categories.filter((c) => c.fits).map((c) => c.id)) : null;
  }, [chosen, fit.isError, answer]);

  // While the chosen PCR's categories are on their way, nothing is offered that might not fit.
  const waiting = chosen && fit.isPending;
  const options = useMemo(() => (waiting ? [] : toOptions(shown, lang)), [waiting, shown, lang]);

  const loadData = useCallback(
    async (selected: CategoryOption[]) => {
      if (linked !== null) return; // the fitting tree came whole
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
    [linked, loadChildren, showError],
  );

  const pick = useCallback((path: readonly number[]) => categoryAt(shown, path), [shown]);

  return {
    options,
    loadData,
    pick,
    loading: top.isPending || waiting,
    fitting,
    linked: linked !== null,
  };
};
