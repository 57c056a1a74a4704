import { ApiError, READABLE_COMPONENTS, READABLE_TEXT, useLang, useMotion } from '@steel-epd/web';
import { QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http.ts';
import { useServerTexts } from '../lib/server-texts.ts';
import { clearToken } from '../lib/session.ts';
import { router } from './router.tsx';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same again; only network and server failures are worth a retry.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// A 401 means the session ended (logout elsewhere, expiry, disabled): forget it; the guard
// then shows the login page.
setUnauthorizedHandler(() => {
  clearToken();
  queryClient.clear();
});

/** antd follows the console language; the router renders the pages. */
export const ConsoleApp = () => {
  const lang = useLang();
  const motion = useMotion();
  useServerTexts();
  return (
    <ConfigProvider
      locale={lang === 'en' ? enUS : zhCN}
      theme={{
        token: { colorPrimary: '#1f4e79', ...READABLE_TEXT, motion },
        components: READABLE_COMPONENTS,
      }}
    >
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
};
