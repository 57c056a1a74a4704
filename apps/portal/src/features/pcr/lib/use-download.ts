import { accountRoutes, pcrRoutes, routeUrl } from '@steel-epd/contract';
import { ApiError, useApiErrorToast } from '@steel-epd/web';
import { useCallback } from 'react';
import { call } from '../../../lib/http.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { clearSession, getToken } from '../../../lib/session.ts';
import { useActionGate } from '../../../lib/use-action-gate.ts';

/** The address of a PCR document with the token in the query, for a plain link. */
export const pcrDownloadUrl = (attachmentId: number, token: string) =>
  `${routeUrl(pcrRoutes.pcrDownload, { id: attachmentId })}?Authorization=${encodeURIComponent(token)}`;

const startDownload = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * The download flow of spec 02 §4: anonymous visitors log in first, a registration under
 * review is a warning, a failed one a confirm leading to /information (the action gate); then
 * the token is checked (code 0 ends the session and opens the login dialog) and the download
 * starts with the token as a query parameter.
 */
export const usePcrDownload = () => {
  const gate = useActionGate({ audit: true });
  const showError = useApiErrorToast();
  return useCallback(
    async (attachmentId: number) => {
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
      startDownload(pcrDownloadUrl(attachmentId, token));
    },
    [gate, showError],
  );
};
