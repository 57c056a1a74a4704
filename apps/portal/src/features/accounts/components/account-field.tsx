import { zEmail, zPhone } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: 'phone' | 'email';
  name: string;
  /** Vertical forms label the item; the compact ones name the input by aria-label instead. */
  showLabel?: boolean;
  testId: string;
}

/** The account a desktop form logs in, registers or resets with, checked as the server does. */
export function AccountField({ kind, name, showLabel = false, testId }: Props) {
  const { t } = useTranslation();
  const phone = kind === 'phone';
  const label = phone ? t('account.phone') : t('account.email');
  const input = phone
    ? {
        placeholder: t('account.phonePlaceholder'),
        maxLength: 11,
        inputMode: 'numeric' as const,
        autoComplete: 'tel',
      }
    : { placeholder: t('account.emailPlaceholder'), autoComplete: 'email' };
  return (
    <ContractField
      name={name}
      label={showLabel ? label : undefined}
      required={showLabel}
      schema={phone ? zPhone : zEmail}
    >
      <Input {...input} aria-label={showLabel ? undefined : label} data-testid={testId} />
    </ContractField>
  );
}
