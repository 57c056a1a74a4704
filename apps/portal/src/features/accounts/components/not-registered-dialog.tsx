import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
}

/** Codes 106 and 0 on a phone login or an SMS send (spec 01 §7): offer the registration page. */
export function NotRegisteredDialog({ open, onClose, onRegister }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('account.notRegisteredTitle')}
      onCancel={onClose}
      width={380}
      centered
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="not-registered-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="register" type="primary" onClick={onRegister} data-testid="not-registered-register">
          {t('account.goRegister')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="not-registered">{t('account.notRegistered')}</Typography.Paragraph>
    </Modal>
  );
}
