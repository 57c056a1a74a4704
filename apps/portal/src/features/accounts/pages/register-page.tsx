import { Button, Spin } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaptcha } from '../../../components/captcha/use-captcha.tsx';
import { TabBar, tabPanelProps } from '../../../components/tab-bar/tab-bar.tsx';
import type { AgreementType } from '../../../lib/api/agreement-queries.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import type { PageProps } from '../../../lib/page.ts';
import { storeResultCode } from '../../../lib/result-code.ts';
import { AgreementDialog } from '../components/agreement-dialog.tsx';
import { ConsentCheckbox } from '../components/consent-checkbox.tsx';
import { RegisterEmailForm } from '../components/register-email-form.tsx';
import { RegisterNotice } from '../components/register-notice.tsx';
import { useConsent } from '../components/use-consent.ts';
import '../account.css';

/**
 * The phone form (with its dictionary select, about 64 KB) is a chunk of its own: registration
 * opens on the e-mail form, so its start does without it (issue 12). It is asked for when the
 * pointer reaches the phone tab, and shows a spinner if it has not arrived when the tab opens.
 */
const loadPhoneForm = () => import('../components/register-phone-form.tsx');
const RegisterPhoneForm = lazy(async () => ({ default: (await loadPhoneForm()).RegisterPhoneForm }));

/**
 * The desktop registration page (spec 01 §2): a notice first, then e-mail and phone tabs.
 * Consent starts unticked here; reading both agreements to the end ticks it. Success leads
 * to /Result with code 7 ("review within one working day").
 */
export default function RegisterPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [noticeOpen, setNoticeOpen] = useState(true);
  const tabsId = useId();
  const [form, setForm] = useState<'email' | 'phone'>('email');
  // A form once opened stays made while the other is open, so what was typed in it is kept.
  const [phoneMade, setPhoneMade] = useState(false);
  const { consent, setConsent, checkConsent } = useConsent(false);
  const [reading, setReading] = useState<AgreementType | null>(null);
  const [read, setRead] = useState<ReadonlySet<AgreementType>>(new Set());

  const onRead = (type: AgreementType) => {
    const next = new Set(read).add(type);
    setRead(next);
    if (next.size === 2) setConsent(true);
    setReading(null);
  };
  const onRegistered = () => {
    storeResultCode('7');
    void navigate('/Result');
  };

  const formProps = { verifyCaptcha: captcha.verify, checkConsent, onRegistered };
  return (
    <main className="register-page" data-testid="register-page">
      {/* A plain heading: Ant Design's Typography brings its editable text area into the page's
          start (issue 12). */}
      <h3 className="register-page__title">{t(titleKey)}</h3>
      <TabBar
        id={tabsId}
        centered
        label={t(titleKey)}
        activeKey={form}
        onChange={(key) => {
          setForm(key === 'phone' ? 'phone' : 'email');
          if (key === 'phone') setPhoneMade(true);
        }}
        items={[
          { key: 'email', label: <span data-testid="register-tab-email">{t('register.byEmail')}</span> },
          {
            key: 'phone',
            label: (
              <span
                data-testid="register-tab-phone"
                onPointerEnter={() => void loadPhoneForm()}
                onPointerDown={() => void loadPhoneForm()}
              >
                {t('register.byPhone')}
              </span>
            ),
          },
        ]}
      />
      <div {...tabPanelProps(tabsId, 'email')} hidden={form !== 'email'}>
        <RegisterEmailForm {...formProps} />
      </div>
      <div {...tabPanelProps(tabsId, 'phone')} hidden={form !== 'phone'}>
        {phoneMade ? (
          <Suspense fallback={<Spin className="register-page__loading" />}>
            <RegisterPhoneForm {...formProps} />
          </Suspense>
        ) : null}
      </div>
      <ConsentCheckbox
        checked={consent}
        onChange={setConsent}
        testId="register-consent"
        userAgreement={
          <Button
            type="link"
            onClick={() => setReading('REGISTRATION')}
            data-testid="register-open-agreement"
          >
            {t('account.userAgreementLink')}
          </Button>
        }
        privacy={
          <Button type="link" onClick={() => setReading('PRIVACY')} data-testid="register-open-privacy">
            {t('account.privacyLink')}
          </Button>
        }
      />
      <div className="register-page__login">
        {t('register.haveAccount')}
        <Button type="link" onClick={openLoginDialog} data-testid="register-go-login">
          {t('common.login')}
        </Button>
      </div>
      <RegisterNotice open={noticeOpen} onClose={() => setNoticeOpen(false)} />
      <AgreementDialog type={reading} onRead={onRead} onClose={() => setReading(null)} />
      {captcha.popup}
    </main>
  );
}
