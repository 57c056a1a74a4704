import { useTranslation } from 'react-i18next';
import { MField } from '../../../../components/mobile/m-field.tsx';

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  placeholder: string;
  testId: string;
  repeatTestId: string;
}

/** A new password and its confirmation; `newPasswordError` checks the pair on submit. */
export function MNewPassword({
  password,
  repeat,
  onPassword,
  onRepeat,
  placeholder,
  testId,
  repeatTestId,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <MField
        value={password}
        onChange={onPassword}
        type="password"
        autoComplete="new-password"
        testId={testId}
        placeholder={placeholder}
      />
      <MField
        value={repeat}
        onChange={onRepeat}
        type="password"
        autoComplete="new-password"
        testId={repeatTestId}
        placeholder={t('account.repeatPasswordPlaceholder')}
      />
    </>
  );
}
