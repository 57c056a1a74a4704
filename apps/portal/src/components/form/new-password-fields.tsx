import { zPassword } from '@steel-epd/contract';
import { ContractField, sameAs } from '@steel-epd/web';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The confirmation's form field; the password's is userPassword in every form (spec 01 §3). */
  repeatName: string;
  /** The password's name: the item's label, or the input's aria-label in compact forms. */
  label: string;
  placeholder: string;
  /** Vertical forms label the items; the compact ones name the inputs by aria-label instead. */
  showLabels?: boolean;
  testId: string;
  repeatTestId: string;
}

/** A new password and its confirmation, which must match it (spec 01 §5). */
export function NewPasswordFields({
  repeatName,
  label,
  placeholder,
  showLabels = false,
  testId,
  repeatTestId,
}: Props) {
  const { t } = useTranslation();
  const repeatLabel = t('account.repeatPassword');
  return (
    <>
      <ContractField
        name="userPassword"
        label={showLabels ? label : undefined}
        required={showLabels}
        schema={zPassword}
      >
        <Input.Password
          placeholder={placeholder}
          aria-label={showLabels ? undefined : label}
          autoComplete="new-password"
          data-testid={testId}
        />
      </ContractField>
      <Form.Item
        name={repeatName}
        label={showLabels ? repeatLabel : undefined}
        dependencies={['userPassword']}
        rules={[
          { required: true, message: t('account.repeatPasswordPlaceholder') },
          sameAs('userPassword', t),
        ]}
      >
        <Input.Password
          placeholder={t('account.repeatPasswordPlaceholder')}
          aria-label={showLabels ? undefined : repeatLabel}
          autoComplete="new-password"
          data-testid={repeatTestId}
        />
      </Form.Item>
    </>
  );
}
