import { useApiErrorToast } from '@steel-epd/web';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneNotRegistered } from '../../lib/login-errors.ts';

export type VerifyCaptcha = () => Promise<string | null>;

/**
 * The desktop way to send a code (spec 01 §5): the account field must be filled and valid,
 * then the captcha must be passed, then the code call carries captchaVerification as `token`.
 * Answers whether a code went out, which starts the button's countdown.
 */
export const useCodeSender = (verifyCaptcha: VerifyCaptcha, onNotRegistered?: () => void) => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const showError = useApiErrorToast();

  return useCallback(
    async (validate: () => Promise<unknown>, send: (captchaToken: string) => Promise<unknown>) => {
      try {
        await validate();
      } catch {
        return false; // The form shows what is wrong with the account.
      }
      const token = await verifyCaptcha();
      if (token === null) return false;
      try {
        await send(token);
        void message.success(t('account.codeSent'));
        return true;
      } catch (error) {
        if (onNotRegistered && isPhoneNotRegistered(error)) onNotRegistered();
        else showError(error);
        return false;
      }
    },
    [verifyCaptcha, onNotRegistered, message, t, showError],
  );
};
