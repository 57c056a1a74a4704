import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDrawing, replacedDrawing } from '../../../lib/drawn-for.ts';

/**
 * The notice shown before the registration form (spec 01 §2 "a notice dialog, then a form"). It
 * is open at the page's first render, so the build draws it too (first-paint/): there is no
 * document in Node for the dialog's portal, so the drawing shows Ant Design's panel of the same
 * dialog over a mask, and the dialog then opens without its zoom over that drawing.
 */
export function RegisterNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [drawn] = useState(() => replacedDrawing.path === '/register');
  const title = t('register.noticeTitle');
  const footer = (
    <Button type="primary" onClick={onClose} data-testid="register-notice-ok">
      {t('register.noticeOk')}
    </Button>
  );
  const notice = (
    <div className="register-notice" data-testid="register-notice">
      <ol>
        <li>{t('register.notice1')}</li>
        <li>{t('register.notice2')}</li>
        <li>{t('register.notice3')}</li>
      </ol>
    </div>
  );
  if (isDrawing()) {
    return open ? (
      <div className="drawn-dialog">
        <Modal._InternalPanelDoNotUseOrYouWillBeFired
          title={title}
          footer={footer}
          className="drawn-dialog__panel"
        >
          {notice}
        </Modal._InternalPanelDoNotUseOrYouWillBeFired>
      </div>
    ) : null;
  }
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      centered
      footer={footer}
      {...(drawn ? { transitionName: '', maskTransitionName: '' } : {})}
    >
      {notice}
    </Modal>
  );
}
