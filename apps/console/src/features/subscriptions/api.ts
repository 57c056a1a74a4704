import { subscriptionRoutes as r } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const subscriptionsKey = ['lca-subscriptions'] as const;

export type SubscriptionFilter = 'running' | 'expired' | 'ended';
export type SubscriptionsQuery = PageQuery & {
  filter?: SubscriptionFilter | undefined;
  keyword?: string | undefined;
};
export const subscriptionsQueryOptions = (query: SubscriptionsQuery) =>
  pageQueryOptions(subscriptionsKey, r.subscriptionList, query);

export type SubscriptionChange =
  | { kind: 'grant'; account: string; grant: 'trial' | 'active'; endDate: string }
  | { kind: 'extend'; id: number; endDate: string }
  | { kind: 'end'; id: number; reason: string };

/** Grants, extends or ends; the list and the audit log are fetched again. */
export const useChangeSubscription = () => {
  const onSuccess = useInvalidate(subscriptionsKey, auditLogKey);
  return useMutation({
    mutationFn: (change: SubscriptionChange) => {
      switch (change.kind) {
        case 'grant':
          return call(r.subscriptionGrant, {
            body: { account: change.account, kind: change.grant, endDate: change.endDate },
          });
        case 'extend':
          return call(r.subscriptionExtend, { params: { id: change.id }, body: { endDate: change.endDate } });
        case 'end':
          return call(r.subscriptionEnd, { params: { id: change.id }, body: { reason: change.reason } });
      }
    },
    onSuccess,
  });
};
export type ChangeSubscription = ReturnType<typeof useChangeSubscription>;
