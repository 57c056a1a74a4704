import { emailRule, nameRule, phoneRule, smsCodeRule } from '@steel-epd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MLink, MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MAccountField, MCodeField, MField, MTabs } from '../../../../components/mobile/m-field.tsx';
import { type ShowToast, useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { firstError, newPasswordError } from '../../../../lib/first-error.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { sendRegisterMailMobile, sendSmsCodeMobile } from '../../api/code-calls.ts';
import { registerByEmail, registerByPhone } from '../../api/register-calls.ts';
import { MNewPassword } from './m-new-password.tsx';
import { MDictSelect } from './m-select.tsx';
import { MobileConsent } from './mobile-consent.tsx';

interface Props {
  toast: ShowToast;
  onRegistered: () => void;
  onLogin: () => void;
}

/** /Loginapp's registration view: phone with company fields, or e-mail with a password (spec 01 §2). */
export function MobileRegisterForm({ toast, onRegistered, onLogin }: Props) {
  const { t } = useTranslation();
  const { warnKey, warnError, sendCode } = useMobileMessages(toast);
  const [tab, setTab] = useState<'phone' | 'email'>('phone');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [industryCategory, setIndustryCategory] = useState('');
  const [companyForm, setCompanyForm] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [consent, setConsent] = useState(false);
  const { busy, run } = useBusy();
  const isPhone = tab === 'phone';
  const accountRule = isPhone ? phoneRule : emailRule;
  const userAccount = account.trim();

  const problem = (): string | null => {
    if (isPhone) {
      return (
        firstError([
          [phoneRule, userAccount],
          [smsCodeRule, code],
          [nameRule, companyName],
        ]) ??
        (industryCategory ? null : 'validation.industryRequired') ??
        (companyForm ? null : 'validation.companyFormRequired')
      );
    }
    return (
      firstError([
        [emailRule, userAccount],
        [smsCodeRule, code],
      ]) ?? newPasswordError(password, repeat)
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = problem() ?? (consent ? null : 'validation.consentRequired');
    if (wrong) return warnKey(wrong);
    void run(async () => {
      if (isPhone) {
        await registerByPhone({
          userAccount,
          verify: code,
          companyName: companyName.trim(),
          industryCategory,
          companyForm,
        });
      } else {
        await registerByEmail({ userAccount, verify: code, password, confirmation: repeat });
      }
      onRegistered();
    }, warnError);
  };

  const send = () =>
    sendCode(firstError([[accountRule, userAccount]]), () =>
      isPhone ? sendSmsCodeMobile(userAccount, 'REGISTER') : sendRegisterMailMobile(userAccount),
    );
  return (
    <form className="m-form" onSubmit={submit} data-testid="m-register-form">
      <MTabs
        tabs={[
          { key: 'phone', label: t('register.byPhone') },
          { key: 'email', label: t('register.byEmail') },
        ]}
        active={tab}
        onChange={(key) => {
          setTab(key);
          setAccount('');
          setCode('');
        }}
      />
      <MAccountField kind={tab} value={account} onChange={setAccount} testId="m-register-account" />
      <MCodeField
        value={code}
        onChange={setCode}
        testId="m-register-code"
        sendTestId="m-register-send-code"
        placeholder={isPhone ? t('account.codePlaceholder') : t('account.mailCodePlaceholder')}
        onSend={send}
      />
      {isPhone ? (
        <>
          <MField
            value={companyName}
            onChange={setCompanyName}
            onBlur={() => setCompanyName(companyName.trim())}
            testId="m-register-company"
            placeholder={t('register.companyName')}
          />
          <MDictSelect
            type="INDUSTRY_CATEGORY"
            value={industryCategory}
            onChange={setIndustryCategory}
            label={t('register.industryCategory')}
            testId="m-register-industry"
          />
          <MDictSelect
            type="COMPANY_FORM"
            value={companyForm}
            onChange={setCompanyForm}
            label={t('register.companyForm')}
            testId="m-register-company-form"
          />
        </>
      ) : (
        <MNewPassword
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
          placeholder={t('validation.passwordRule')}
          testId="m-register-password"
          repeatTestId="m-register-password-repeat"
        />
      )}
      <MobileConsent checked={consent} onChange={setConsent} />
      <MSubmit busy={busy} testId="m-register-submit">
        {t('register.submit')}
      </MSubmit>
      <div className="m-links">
        <MLink onClick={onLogin} testId="m-go-login">
          {t('register.haveAccount')} {t('common.login')}
        </MLink>
      </div>
    </form>
  );
}
