import { useSyncExternalStore } from 'react';

/**
 * Opens the login dialog from anywhere: the header's login button and the route guard's login
 * prompt both call openLoginDialog(), so there is one dialog and one way to reach it.
 */
let open = false;
const listeners = new Set<() => void>();

const setOpen = (value: boolean) => {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
};

export const openLoginDialog = (): void => setOpen(true);
export const closeLoginDialog = (): void => setOpen(false);
export const isLoginDialogOpen = (): boolean => open;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoginDialogOpen = (): boolean =>
  useSyncExternalStore(subscribe, isLoginDialogOpen, isLoginDialogOpen);
