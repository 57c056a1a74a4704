import { zPassword } from '@steel-epd/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule.ts';

/** A new password and its repetition, checked with the contract's password rule. */
export const PasswordFields = ({ label }: { label: 'initial' | 'new' }) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(label === 'initial' ? 'console.operators.initialPassword' : 'console.operators.newPassword')}
        rules={[zodRule(zPassword)]}
        extra={t('validation.passwordRule')}
      >
        <Input.Password autoComplete="new-password" data-testid="operator-form-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('console.operators.confirmPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value !== getFieldValue('password')) throw new Error(t('validation.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="operator-form-confirm" />
      </Form.Item>
    </>
  );
};
