import { REFUSE_REASON_MAX, type TDeregistrationRequest, ZRefuseDeregistration } from '@steel-epd/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { DecideDeregistration } from './api.ts';

const TEST_IDS = {
  form: 'refuse-deregistration-form',
  input: 'refuse-reason',
  submit: 'refuse-deregistration-submit',
};

/** The reason for refusing; the user reads it in their inbox. */
export const RefuseDialog = ({
  request,
  onClose,
  mutation,
}: {
  request: TDeregistrationRequest | null;
  onClose: () => void;
  mutation: DecideDeregistration;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const send = useFormSubmit(form, onClose);
  return (
    <ReasonDialog
      open={request !== null}
      title={t('console.deregistrations.refuseTitle', { account: request?.userAccount ?? '' })}
      pending={mutation.isPending}
      onCancel={onClose}
      onSubmit={(reason) => {
        if (!request) return;
        send(
          mutation,
          { userId: request.userId, approve: false, reason },
          t('console.deregistrations.refusedToast'),
        );
      }}
      okText="console.deregistrations.refuse"
      label="console.deregistrations.reason"
      hint="console.deregistrations.reasonHint"
      rule={{ schema: ZRefuseDeregistration.shape.reason, maxLength: REFUSE_REASON_MAX }}
      testIds={TEST_IDS}
      form={form}
    />
  );
};
