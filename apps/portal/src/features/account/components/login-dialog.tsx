import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeLoginDialog, useLoginDialogOpen } from '../../../lib/login-dialog.ts';

/**
 * The one login dialog, opened through lib/login-dialog from the header and the login prompt.
 * Logging in is built by a later issue; until then it says so instead of pretending.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const open = useLoginDialogOpen();
  return (
    <Modal
      open={open}
      title={t('common.login')}
      onCancel={closeLoginDialog}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={closeLoginDialog} data-testid="login-dialog-close">
          {t('common.ok')}
        </Button>
      }
    >
      <Typography.Paragraph data-testid="login-dialog">{t('login.notBuilt')}</Typography.Paragraph>
    </Modal>
  );
}
