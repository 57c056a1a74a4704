import { accountRoutes } from '@steel-epd/contract';
import { ApiError, startDownload, useApiErrorToast } from '@steel-epd/web';
import { useCallback } from 'react';
import { call } from './http.ts';
import { openLoginDialog } from './login-dialog.ts';
import { clearSession, getToken } from './session.ts';
import { useActionGate } from './use-action-gate.ts';

/** A download address with the session token in the query (`?Authorization=`), for a plain link. */
export const withTokenQuery = (path: string, token: string): string =>
  `${path}?Authorization=${encodeURIComponent(token)}`;

/**
 * The download flow of spec 02 §4: anonymous visitors log in first, a registration under
 * review is a warning, a failed one a confirm leading to /information (the action gate); then
 * the token is checked (code 0 ends the session and opens the login dialog) and the download
 * starts with the token as a query parameter. `urlOf` makes the address from the token.
 */
export const useTokenDownload = <A>(urlOf: (arg: A, token: string) => string) => {
  const gate = useActionGate({ audit: true });
  const showError = useApiErrorToast();
  return useCallback(
    async (arg: A) => {
      if (!(await gate())) return;
      try {
        await call(accountRoutes.verify);
      } catch (error) {
        if (error instanceof ApiError && error.code === 0) {
          clearSession();
          openLoginDialog();
        } else showError(error);
        return;
      }
      const token = getToken();
      if (token === null) {
        openLoginDialog();
        return;
      }
      startDownload(urlOf(arg, token));
    },
    [gate, showError, urlOf],
  );
};
