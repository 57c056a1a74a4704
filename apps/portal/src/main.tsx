import { PORTAL_SHELL_TEXTS } from '@steel-epd/contract';
import { syncDayjsLocale } from '@steel-epd/web';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { addTexts, i18n } from './lib/i18n.ts';
import './styles/global.css';

// The desktop shell's texts over the base every document has (the phone pages carry only that),
// and the date pickers' locale.
addTexts(PORTAL_SHELL_TEXTS);
syncDayjsLocale(i18n);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds instead of
// one long task, so a slow phone stays responsive while the page starts (issue 10, Lighthouse's
// "total blocking time").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
