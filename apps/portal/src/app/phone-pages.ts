import type { PhonePage, TextKey } from '@steel-epd/contract';
import type { ComponentType } from 'react';
import type { PhonePageProps } from '../lib/page.ts';

type PhonePageLoader = () => Promise<{ default: ComponentType<PhonePageProps> }>;

/**
 * The phone pages of the QR path (the contract's PHONE_PAGES): their title and their module.
 * Their own document (phone-app.tsx) and the portal's router (routes.ts) both open them.
 */
export const PHONE_PAGE_VIEWS: Record<PhonePage, { titleKey: TextKey; load: PhonePageLoader }> = {
  epdSummary: {
    titleKey: 'page.appEpd',
    load: () => import('../features/catalogue/mobile/pages/app-epd-page.tsx'),
  },
  epdReport: {
    titleKey: 'page.appPdf',
    load: () => import('../features/catalogue/mobile/pages/app-pdf-page.tsx'),
  },
  login: {
    titleKey: 'page.loginApp',
    load: () => import('../features/accounts/mobile/pages/login-app-page.tsx'),
  },
  loginAlias: {
    titleKey: 'page.appLogin',
    load: () => import('../features/accounts/mobile/pages/app-login-page.tsx'),
  },
  loginForm: {
    titleKey: 'page.appLoginForm',
    load: () => import('../features/accounts/mobile/pages/app-login-form-page.tsx'),
  },
};
