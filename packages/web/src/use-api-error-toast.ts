import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api-error.ts';

/**
 * Shows a failed call as a warning toast (spec 01 §7: "other answers show the server message
 * as a warning or a generic error"). Same messages share a key so a retry storm shows one toast.
 */
export const useApiErrorToast = (): ((error: unknown) => void) => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const content = errorMessage(error, t);
      void message.warning({ content, key: content });
    },
    [message, t],
  );
};
