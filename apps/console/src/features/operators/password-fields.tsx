import { zPassword } from '@steel-epd/contract';
import { ContractField, sameAs } from '@steel-epd/web';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new password and its repetition, checked with the contract's password rule. */
export const PasswordFields = ({ label }: { label: 'initial' | 'new' }) => {
  const { t } = useTranslation();
  return (
    <>
      <ContractField
        name="password"
        label={t(label === 'initial' ? 'console.operators.initialPassword' : 'console.operators.newPassword')}
        schema={zPassword}
        extra={t('validation.passwordRule')}
      >
        <Input.Password autoComplete="new-password" data-testid="operator-form-password" />
      </ContractField>
      <Form.Item
        name="confirm"
        label={t('console.operators.confirmPassword')}
        dependencies={['password']}
        // No asterisk: the password above has none either, though both must be filled.
        required={false}
        rules={[{ required: true, message: t('console.operators.confirmRequired') }, sameAs('password', t)]}
      >
        <Input.Password autoComplete="new-password" data-testid="operator-form-confirm" />
      </Form.Item>
    </>
  );
};
