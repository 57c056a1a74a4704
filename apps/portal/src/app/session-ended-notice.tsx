import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { dismissSessionEnded, useSessionEndedReason } from '../lib/session-ended.ts';

/** Tells a user whose session the server ended for a reason (a closed account) what happened. */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const reason = useSessionEndedReason();
  return (
    <Modal
      open={reason !== null}
      title={t('account.sessionEndedTitle')}
      onOk={dismissSessionEnded}
      onCancel={dismissSessionEnded}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="session-ended"
    >
      <p data-testid="session-ended-reason">{reason}</p>
    </Modal>
  );
}
