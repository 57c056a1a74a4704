import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPhonePage, PhoneApp } from './app/phone-app.tsx';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('phone.html has no #root element');

// The page's module first, so the first render replaces the drawn page with the working one in
// one commit; then, as the portal's entry (main.tsx), that render in slices, so a slow phone
// stays responsive.
// (Not a top-level await: that makes the bundler split the shared code into many more chunks.)
void loadPhonePage(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <PhoneApp />
      </StrictMode>,
    );
  }),
);
