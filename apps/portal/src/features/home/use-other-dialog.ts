import { useSyncExternalStore } from 'react';
import { isShown } from './tour-steps.ts';

/** The tour's own panels (its welcome is a modal dialog too). */
const TOUR = '.home-tour';

/**
 * Whether a modal dialog other than the tour is open: Ant Design's modals (the login dialog, the
 * action gate's confirm box) and drawers (the phone's menu) all mark their panel
 * `aria-modal="true"` and hide it when closed.
 */
const otherDialogOpen = (): boolean =>
  [...document.querySelectorAll('[aria-modal="true"]')].some(
    (element) => element.closest(TOUR) === null && isShown(element),
  );

const subscribe = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'aria-modal'],
  });
  return () => observer.disconnect();
};

/** Whether another modal dialog is open now; watched only while the caller is mounted. */
export const useOtherDialogOpen = (): boolean => useSyncExternalStore(subscribe, otherDialogOpen);
