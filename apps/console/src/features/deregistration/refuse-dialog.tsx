import { REFUSE_REASON_MAX, type TDeregistrationRequest, ZRefuseDeregistration } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { DecideDeregistration } from './api.ts';

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

  const submit = async () => {
    if (!request) return;
    const { reason } = await form.validateFields();
    send(
      mutation,
      { userId: request.userId, approve: false, reason },
      t('console.deregistrations.refusedToast'),
    );
  };

  return (
    <Modal
      open={request !== null}
      title={t('console.deregistrations.refuseTitle', { account: request?.userAccount ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okText={t('console.deregistrations.refuse')}
      okButtonProps={{ danger: true, ...testId('refuse-deregistration-submit') }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="refuse-deregistration-form">
        <Form.Item
          name="reason"
          label={t('console.deregistrations.reason')}
          extra={t('console.deregistrations.reasonHint')}
          rules={[zodRule(ZRefuseDeregistration.shape.reason, t)]}
        >
          <Input.TextArea
            rows={4}
            count={{ max: REFUSE_REASON_MAX, show: true }}
            data-testid="refuse-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
