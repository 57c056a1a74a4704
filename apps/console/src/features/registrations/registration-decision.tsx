import type { TRegistrationReview } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// The one reason dialog of both review pages (a shared component; it lives with the first page).
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { testId } from '../../lib/test-id.ts';
import { useDecideRegistration } from './api.ts';

/** Approve (after a confirmation) or reject (with a reason) one pending registration. */
export const RegistrationDecision = ({ user }: { user: TRegistrationReview }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const decide = useDecideRegistration();
  const [rejecting, setRejecting] = useState(false);

  const run = (reason?: string) =>
    decide.mutate(reason === undefined ? { userId: user.id } : { userId: user.id, reason }, {
      onSuccess: () => {
        void message.success(
          t(reason === undefined ? 'console.reviews.approvedToast' : 'console.reviews.rejectedToast'),
        );
        setRejecting(false);
      },
      onError: toast,
    });

  return (
    <Flex gap="small">
      <Popconfirm
        title={t('console.registrations.approveConfirm')}
        okButtonProps={{ ...testId('reviews-confirm-ok') }}
        cancelButtonProps={{ ...testId('reviews-confirm-cancel') }}
        onConfirm={() => run()}
      >
        <Button
          size="small"
          type="primary"
          loading={decide.isPending}
          data-testid={`registration-approve-${user.userAccount}`}
        >
          {t('console.reviews.approve')}
        </Button>
      </Popconfirm>
      <Button
        size="small"
        danger
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
        data-testid={`registration-reject-${user.userAccount}`}
      >
        {t('console.reviews.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t('console.registrations.rejectTitle')}
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => run(reason)}
      />
    </Flex>
  );
};
