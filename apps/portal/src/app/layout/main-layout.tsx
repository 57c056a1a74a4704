import { Outlet } from 'react-router';
import { useLayoutSize } from '../../lib/use-layout-size.ts';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/** The desktop and tablet frame of every page inside the layout (spec 01 §2). */
export function MainLayout() {
  const size = useLayoutSize();
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
