import { consoleReviewsRoutes } from '@steel-epd/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { fetchConsoleFile } from '../../lib/console-files.ts';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export interface CompanyQueueQuery extends PageQuery {
  status: number;
}

/** The root of every certification key: invalidating it refreshes the queue's pages and each detail. */
export const companyReviewsKey = ['company-reviews'] as const;

/** One page of the certification queue; the previous page stays on screen while the next loads. */
export const companyQueueOptions = (query: CompanyQueueQuery) =>
  pageQueryOptions(companyReviewsKey, consoleReviewsRoutes.companyQueue, query);

export const companyReviewOptions = (id: number) =>
  queryOptions({
    queryKey: [...companyReviewsKey, 'detail', id],
    queryFn: ({ signal }) => call(consoleReviewsRoutes.companyReview, { params: { id }, signal }),
  });

/**
 * An uploaded image's bytes for an <img>: the element cannot send the Bearer header, so the
 * console fetches the file itself and shows it through an object URL.
 */
export const attachmentBlobOptions = (id: number) =>
  queryOptions({
    queryKey: ['console-attachment', id],
    queryFn: ({ signal }) => fetchConsoleFile(id, signal),
    // A file never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Decides one certification: no reason approves, a reason rejects. Refreshes the queues, the
 * detail and the audit log, which holds an entry now.
 */
export const useDecideCompany = (id: number) => {
  const onSuccess = useInvalidate(companyReviewsKey, auditLogKey);
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      reason === undefined
        ? call(consoleReviewsRoutes.companyApprove, { params: { id } })
        : call(consoleReviewsRoutes.companyReject, { params: { id }, body: { reason } }),
    onSuccess,
  });
};
