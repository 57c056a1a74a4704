import type { TUserCompany } from '@steel-epd/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { shellRefs } from './api/route-refs.ts';
import { type CompanyLoad, companyLoadStep, isCompanyKnown } from './company-load.ts';
import { call } from './http.ts';
import { getSession, setCompany, subscribeSession, useSession } from './session.ts';

/**
 * Loads the company status and type of the logged-in user into the session (spec 01 §4), so
 * that the route guards, the action gate and the navigation can decide: on the first guarded
 * page or header after a login or a reload (the session keeps them in memory only), and again
 * on request after a change (the personal centre).
 */

let load: CompanyLoad | null = null;
let pending: Promise<TUserCompany | null> = Promise.resolve(null);
const listeners = new Set<() => void>();

const setLoad = (next: CompanyLoad | null) => {
  load = next;
  for (const listener of listeners) listener();
};

const currentUserId = (): number | null => {
  const session = getSession();
  return session.isAuthenticated && session.userInfo !== null ? session.userInfo.id : null;
};

const fetchCompany = async (userId: number): Promise<TUserCompany | null> => {
  // A refresh keeps the status known until its answer: the guards never go back to waiting,
  // which would unmount the page that asked (and cancel and repeat its requests).
  if (load?.userId !== userId || load.state !== 'loaded') setLoad({ userId, state: 'loading' });
  try {
    const company = await call(shellRefs.companyOfUser, { params: { userId } });
    // The user may have logged out (or another logged in) while the answer was on its way.
    if (currentUserId() !== userId) return null;
    setCompany({ companyStatus: company.companyStatus, companyType: company.companyType });
    setLoad({ userId, state: 'loaded' });
    return company;
  } catch (error) {
    if (load?.userId === userId) setLoad({ userId, state: 'failed' });
    throw error;
  }
};

/** Loads the status unless it is known for this user; resolves once it is (or rejects). */
export const ensureCompanyStatus = (): Promise<TUserCompany | null> => {
  const userId = currentUserId();
  const step = companyLoadStep(userId, load);
  if (step === 'reset') {
    setLoad(null);
    pending = Promise.resolve(null);
  } else if (step === 'load' && userId !== null) {
    pending = fetchCompany(userId);
  }
  return pending;
};

/** Asks the server again (the personal centre, after a certification was submitted). */
export const reloadCompanyStatus = (): Promise<TUserCompany | null> => {
  const userId = currentUserId();
  if (userId === null) return Promise.resolve(null);
  // The first load is on its way (the guard's, as the page opens): its answer is the new one.
  if (load?.userId === userId && load.state === 'loading') return pending;
  pending = fetchCompany(userId);
  return pending;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
};

const known = () => isCompanyKnown(currentUserId(), load);

/** False while the status of the logged-in user is on its way; the guards wait for it. */
export const useCompanyKnown = (): boolean => useSyncExternalStore(subscribe, known, known);
export const companyKnownNow = known;

/**
 * Loads the status for the logged-in user once (the header, for the navigation's company
 * type). It is asked for where it is needed, never at start on every page: a phone page with
 * an ended session must not be sent home by the 401 of a call it does not need (spec 01 §4).
 */
export const useLoadCompanyStatus = (): void => {
  const userId = useSession().userInfo?.id;
  useEffect(() => {
    if (userId !== undefined) ensureCompanyStatus().catch(() => {});
  }, [userId]);
};

// A logout forgets the answer at once; the session has already dropped the status itself.
subscribeSession(() => {
  if (currentUserId() !== null || load === null) return;
  pending = Promise.resolve(null);
  setLoad(null);
});
