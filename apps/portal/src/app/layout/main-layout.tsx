import { Outlet } from 'react-router';
import { useSupplementReminder } from '../../features/account/lib/use-supplement.ts';
import { useLayoutSize } from '../../lib/use-layout-size.ts';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/**
 * The desktop and tablet frame of every page inside the layout (spec 01 §2); an owed
 * supplement form comes back on each of them.
 */
export function MainLayout() {
  const size = useLayoutSize();
  useSupplementReminder();
  return (
    <div className="portal-shell" data-layout={size}>
      <SiteHeader />
      <main className="portal-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
