import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The consent box's state and the check a desktop form runs before it submits: without
 * consent it warns and answers false (spec 01 §5). The start value differs by page (spec 01 §2).
 */
export const useConsent = (initial: boolean) => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [consent, setConsent] = useState(initial);
  const checkConsent = useCallback(() => {
    if (!consent) void message.warning(t('validation.consentRequired'));
    return consent;
  }, [consent, message, t]);
  return { consent, setConsent, checkConsent };
};
