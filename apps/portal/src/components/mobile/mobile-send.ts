import { errorMessage, isKnownText } from '@steel-epd/web';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ShowToast = (text: string, kind?: 'info' | 'success' | 'warning', ms?: number) => void;

/** A failed check's text key, or the server's words, as a toast text. */
export const useMobileMessages = (show: ShowToast) => {
  const { t } = useTranslation();
  const warnKey = useCallback((key: string) => show(isKnownText(key) ? t(key) : key), [show, t]);
  const warnError = useCallback((error: unknown) => show(errorMessage(error, t)), [show, t]);

  /**
   * Sends a code the mobile way (no captcha, spec 01 §2): the account must pass its check
   * first; answers whether a code went out.
   */
  const sendCode = useCallback(
    async (accountError: string | null, send: () => Promise<unknown>, onError = warnError) => {
      if (accountError) {
        warnKey(accountError);
        return false;
      }
      try {
        await send();
        show(t('account.codeSent'), 'success');
        return true;
      } catch (error) {
        onError(error);
        return false;
      }
    },
    [show, t, warnKey, warnError],
  );

  return { warnKey, warnError, sendCode };
};
