import { readStored, removeStored, writeStored } from '@steel-epd/web';
import { useSyncExternalStore } from 'react';

/**
 * The console token lives in sessionStorage: it dies with the tab, so a back-office session is
 * not left behind on a shared computer, and it is never sent by the browser on its own.
 */
const TOKEN_KEY = 'console-token';

let token: string | null = readStored(TOKEN_KEY, 'session');
const listeners = new Set<() => void>();

const set = (value: string | null) => {
  token = value;
  if (value === null) removeStored(TOKEN_KEY, 'session');
  else writeStored(TOKEN_KEY, value, 'session');
  for (const listener of listeners) listener();
};

export const getToken = (): string | null => token;
export const setToken = (value: string): void => set(value);
export const clearToken = (): void => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToken = (): string | null => useSyncExternalStore(subscribe, getToken, getToken);
