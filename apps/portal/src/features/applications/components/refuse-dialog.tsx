import { REFUSAL_REASON_MAX, type TextKey, zRefusalReason } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: TextKey;
  content: TextKey;
  okText: TextKey;
  done: TextKey;
  /** 'price-refuse' or 'contract-refuse': the dialog, its field and buttons are named by it. */
  testId: string;
  onClose: () => void;
  /** The refusal with the reason as typed (trimmed by the server's rule as well). */
  send: (reason: string) => Promise<unknown>;
}

/**
 * Refusing a quote or a contract (decision 196): what it means, and the reason the secretariat
 * will read, required and at most REFUSAL_REASON_MAX characters by the contract's own rule. A
 * refusal of the server shows its message; the dialog closes on success.
 */
export function RefuseDialog({ open, title, content, okText, done, testId, onClose, send }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useApiErrorToast();
  const [form] = Form.useForm<{ reason: string }>();
  const ok = { 'data-testid': `${testId}-ok` };
  const cancel = { 'data-testid': `${testId}-cancel` };
  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await send(reason.trim());
      void message.success(t(done));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t(title)}
      onCancel={onClose}
      onOk={() => submit().catch(() => {})}
      okText={t(okText)}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, ...ok }}
      cancelButtonProps={{ ...cancel }}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      <Typography.Paragraph type="secondary">{t(content)}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <ContractField name="reason" label={t('apply.refuse.reason')} required schema={zRefusalReason}>
          <Input.TextArea
            rows={4}
            placeholder={t('apply.refuse.reasonPlaceholder')}
            count={{ max: REFUSAL_REASON_MAX, show: true }}
            data-testid={`${testId}-reason`}
          />
        </ContractField>
      </Form>
    </Modal>
  );
}
