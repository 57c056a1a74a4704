import type { TConsoleUser } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useSetUserLocked } from './api.ts';

/**
 * Disable or enable, each behind a confirmation: disabling logs the user out everywhere, and
 * either way the change lands in the audit log. Test ids carry the account.
 */
export const UserLockButton = ({ user }: { user: TConsoleUser }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const setLocked = useSetUserLocked();
  const lock = !user.locked;

  const confirm = () =>
    setLocked.mutate(
      { id: user.id, locked: lock },
      {
        onSuccess: () =>
          void message.success(t(lock ? 'console.users.disabledToast' : 'console.users.enabledToast')),
        onError: toast,
      },
    );

  return (
    <Popconfirm
      title={t(lock ? 'console.users.disableConfirm' : 'console.users.enableConfirm')}
      okButtonProps={{ danger: lock, ...testId('users-confirm-ok') }}
      cancelButtonProps={{ ...testId('users-confirm-cancel') }}
      onConfirm={confirm}
    >
      <Button
        size="small"
        danger={lock}
        loading={setLocked.isPending}
        data-testid={`user-${lock ? 'disable' : 'enable'}-${user.userAccount}`}
      >
        {t(lock ? 'console.users.disable' : 'console.users.enable')}
      </Button>
    </Popconfirm>
  );
};
