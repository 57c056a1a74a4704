import { useApiErrorToast } from '@steel-epd/web';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { userDetailKey } from '../../../../lib/use-user-detail.ts';
import { revokeLogoff } from '../api/personal-calls.ts';

const CONFIRM_TEST_ID = { 'data-testid': 'personal-revoke-confirm' };

/** A deregistration under review (user status 0, spec 02 §4) and the button that revokes it. */
export function DeregistrationNotice() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const userId = useSession().userInfo?.id ?? 0;
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  const revoke = () =>
    modal.confirm({
      title: t('personal.revokeConfirmTitle'),
      content: t('personal.revokeConfirm'),
      okText: t('personal.revoke'),
      okButtonProps: { ...CONFIRM_TEST_ID },
      cancelText: t('common.cancel'),
      onOk: () =>
        run(async () => {
          await revokeLogoff();
          await client.invalidateQueries({ queryKey: userDetailKey(userId) });
          void message.success(t('personal.revoked'));
        }, showError),
    });

  return (
    <Alert
      type="warning"
      showIcon
      className="personal-page__notice"
      title={<span data-testid="personal-logoff-pending">{t('personal.logoffReviewing')}</span>}
      description={t('personal.logoffReviewingDetail')}
      action={
        <Button danger loading={busy} onClick={revoke} data-testid="personal-revoke">
          {t('personal.revoke')}
        </Button>
      }
    />
  );
}
