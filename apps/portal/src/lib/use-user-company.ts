import { useQuery } from '@tanstack/react-query';
import { reloadCompanyStatus } from './company-status.ts';
import { useSession } from './session.ts';

/** The query key of the logged-in user's company; invalidate it after a change. */
export const userCompanyKey = (userId: number) => ['company', userId] as const;

/**
 * The user's company as the server has it now (name, e-mail, status, reject reason). Fetching
 * it also refreshes the status the guards read, so a page that shows it never disagrees with them.
 */
export const useUserCompany = () => {
  const userId = useSession().userInfo?.id ?? 0;
  return useQuery({
    queryKey: userCompanyKey(userId),
    queryFn: () => reloadCompanyStatus(),
    enabled: userId > 0,
  });
};
