import type { TOperator } from '@steel-epd/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { OperatorMutations } from './api.ts';
import { PasswordFields } from './password-fields.tsx';

/** Sets a new password for one operator; the server ends their other sessions. */
export const ResetPasswordDialog = ({
  operator,
  onClose,
  mutation,
}: {
  operator: TOperator | null;
  onClose: () => void;
  mutation: OperatorMutations['resetPassword'];
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const send = useFormSubmit(form, onClose);

  const submit = async () => {
    if (!operator) return;
    const { password } = await form.validateFields();
    send(mutation, { id: operator.id, password }, t('console.operators.saved'));
  };

  return (
    <Modal
      open={operator !== null}
      title={t('console.operators.resetPasswordFor', { name: operator?.displayName ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okButtonProps={{ ...testId('operator-form-submit') }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="reset-password-form">
        <PasswordFields label="new" />
      </Form>
    </Modal>
  );
};
