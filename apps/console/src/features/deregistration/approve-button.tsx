import type { TDeregistrationRequest } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import type { DecideDeregistration } from './api.ts';

/** Approving cannot be undone (the personal data is erased), so it sits behind a confirmation. */
export const ApproveButton = ({
  request,
  mutation,
}: {
  request: TDeregistrationRequest;
  mutation: DecideDeregistration;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();

  const confirm = () =>
    mutation.mutate(
      { userId: request.userId, approve: true },
      {
        onSuccess: () => void message.success(t('console.deregistrations.approvedToast')),
        onError: toast,
      },
    );

  return (
    <Popconfirm
      title={t('console.deregistrations.approveConfirm')}
      okButtonProps={{ danger: true, ...testId('deregistrations-confirm-ok') }}
      cancelButtonProps={{ ...testId('deregistrations-confirm-cancel') }}
      onConfirm={confirm}
    >
      <Button size="small" danger data-testid={`deregistration-approve-${request.userAccount}`}>
        {t('console.deregistrations.approve')}
      </Button>
    </Popconfirm>
  );
};
