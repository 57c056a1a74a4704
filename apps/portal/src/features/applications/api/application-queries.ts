import {
  type ApplicationFileKind,
  applicationRoutes,
  type MY_APPLICATION_TYPES,
  pcrRoutes,
  routeUrl,
  type TApplySave,
} from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/http.ts';
import { useTokenDownload, withTokenQuery } from '../../../lib/use-token-download.ts';

export type MyApplicationsType = (typeof MY_APPLICATION_TYPES)[number];

const key = ['applications'] as const;
const mineKey = [...key, 'mine'] as const;
const detailKey = (applyId: number) => [...key, 'detail', applyId] as const;
const priceKey = (applyId: number) => [...key, 'price', applyId] as const;
const contractKey = (applyId: number) => [...key, 'contract', applyId] as const;
/** Under the list's key: whatever refreshes the list refreshes the steps too. */
const stepsKey = (applyId: number) => [...mineKey, 'steps', applyId] as const;

const FIVE_MINUTES = 5 * 60_000;

// The form's choices (spec 02 §7 "Search and application").

/** The PCR select: enabled PCRs by register number (`p/pcr/list`). */
export const usePcrOptions = () =>
  useQuery({
    queryKey: [...key, 'pcrs'],
    queryFn: ({ signal }) => call(pcrRoutes.pcrList, { signal }),
    staleTime: FIVE_MINUTES,
  });

/** The cascader's top level (`p/lca/categories`). */
export const useTopCategories = () =>
  useQuery({
    queryKey: [...key, 'categories'],
    queryFn: ({ signal }) => call(applicationRoutes.lcaCategories, { signal }),
    staleTime: FIVE_MINUTES,
  });

/**
 * The categories that fit the chosen PCR (`/p/pcr/categories`, decision 229): `linked` false
 * when it names none. Not asked before a PCR is chosen.
 */
export const usePcrCategoryFit = (pcrNumber: string | undefined) =>
  useQuery({
    queryKey: [...key, 'pcr-categories', pcrNumber],
    queryFn: ({ signal }) => call(pcrRoutes.pcrCategories, { query: { pcrNumber: pcrNumber ?? '' }, signal }),
    enabled: pcrNumber !== undefined && pcrNumber !== '',
    staleTime: FIVE_MINUTES,
  });

/** Asks every PCR's categories again: after a refused save, the secretariat may have changed them. */
export const useRefreshPcrCategoryFit = () => {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: [...key, 'pcr-categories'] }), [client]);
};

/** A category's subcategories, loaded when the cascader opens it (`/p/productCategory/list`). */
export const useSubcategoryLoader = () => {
  const client = useQueryClient();
  return useCallback(
    (id: number) =>
      client.fetchQuery({
        queryKey: [...key, 'categories', id],
        queryFn: ({ signal }) => call(applicationRoutes.productCategoryList, { body: { id }, signal }),
        staleTime: FIVE_MINUTES,
      }),
    [client],
  );
};

/** The technologies of the picked category (`/p/lca/technology/{id}`). */
export const useTechnologies = (categoryId: number | null) =>
  useQuery({
    queryKey: [...key, 'technologies', categoryId],
    queryFn: ({ signal }) =>
      call(applicationRoutes.lcaTechnology, { params: { id: categoryId ?? 0 }, signal }),
    enabled: categoryId !== null,
    staleTime: FIVE_MINUTES,
  });

/** The form's templates in the reader's language (`/p/model/manage/page`). */
export const useTemplates = () => {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, 'templates', lang],
    queryFn: ({ signal }) =>
      call(applicationRoutes.templatePage, { body: { pageNum: 1, pageSize: 10, i18n: lang }, signal }),
    staleTime: FIVE_MINUTES,
  });
};

/** A template's download, token in the query as the other downloads (spec 02 §7 "Files"). */
const templateUrl = (attachmentId: number, token: string) =>
  withTokenQuery(routeUrl(applicationRoutes.templateDownload, { file: attachmentId }), token);
export const useTemplateDownload = () => useTokenDownload(templateUrl);

export const useApplySave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplySave) => call(applicationRoutes.applySave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mineKey }),
  });
};

// Tracking (/Epd/mineEpd).

/** The company's applications of one type, newest first. */
export const useMyApplications = (type: MyApplicationsType) =>
  useQuery({
    queryKey: [...mineKey, type],
    queryFn: ({ signal }) => call(applicationRoutes.myApplications, { query: { type }, signal }),
  });

/** The seven stages with their dates, reached by whom and the notes. */
export const useApplicationSteps = (applyId: number, enabled = true) =>
  useQuery({
    queryKey: stepsKey(applyId),
    enabled,
    queryFn: ({ signal }) => call(applicationRoutes.applicationSteps, { params: { id: applyId }, signal }),
  });

export const useToolLinks = () =>
  useQuery({
    queryKey: [...key, 'tools'],
    queryFn: ({ signal }) => call(applicationRoutes.toolLinks, { signal }),
    staleTime: FIVE_MINUTES,
  });

/** A fresh token for the external tools (valid for minutes: asked for at each click). */
export const fetchToolToken = () => call(applicationRoutes.toolToken);

// Details, re-uploads and the confirmation of corrected data.

export const useApplicationDetail = (applyId: number, enabled: boolean) =>
  useQuery({
    queryKey: detailKey(applyId),
    queryFn: ({ signal }) => call(applicationRoutes.applicationDetail, { body: { id: applyId }, signal }),
    enabled,
  });

const replaceFile = (kind: ApplicationFileKind, epdId: number, attachmentId: number) => {
  switch (kind) {
    case 'lca':
      return call(applicationRoutes.lcaAttachmentUpdate, { body: { epdId, attachmentId } });
    case 'epd':
      return call(applicationRoutes.epdAttachmentUpdate, { body: { epdId, attachmentId } });
    case 'data':
      return call(applicationRoutes.dataAttachmentUpdate, { body: { epdId, dataAttachment: attachmentId } });
  }
};

/** Puts an uploaded file in place of an entry's file while corrected data is asked for. */
export const useReplaceFile = (applyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: ApplicationFileKind; epdId: number; attachmentId: number }) =>
      replaceFile(v.kind, v.epdId, v.attachmentId),
    onSettled: () => client.invalidateQueries({ queryKey: detailKey(applyId) }),
  });
};

/** Sends the corrected data: LCA validation status 0 (spec 02 §4). */
export const useConfirmCorrectedData = (applyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(applicationRoutes.lcaValidateUpdate, { body: { status: 0, applyId } }),
    // Either way the details are asked again: a refusal means they changed meanwhile.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: detailKey(applyId) }),
        client.invalidateQueries({ queryKey: mineKey }),
      ]),
  });
};

/** Resubmits an application moved back to stage 10 (decision 196); its card, steps and details change. */
export const useResubmit = (applyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(applicationRoutes.applyResubmit, { body: { id: applyId } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: detailKey(applyId) }),
        client.invalidateQueries({ queryKey: stepsKey(applyId) }),
        client.invalidateQueries({ queryKey: mineKey }),
      ]),
  });
};

// Quotes and contracts (spec 02 §7, decision 113).

export const usePriceInfo = (applyId: number, enabled: boolean) =>
  useQuery({
    queryKey: priceKey(applyId),
    queryFn: ({ signal }) => call(applicationRoutes.priceInfo, { body: { id: applyId }, signal }),
    enabled,
  });

/**
 * A decision on a quote or a contract: the answer (the record as it now is) replaces the info
 * the dialog shows, and the list is asked again (its flags and stage may have moved).
 */
const useDecisionMutation = <V, D>(infoKey: readonly unknown[], send: (v: V) => Promise<D>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer: D) => {
      client.setQueryData(infoKey, answer);
      return client.invalidateQueries({ queryKey: mineKey });
    },
    // Refused (decided meanwhile, by another user of the company): show it as it now is.
    onError: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: infoKey }),
        client.invalidateQueries({ queryKey: mineKey }),
      ]),
  });
};

/** A decision: accepted, or refused with the company's reason (decision 196). */
export type DealDecision = { accept: true } | { accept: false; reason: string };

/** Confirms or rejects the quote `quoteId` (decision 113: the quote's id). */
export const usePriceDecision = (applyId: number) =>
  useDecisionMutation(priceKey(applyId), (v: { quoteId: number; decision: DealDecision }) =>
    v.decision.accept
      ? call(applicationRoutes.priceConfirm, { body: { id: v.quoteId } })
      : call(applicationRoutes.priceRefuse, { body: { id: v.quoteId, reason: v.decision.reason } }),
  );

export const useContractInfo = (applyId: number, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(applyId),
    queryFn: ({ signal }) => call(applicationRoutes.contractInfo, { body: { id: applyId }, signal }),
    enabled,
  });

/** Signs or refuses the contract `contractId` of the application (decision 113). */
export const useContractDecision = (applyId: number) =>
  useDecisionMutation(contractKey(applyId), (v: { contractId: number; decision: DealDecision }) =>
    v.decision.accept
      ? call(applicationRoutes.contractConfirm, { body: { applyId, id: v.contractId } })
      : call(applicationRoutes.contractRefuse, {
          body: { applyId, id: v.contractId, reason: v.decision.reason },
        }),
  );
