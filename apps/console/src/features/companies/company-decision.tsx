import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { testId } from '../../lib/test-id.ts';
import { useDecideCompany } from './api.ts';

/** Approve (after a confirmation) or reject (with a reason) a pending certification. */
export const CompanyDecision = ({ id, onDecided }: { id: number; onDecided: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const decide = useDecideCompany();
  const [rejecting, setRejecting] = useState(false);

  const run = (reason?: string) =>
    decide.mutate(reason === undefined ? { id } : { id, reason }, {
      onSuccess: () => {
        void message.success(
          t(reason === undefined ? 'console.reviews.approvedToast' : 'console.reviews.rejectedToast'),
        );
        setRejecting(false);
        onDecided();
      },
      onError: toast,
    });

  return (
    <Flex gap="small">
      <Popconfirm
        title={t('console.companies.approveConfirm')}
        okButtonProps={{ ...testId('reviews-confirm-ok') }}
        cancelButtonProps={{ ...testId('reviews-confirm-cancel') }}
        onConfirm={() => run()}
      >
        <Button type="primary" loading={decide.isPending} data-testid="company-approve">
          {t('console.reviews.approve')}
        </Button>
      </Popconfirm>
      <Button
        danger
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
        data-testid="company-reject"
      >
        {t('console.reviews.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t('console.companies.rejectTitle')}
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => run(reason)}
      />
    </Flex>
  );
};
