import { useApiErrorToast } from '@steel-epd/web';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLY_GATE, decideGate, type GateNeeds } from './action-gate.ts';
import { ensureCompanyStatus } from './company-status.ts';
import { openLoginDialog } from './login-dialog.ts';
import { getSession } from './session.ts';

const GO_TEST_ID = { 'data-testid': 'gate-confirm-go' };
const CANCEL_TEST_ID = { 'data-testid': 'gate-confirm-cancel' };

/**
 * The action gate as a hook for desktop pages (spec 01 §4): `await gate(action)` runs the
 * action and answers true when decideGate lets it; otherwise it opens the login dialog, shows
 * the warning or the confirm box that offers /enterprise (or /information), and answers false.
 * The company status is loaded first when it is not known yet (a click right after a reload).
 */
export const useActionGate = (needs: GateNeeds = APPLY_GATE) => {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const { audit, company } = needs;

  return useCallback(
    async (action?: () => void): Promise<boolean> => {
      if (company === true && getSession().isAuthenticated) {
        try {
          await ensureCompanyStatus();
        } catch (error) {
          showError(error); // spec 01 §8: a failed status fetch shows the server's message
          return false;
        }
      }
      const session = getSession();
      const decision = decideGate(
        {
          loggedIn: session.isAuthenticated,
          auditStatus: session.userInfo?.auditStatus ?? null,
          companyStatus: session.companyStatus,
        },
        { audit, company },
      );
      switch (decision.kind) {
        case 'proceed':
          action?.();
          return true;
        case 'login':
          openLoginDialog();
          return false;
        case 'warn':
          void message.warning({ content: t(decision.reason), key: decision.reason });
          return false;
        case 'confirm':
          modal.confirm({
            title: t(decision.title),
            content: t(decision.content),
            okText: t('gate.go'),
            cancelText: t('common.cancel'),
            okButtonProps: { ...GO_TEST_ID },
            cancelButtonProps: { ...CANCEL_TEST_ID },
            onOk: () => void navigate(decision.to),
          });
          return false;
      }
    },
    [audit, company, message, modal, t, navigate, showError],
  );
};
