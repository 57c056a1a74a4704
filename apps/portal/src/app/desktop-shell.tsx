import { READABLE_COMPONENTS, READABLE_TEXT, useLang, useMotion } from '@steel-epd/web';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoginDialog } from '../features/accounts/components/login-dialog.tsx';
import { BRAND_NAVY, BRAND_NAVY_DARK, BRAND_NAVY_LIGHT } from '../lib/brand.ts';
import { rememberLeftPage } from '../lib/left-page.ts';
import { SessionEndedNotice } from './session-ended-notice.tsx';

// Links take the navy too (antd's default link colour is its own blue), so one colour rule holds.
const TOKEN = {
  colorPrimary: BRAND_NAVY,
  colorLink: BRAND_NAVY,
  colorLinkHover: BRAND_NAVY_LIGHT,
  colorLinkActive: BRAND_NAVY_DARK,
  borderRadius: 6,
  ...READABLE_TEXT,
};

/**
 * Around the desktop pages (the header layout and the standalone pages): antd following the
 * chosen language (spec 01 §1; dayjs and <html lang> follow in lib/i18n), its theme and
 * toasts, and the one login dialog. A chunk of its own, loaded by the router when a desktop
 * page opens: the phone pages of the QR path never load Ant Design (issue 10).
 */
export function DesktopShell() {
  const lang = useLang();
  const motion = useMotion();
  // The page a new document of this tab started from, for the login prompt's way back.
  useEffect(() => {
    window.addEventListener('pagehide', rememberLeftPage);
    return () => window.removeEventListener('pagehide', rememberLeftPage);
  }, []);
  return (
    <ConfigProvider
      locale={lang === 'en' ? enUS : zhCN}
      theme={{ token: { ...TOKEN, motion }, components: READABLE_COMPONENTS }}
    >
      <AntApp>
        <Outlet />
        <LoginDialog />
        <SessionEndedNotice />
      </AntApp>
    </ConfigProvider>
  );
}
