import type { Lang } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { switchLang } from '../lib/api/session-calls.ts';
import './language-switch.css';

/**
 * "CN | EN" (spec 01 §2 "Header"), also on the agreement pages; the current language is marked
 * with aria-pressed.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const option = (value: Lang, label: string) => (
    <button
      type="button"
      className={`lang-switch__option${lang === value ? ' lang-switch__option--active' : ''}`}
      aria-pressed={lang === value}
      onClick={() => void switchLang(value)}
      data-testid={`lang-${value}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="lang-switch" aria-label={t('header.langSwitch')}>
      {option('zh', t('header.langCn'))}
      <span className="lang-switch__divider" aria-hidden="true">
        |
      </span>
      {option('en', t('header.langEn'))}
    </fieldset>
  );
}
