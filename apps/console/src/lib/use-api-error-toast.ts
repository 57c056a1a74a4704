import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api-error.ts';

/** Shows a failed call's message as a warning; the same message shares a key so retries show one. */
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
