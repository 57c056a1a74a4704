import { feedbackRoutes, type TFeedbackState } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const feedbackKey = ['feedback'] as const;

export type FeedbackQuery = PageQuery & { state?: TFeedbackState | undefined };
export const feedbackQueryOptions = (query: FeedbackQuery) =>
  pageQueryOptions(feedbackKey, feedbackRoutes.feedbackList, query);

/** Marks read or records an answer; the inbox and the audit log are fetched again. */
export const useHandleFeedback = () => {
  const onSuccess = useInvalidate(feedbackKey, auditLogKey);
  return useMutation({
    mutationFn: (change: { id: number; answerNote?: string }) =>
      change.answerNote === undefined
        ? call(feedbackRoutes.feedbackRead, { params: { id: change.id } })
        : call(feedbackRoutes.feedbackAnswer, {
            params: { id: change.id },
            body: { answerNote: change.answerNote },
          }),
    onSuccess,
  });
};
export type HandleFeedback = ReturnType<typeof useHandleFeedback>;
