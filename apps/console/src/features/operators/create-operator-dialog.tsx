import { OPERATOR_ROLES, type TOperatorCreate, ZOperatorCreate } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { OperatorMutations } from './api.ts';
import { PasswordFields } from './password-fields.tsx';

const rules = ZOperatorCreate.shape;

/** The new-operator form: username, display name, role and an initial password. */
export const CreateOperatorDialog = ({
  open,
  onClose,
  mutation,
}: {
  open: boolean;
  onClose: () => void;
  mutation: OperatorMutations['create'];
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TOperatorCreate & { confirm: string }>();
  const send = useFormSubmit(form, onClose);

  const submit = async () => {
    const { confirm: _confirm, ...values } = await form.validateFields();
    send(mutation, values);
  };

  return (
    <Modal
      open={open}
      title={t('console.operators.create')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okButtonProps={{ ...testId('operator-form-submit') }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'reviewer' }} data-testid="operator-form">
        <ContractField
          name="username"
          label={t('console.operators.username')}
          schema={rules.username}
          extra={t('console.operators.usernameHint')}
        >
          <Input autoComplete="off" data-testid="operator-form-username" />
        </ContractField>
        <ContractField
          name="displayName"
          label={t('console.operators.displayName')}
          schema={rules.displayName}
        >
          <Input data-testid="operator-form-display-name" />
        </ContractField>
        <ContractField name="role" label={t('console.operators.role')} schema={rules.role}>
          <Select
            data-testid="operator-form-role"
            options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console.role.${role}`) }))}
          />
        </ContractField>
        <PasswordFields label="initial" />
      </Form>
    </Modal>
  );
};
