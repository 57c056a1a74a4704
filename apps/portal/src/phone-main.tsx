import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PhoneApp } from './app/phone-app.tsx';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('phone.html has no #root element');

// As the portal's entry (main.tsx): the first render in slices, so a slow phone stays responsive.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <PhoneApp />
    </StrictMode>,
  );
});
