import type { Lang } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../lib/i18n.ts';

/** 中文 | EN; the choice is remembered in localStorage `console-lang`. */
export const LangSwitch = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Segmented<Lang>
      data-testid="lang-switch"
      size="small"
      value={lang}
      onChange={(value) => void setLang(value)}
      options={[
        { value: 'zh', label: <span data-testid="lang-zh">{t('console.lang.zh')}</span> },
        { value: 'en', label: <span data-testid="lang-en">{t('console.lang.en')}</span> },
      ]}
    />
  );
};
