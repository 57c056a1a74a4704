import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The notice shown before the registration form (spec 01 §2 "a notice dialog, then a form"). */
export function RegisterNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('register.noticeTitle')}
      onCancel={onClose}
      centered
      footer={
        <Button type="primary" onClick={onClose} data-testid="register-notice-ok">
          {t('register.noticeOk')}
        </Button>
      }
    >
      <div className="register-notice" data-testid="register-notice">
        <ol>
          <li>{t('register.notice1')}</li>
          <li>{t('register.notice2')}</li>
          <li>{t('register.notice3')}</li>
        </ol>
      </div>
    </Modal>
  );
}
