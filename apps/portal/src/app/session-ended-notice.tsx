import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSessionEnded, useSessionEndedReason } from '../lib/session-ended.ts';

/**
 * Tells a user whose session the server ended for a reason (a closed account) what happened.
 * The dialog is made the first time it is needed, not with every page: a closed Modal still
 * makes Ant Design's modal rules at the page's start (issue 29).
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const reason = useSessionEndedReason();
  const [needed, setNeeded] = useState(false);
  if (reason !== null && !needed) setNeeded(true);
  if (!needed && reason === null) return null;
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
