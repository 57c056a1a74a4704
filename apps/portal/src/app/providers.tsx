import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { useServerTexts } from '../lib/server-texts.ts';
import { queryClient } from './query-client.ts';

function ServerTexts({ children }: { children: ReactNode }) {
  useServerTexts();
  return children;
}

/**
 * What every screen relies on, the phone pages included: data fetching and translations (with
 * the server's texts laid over the bundled ones). Ant Design's locale, theme and toasts are the
 * desktop shell's (desktop-shell.tsx), a chunk the phone pages never load (issue 10).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ServerTexts>{children}</ServerTexts>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
