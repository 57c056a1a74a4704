import { useLang, useMotion } from '@steel-epd/web';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BRAND_NAVY, BRAND_NAVY_DARK, BRAND_NAVY_LIGHT } from '../lib/brand.ts';
import { i18n } from '../lib/i18n.ts';
import { useServerTexts } from '../lib/server-texts.ts';
import { queryClient } from './query-client.ts';

// Links take the navy too (antd's default link colour is its own blue), so one colour rule holds.
const TOKEN = {
  colorPrimary: BRAND_NAVY,
  colorLink: BRAND_NAVY,
  colorLinkHover: BRAND_NAVY_LIGHT,
  colorLinkActive: BRAND_NAVY_DARK,
  borderRadius: 6,
};

/** antd follows the chosen language (spec 01 §1); dayjs and <html lang> follow in lib/i18n. */
function LocalisedAntd({ children }: { children: ReactNode }) {
  const lang = useLang();
  const motion = useMotion();
  useServerTexts();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={{ token: { ...TOKEN, motion } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Everything the screens rely on: data fetching, translations, antd's locale and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
