import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp, queryClient } from './app/app.tsx';
import './lib/i18n.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConsoleApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}
