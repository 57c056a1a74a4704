import { applicationRoutes, subscriptionRoutes, type TLcaSubscribe } from '@steel-epd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

const key = (userId: number) => ['lca-subscription', userId] as const;
/** The subscribe form's query: refreshed once the user has chosen an industry here. */
export const subscribeFormKey = (userId: number) => [...key(userId), 'form'] as const;

/** The caller's running subscription (null when none runs). */
export const useSubscription = () => {
  const userId = useSession().userInfo?.id ?? 0;
  return useQuery({
    queryKey: [...key(userId), 'check'],
    queryFn: ({ signal }) => call(subscriptionRoutes.checkSubscription, { signal }),
    enabled: userId > 0,
  });
};

/** The form's read-only values from the user's and the company's records. */
export const useSubscribeForm = () => {
  const userId = useSession().userInfo?.id ?? 0;
  return useQuery({
    queryKey: subscribeFormKey(userId),
    queryFn: ({ signal }) => call(subscriptionRoutes.subscribeForm, { signal }),
    enabled: userId > 0,
  });
};

export const useSubscribe = () =>
  useMutation({ mutationFn: (body: TLcaSubscribe) => call(subscriptionRoutes.subscribe, { body }) });

/** A fresh signed token for the external tool (never the portal's session token). */
export const fetchToolToken = () => call(applicationRoutes.toolToken);
