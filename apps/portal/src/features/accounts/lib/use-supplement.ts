import { useEffect, useRef } from 'react';
import { closeLoginDialog, openLoginDialog } from '../../../lib/login-dialog.ts';
import { useSession } from '../../../lib/session.ts';
import { needsSupplement } from './after-login.ts';

/** Whether the login dialog must show the supplement form now: owed and still no name. */
export const useSupplementOwed = (): boolean => {
  const { supplementOwed, userInfo } = useSession();
  return supplementOwed && userInfo !== null && needsSupplement(userInfo);
};

/**
 * Brings the supplement form back on the pages of the main layout while it is owed, so a
 * reload cannot skip it (spec 01 §4); the dialog it opened closes when nothing is owed any
 * more (submitted, logged out, or the session ended at start).
 */
export const useSupplementReminder = (): void => {
  const owed = useSupplementOwed();
  const opened = useRef(false);
  useEffect(() => {
    if (owed) {
      opened.current = true;
      openLoginDialog();
    } else if (opened.current) {
      opened.current = false;
      closeLoginDialog();
    }
  }, [owed]);
};
