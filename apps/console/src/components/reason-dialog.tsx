import { REJECT_REASON_MAX, type TextKey, ZRejectReason } from '@steel-epd/contract';
import { ContractField, type RuleSchema } from '@steel-epd/web';
import { Form, type FormInstance, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../lib/test-id.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  /** Another decision's wording and rule (a PCR request's decline); the review's by default. */
  okText?: TextKey;
  label?: TextKey;
  hint?: TextKey;
  rule?: { schema: RuleSchema; maxLength: number };
  /** Test ids of the form, the text area and the submit button. */
  testIds?: { form: string; input: string; submit: string };
  /**
   * The dialog's form, when the caller sends it with `useFormSubmit` (the server's field errors
   * then land on the reason, and a success resets it); its own otherwise.
   */
  form?: FormInstance<{ reason: string }>;
}

const REVIEW_TEST_IDS = { form: 'reason-dialog', input: 'reason-input', submit: 'reason-submit' };

/**
 * Asks for the reason of a rejection, checked with the contract's rule; the user reads it in
 * their inbox and on their page. The review pages, a PCR request's decline, a deregistration's
 * refusal and a low-carbon application's rejection use it.
 */
export const ReasonDialog = ({
  open,
  title,
  pending,
  onCancel,
  onSubmit,
  okText = 'console.reviews.reject',
  label = 'console.reviews.reason',
  hint,
  rule = { schema: ZRejectReason.shape.reason, maxLength: REJECT_REASON_MAX },
  testIds = REVIEW_TEST_IDS,
  form: given,
}: ReasonDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>(given);

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
      okText={t(okText)}
      okButtonProps={{ danger: true, ...testId(testIds.submit) }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={testIds.form} preserve={false}>
        <ContractField
          name="reason"
          label={t(label)}
          {...(hint ? { extra: t(hint) } : {})}
          schema={rule.schema}
        >
          <Input.TextArea rows={4} count={{ max: rule.maxLength, show: true }} data-testid={testIds.input} />
        </ContractField>
      </Form>
    </Modal>
  );
};
