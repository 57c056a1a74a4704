import { TOKEN_LIFE_MS } from '@steel-epd/contract';
import { readStored, removeStored, writeStored } from '@steel-epd/web';
import { useSyncExternalStore } from 'react';
import { readCookie, readStoredJson, removeCookie, writeCookie } from './storage.ts';

/** What the portal remembers about the logged-in user (spec 01 §3 "Locally stored"). */
export interface UserInfo {
  id: number;
  userAccount: string;
  userName: string | null;
  companyName: string | null;
  companyCode: string | null;
  /** 'phone' (logs in by SMS code) or 'email' (by password). */
  accountType: string | null;
  auditStatus: number | null;
  industryCategoryName: string | null;
}

export interface SessionState {
  /** The only piece of shared state that survives a reload (spec 01 §3). */
  isAuthenticated: boolean;
  userInfo: UserInfo | null;
  /** Enterprise status (spec 01 §4); kept in memory only and fetched again after a reload. */
  companyStatus: number | null;
  /** Company type; '4' is a third-party agency. In memory only, like companyStatus. */
  companyType: string | null;
  /** Reset whenever the pointer leaves the header (spec 01 §2 "Header"). */
  seniorPermissions: boolean;
  /**
   * The login asked this user for the supplement form (spec 01 §4 "Login flow"). Stored, so a
   * reload cannot skip the form: it stays asked for until it is submitted or the user logs out.
   */
  supplementOwed: boolean;
}

const TOKEN_COOKIE = 'token';
/** Holds the id of the user who owes the supplement form, so another login never inherits it. */
const SUPPLEMENT_KEY = 'supplementOwed';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads stored user info defensively: it may come from an older version or be edited by hand. */
export const parseUserInfo = (value: unknown): UserInfo | null => {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.userAccount !== 'string') return null;
  return {
    id: value.id,
    userAccount: value.userAccount,
    userName: textOrNull(value.userName),
    companyName: textOrNull(value.companyName),
    companyCode: textOrNull(value.companyCode),
    accountType: textOrNull(value.accountType),
    auditStatus: numberOrNull(value.auditStatus),
    industryCategoryName: textOrNull(value.industryCategoryName),
  };
};

const ANONYMOUS: SessionState = {
  isAuthenticated: false,
  userInfo: null,
  companyStatus: null,
  companyType: null,
  seniorPermissions: false,
  supplementOwed: false,
};

export const getToken = (): string | null => readCookie(TOKEN_COOKIE);

const clearStored = () => {
  removeCookie(TOKEN_COOKIE);
  removeStored('userInfo');
  removeStored('isAuthenticated');
  removeStored('companyName');
  removeStored(SUPPLEMENT_KEY);
};

/**
 * The token cookie lives one day; without it the stored user is stale and is dropped. The stored
 * marks are read first: for a visitor who has not signed in (most of them) the cookie is not
 * read at all, a synchronous call to the browser that waits while the page's requests start
 * (issue 12, measured in the start's longest task).
 */
const loadSession = (): SessionState => {
  const signedIn = readStored('isAuthenticated') === 'true';
  const userInfo = signedIn ? parseUserInfo(readStoredJson('userInfo')) : null;
  if (!signedIn || userInfo === null || getToken() === null) {
    if (readStored('isAuthenticated') !== null || readStored('userInfo') !== null) clearStored();
    return ANONYMOUS;
  }
  return {
    ...ANONYMOUS,
    isAuthenticated: true,
    userInfo,
    supplementOwed: readStored(SUPPLEMENT_KEY) === String(userInfo.id),
  };
};

let state: SessionState = loadSession();
const listeners = new Set<() => void>();

const update = (patch: Partial<SessionState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};

export const getSession = (): SessionState => state;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);

/** Starts a session after a login or a token refresh; the cookie lives TOKEN_LIFE_MS (1 day). */
export const startSession = (token: string, userInfo: UserInfo): void => {
  writeCookie(TOKEN_COOKIE, token, TOKEN_LIFE_MS);
  writeStored('userInfo', JSON.stringify(userInfo));
  writeStored('isAuthenticated', 'true');
  // A token refresh keeps what this user owes; another user starts owing nothing.
  update({
    isAuthenticated: true,
    userInfo,
    supplementOwed: readStored(SUPPLEMENT_KEY) === String(userInfo.id),
  });
};

/** The login found a user without any name: the supplement form is owed (spec 01 §4). */
export const oweSupplement = (): void => {
  if (!state.isAuthenticated || state.userInfo === null) return;
  writeStored(SUPPLEMENT_KEY, String(state.userInfo.id));
  update({ supplementOwed: true });
};

/** The supplement form was submitted. */
export const settleSupplement = (): void => {
  removeStored(SUPPLEMENT_KEY);
  if (state.supplementOwed) update({ supplementOwed: false });
};

export const setCompany = (company: { companyStatus: number | null; companyType: string | null }): void =>
  update(company);

export const setSeniorPermissions = (value: boolean): void => {
  if (state.seniorPermissions !== value) update({ seniorPermissions: value });
};

/** Forgets the user: token cookie, stored user info and the in-memory company facts. */
export const clearSession = (): void => {
  clearStored();
  update(ANONYMOUS);
};

/** The cookie can expire while the tab stays open; navigation calls this to notice. */
export const syncSessionWithCookie = (): void => {
  if (state.isAuthenticated && getToken() === null) clearSession();
};

/**
 * The two server calls the session needs. They go through lib/http, which imports this file,
 * so they are handed in by the account feature at start (connectSessionServer) instead of
 * imported here: a static import back would make the two modules a cycle.
 */
export interface SessionServer {
  /** The verify call: 'invalid' for the answer code 0, 'valid' with the user as now, 'unknown' on failure. */
  verify: () => Promise<{ kind: 'valid'; userInfo: UserInfo } | { kind: 'invalid' } | { kind: 'unknown' }>;
  logout: () => Promise<unknown>;
}

let server: SessionServer = {
  verify: () => Promise.resolve({ kind: 'unknown' }),
  logout: () => Promise.resolve(),
};

export const connectSessionServer = (calls: SessionServer): void => {
  server = calls;
};

/** The full report page, where an ended session only loses its token (spec 01 §4, spec 02 §4). */
const isReportPath = (pathname: string) => pathname.startsWith('/apppdf/');

let verified = false;

/**
 * Checks the token once per page load (spec 01 §4 "On start the token is verified"). Code 0
 * forgets everything; on the mobile report page only the token cookie goes and the user stays
 * where they are. A still valid session takes the user's facts as the server has them now
 * (an audit may have been decided meanwhile). A failed call changes nothing: a network blip
 * must not log anybody out.
 */
export const verifySessionAtStart = async (pathname: string): Promise<void> => {
  if (verified || getToken() === null) return;
  verified = true;
  const answer = await server.verify();
  if (answer.kind === 'invalid') {
    if (isReportPath(pathname)) removeCookie(TOKEN_COOKIE);
    else clearSession();
  } else if (answer.kind === 'valid' && state.isAuthenticated && state.userInfo?.id === answer.userInfo.id) {
    const userInfo = {
      ...answer.userInfo,
      industryCategoryName: answer.userInfo.industryCategoryName ?? state.userInfo.industryCategoryName,
    };
    writeStored('userInfo', JSON.stringify(userInfo));
    update({ userInfo });
  }
};

/**
 * Logs out: tells the server first (spec 01 §4 "Logout calls the server, then clears local
 * storage"), then clears local state even when that call fails, so the user is never stuck.
 */
export const logout = async (serverLogout: () => Promise<unknown> = () => server.logout()): Promise<void> => {
  try {
    await serverLogout();
  } catch {
    // The local session ends regardless; a server that missed the call lets the token expire.
  } finally {
    clearSession();
  }
};

/** Replaces the stored user's facts (after the supplement form) without touching the token. */
export const updateUserInfo = (userInfo: UserInfo): void => {
  if (!state.isAuthenticated) return;
  writeStored('userInfo', JSON.stringify(userInfo));
  update({ userInfo });
};

/** The page to return to after logging in (localStorage `url`, spec 01 §3). */
export const rememberTarget = (path: string): void => writeStored('url', path);
export const storedTarget = (): string | null => readStored('url');
/** Used once: a later login from the header must not jump back to an old target. */
export const forgetTarget = (): void => removeStored('url');

/** The name the header shows: company name, else user name, else the account. */
export const displayName = (user: UserInfo): string =>
  user.companyName?.trim() || user.userName?.trim() || user.userAccount;
