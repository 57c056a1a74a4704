import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandName } from '../../../components/brand/brand-name.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useLayoutSize } from '../../../lib/use-layout-size.ts';
import '../agreements.css';

interface Props {
  title: string;
  /** A line under the title: the version and its dates. */
  subtitle?: ReactNode;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of the agreement pages, which open in a new tab outside the layout (spec 01 §2):
 * the brand, the language switch and one readable column, on a desktop and on a phone alike.
 * Plain elements: consent links on the phone pages open these too.
 */
export function AgreementFrame({ title, subtitle, children, testId }: Props) {
  const { t } = useTranslation();
  const size = useLayoutSize();
  return (
    <div className="doc-page" data-layout={size}>
      <header className="doc-page__bar">
        <Link to="/" className="doc-page__home" aria-label={t('common.home')}>
          <BrandName />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="doc-page__main">
        <article className="doc-card" data-testid={testId}>
          <h1 className="doc-card__title">{title}</h1>
          {subtitle ? <div className="doc-card__meta">{subtitle}</div> : null}
          {children}
        </article>
      </main>
      <footer className="doc-page__foot">{t('footer.copyright')}</footer>
    </div>
  );
}

/** Loading, failure and "nothing here" inside the frame. */
export function DocState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="doc-card__state" role="status" data-testid={testId}>
      {children}
    </p>
  );
}
