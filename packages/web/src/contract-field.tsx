import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RuleSchema, zodRule } from './form-rules.ts';

/**
 * A form field checked by the contract's rule for it: antd's Form.Item with `schema` (a
 * contract schema, the server's own check) as its one rule, its messages in the reader's
 * language. Every other prop is Form.Item's.
 */
export function ContractField({ schema, ...props }: Omit<FormItemProps, 'rules'> & { schema: RuleSchema }) {
  const { t } = useTranslation();
  return <Form.Item {...props} rules={[zodRule(schema, t)]} />;
}
