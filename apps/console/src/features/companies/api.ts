import { attachmentRoutes, consoleReviewsRoutes, routeUrl } from '@steel-epd/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { getToken } from '../../lib/session.ts';

export interface CompanyQueueQuery {
  pageNum: number;
  pageSize: number;
  status: number;
}

/** One page of the certification queue; the previous page stays on screen while the next loads. */
export const companyQueueOptions = (query: CompanyQueueQuery) =>
  queryOptions({
    queryKey: ['company-reviews', query],
    queryFn: ({ signal }) => call(consoleReviewsRoutes.companyQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const companyReviewOptions = (id: number) =>
  queryOptions({
    queryKey: ['company-reviews', 'detail', id],
    queryFn: ({ signal }) => call(consoleReviewsRoutes.companyReview, { params: { id }, signal }),
  });

/**
 * An uploaded image's bytes for an <img>: the element cannot send the Bearer header, so the
 * console fetches the file itself and shows it through an object URL.
 */
export const attachmentBlobOptions = (id: number) =>
  queryOptions({
    queryKey: ['console-attachment', id],
    queryFn: async ({ signal }) => {
      const response = await fetch(routeUrl(attachmentRoutes.consoleAttachment, { id }), {
        headers: { Authorization: `Bearer ${getToken() ?? ''}` },
        signal,
      });
      if (!response.ok) throw new Error(`attachment ${id}: HTTP ${response.status}`);
      return response.blob();
    },
    // A file never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Approves or rejects; refreshes the queues, the detail and the audit log, which holds an entry now. */
export const useDecideCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? call(consoleReviewsRoutes.companyApprove, { params: { id } })
        : call(consoleReviewsRoutes.companyReject, { params: { id }, body: { reason } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['company-reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
};
