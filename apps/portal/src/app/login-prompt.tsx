import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leftPage, setLoginPromptShown } from '../lib/left-page.ts';
import { openLoginDialog } from '../lib/login-dialog.ts';
import { rememberTarget } from '../lib/session.ts';

/** react-router keeps the history index in history.state; 0 means this tab has no page before. */
const canGoBack = (): boolean => {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
  return typeof idx === 'number' && idx > 0;
};

/**
 * Shown instead of a login-flagged page to an anonymous visitor (spec 01 §2). Both buttons
 * leave the page, as a refused navigation would: back to the page the visitor came from (the
 * one before in this tab's history, or the one this tab showed before the page's document was
 * loaded), home only when there is none. "log in" first remembers the page (localStorage `url`)
 * so the login flow can return there, and opens the header's login dialog.
 */
export function LoginPrompt({ target }: { target: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    setLoginPromptShown(true);
    return () => setLoginPromptShown(false);
  }, []);

  const leave = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(leftPage() ?? '/', { replace: true });
  };
  const logIn = () => {
    rememberTarget(target);
    leave();
    openLoginDialog();
  };

  return (
    <Modal
      open
      title={t('common.loginNeededTitle')}
      onCancel={leave}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={leave} data-testid="login-prompt-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="login" type="primary" onClick={logIn} data-testid="login-prompt-login">
          {t('common.login')}
        </Button>,
      ]}
    >
      {/* A plain paragraph: Ant Design's Typography would bring its editable text area into every
          page's start, since the route guard that shows this prompt is part of it (issue 12). */}
      <p className="login-prompt__text" data-testid="login-prompt">
        {t('common.loginNeeded')}
      </p>
    </Modal>
  );
}
