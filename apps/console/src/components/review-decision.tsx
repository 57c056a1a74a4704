import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../lib/test-id.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import type { ReviewQueueName } from './review-status.tsx';

/** A decision on one pending item: without a reason it approves, with one it rejects. */
export interface DecideMutation {
  mutate(
    reason: string | undefined,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

interface ReviewDecisionProps {
  /** The queue, whose texts ask `console.<name>.approveConfirm` and title `console.<name>.rejectTitle`. */
  name: ReviewQueueName;
  decide: DecideMutation;
  /** The buttons' test ids, e.g. `company-approve`. */
  testIdOf: (action: 'approve' | 'reject') => string;
  /** Small buttons in a table row; default ones in a drawer's footer. */
  small?: boolean;
  onDecided?: () => void;
}

/**
 * Approve (after a confirmation) or reject (with a reason the user reads) one pending item of a
 * review queue: a certification, a registration, and the applications to come.
 */
export const ReviewDecision = ({ name, decide, testIdOf, small = false, onDecided }: ReviewDecisionProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const [rejecting, setRejecting] = useState(false);

  const run = (reason?: string) =>
    decide.mutate(reason, {
      onSuccess: () => {
        void message.success(
          t(reason === undefined ? 'console.reviews.approvedToast' : 'console.reviews.rejectedToast'),
        );
        setRejecting(false);
        onDecided?.();
      },
      onError: toast,
    });

  return (
    <Flex gap="small">
      <Popconfirm
        title={t(`console.${name}.approveConfirm`)}
        okButtonProps={{ ...testId('reviews-confirm-ok') }}
        cancelButtonProps={{ ...testId('reviews-confirm-cancel') }}
        onConfirm={() => run()}
      >
        <Button
          size={small ? 'small' : 'middle'}
          type="primary"
          loading={decide.isPending}
          data-testid={testIdOf('approve')}
        >
          {t('console.reviews.approve')}
        </Button>
      </Popconfirm>
      <Button
        size={small ? 'small' : 'middle'}
        danger
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
        data-testid={testIdOf('reject')}
      >
        {t('console.reviews.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t(`console.${name}.rejectTitle`)}
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => run(reason)}
      />
    </Flex>
  );
};
