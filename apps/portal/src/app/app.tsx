import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import type { PortalRouter } from './router.tsx';

export function App({ router }: { router: PortalRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
