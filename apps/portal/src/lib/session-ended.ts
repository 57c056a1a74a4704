import type { ApiError } from '@steel-epd/web';
import { useSyncExternalStore } from 'react';

/**
 * Why the last session ended, when the server said more than "log in" (an account closed by its
 * deregistration, ACCOUNT_CLOSED): the desktop shell shows it once, so a closed user is told
 * why rather than only asked to log in again.
 */
let reason: string | null = null;
const listeners = new Set<() => void>();

const set = (value: string | null) => {
  if (reason === value) return;
  reason = value;
  for (const listener of listeners) listener();
};

/** Keeps the refusal's message when it names a reason; a plain UNAUTHENTICATED keeps nothing. */
export const noteSessionEnded = (refusal: ApiError): void => {
  if (refusal.error === 'ACCOUNT_CLOSED') set(refusal.message);
};
export const dismissSessionEnded = (): void => set(null);
export const sessionEndedReason = (): string | null => reason;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSessionEndedReason = (): string | null =>
  useSyncExternalStore(subscribe, sessionEndedReason, sessionEndedReason);
