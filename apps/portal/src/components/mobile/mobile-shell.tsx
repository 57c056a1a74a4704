import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandName } from '../brand/brand-name.tsx';
import './mobile-form.css';

interface Props {
  title: string;
  subtitle?: string;
  testId: string;
  /** Extra data attributes of the page (the login page names its view). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * The frame of the standalone phone pages (/Loginapp, /appLoginform, /userinfo): the brand on
 * the navy band the home page uses, the page's title, and the form on a card. Plain elements
 * and one small style sheet, so a scanned QR code still opens fast.
 */
export function MobileShell({ title, subtitle, testId, data, children }: Props) {
  const { t } = useTranslation();
  return (
    <main className="m-shell" data-testid={testId} {...data}>
      <header className="m-shell__band">
        <BrandName tone="dark" />
        <h1 className="m-shell__title">{title}</h1>
        {subtitle ? <p className="m-shell__subtitle">{subtitle}</p> : null}
      </header>
      <section className="m-shell__card">{children}</section>
      <footer className="m-shell__foot">{t('footer.copyright')}</footer>
    </main>
  );
}
