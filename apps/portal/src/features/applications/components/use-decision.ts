import type { TextKey } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

interface Decision {
  title: TextKey;
  content: TextKey;
  okText: TextKey;
  done: TextKey;
  danger?: boolean;
  testId: string;
  /** The call; the dialog's OK button stays busy until it settles. */
  send: () => Promise<unknown>;
}

/**
 * A decision the user takes on a quote, a contract or corrected data: a confirm dialog first
 * (spec 02 §5 "Confirm dialogs"), its OK button busy while the call runs, then a success
 * notice, or the server's message in the reader's language (the dialog closes either way).
 */
export const useDecision = () => {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  return (d: Decision) => {
    const ok = { 'data-testid': `${d.testId}-ok` };
    const cancel = { 'data-testid': `${d.testId}-cancel` };
    modal.confirm({
      title: t(d.title),
      content: t(d.content),
      okText: t(d.okText),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: d.danger === true, ...ok },
      cancelButtonProps: { ...cancel },
      onOk: async () => {
        try {
          await d.send();
          void message.success(t(d.done));
        } catch (error) {
          showError(error);
        }
      },
    });
  };
};
