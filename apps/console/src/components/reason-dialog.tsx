import { REJECT_REASON_MAX, ZRejectReason } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../lib/test-id.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Asks for the reason of a rejection, checked with the contract's rule; the user reads it in
 * their inbox and on their page. Both review pages use it.
 */
export const ReasonDialog = ({ open, title, pending, onCancel, onSubmit }: ReasonDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async () => {
    const { reason } = await form.validateFields();
    onSubmit(reason.trim());
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => {})}
      okText={t('console.reviews.reject')}
      okButtonProps={{ danger: true, ...testId('reason-submit') }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="reason-dialog" preserve={false}>
        <Form.Item
          name="reason"
          label={t('console.reviews.reason')}
          rules={[zodRule(ZRejectReason.shape.reason, t)]}
        >
          <Input.TextArea rows={4} maxLength={REJECT_REASON_MAX} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
