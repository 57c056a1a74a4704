import type { TLoginAnswer } from '@steel-epd/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { forgetTarget, oweSupplement, startSession, storedTarget } from '../../../lib/session.ts';
import { toUserInfo } from '../../../lib/user-info.ts';
import { afterLogin } from '../lib/after-login.ts';

/**
 * Completes a desktop login (spec 01 §4 "Login flow"): stores the token cookie (1 day) and the
 * user, says "login success" for a second, then either marks the supplement form as owed (the
 * dialog turns to it, and it comes back after a reload) or goes to the remembered page.
 */
export const useFinishLogin = () => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  return useCallback(
    (answer: TLoginAnswer): void => {
      startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO));
      void message.success({ content: t('account.loginSuccess'), duration: 1 });
      const next = afterLogin(answer.portalUserVO, storedTarget(), pathname + search);
      if (next.kind === 'supplement') {
        oweSupplement();
        return;
      }
      forgetTarget();
      closeLoginDialog();
      void navigate(next.to);
    },
    [message, t, navigate, pathname, search],
  );
};
