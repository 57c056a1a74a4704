import { MAIN_CONTENT_ID, SkipLink } from '@steel-epd/web';
import { Outlet } from 'react-router';
import { useSupplementReminder } from '../../features/accounts/lib/use-supplement.ts';
import { useLayoutSize } from '../../lib/use-layout-size.ts';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/**
 * The desktop and tablet frame of every page inside the layout (spec 01 §2); an owed
 * supplement form comes back on each of them. The page is the main landmark (each page renders
 * its own `<main>`), so the frame's content region is a plain element: one main per page
 * (issue 29). The skip link jumps to it.
 */
export function MainLayout() {
  const size = useLayoutSize();
  useSupplementReminder();
  return (
    <div className="portal-shell" data-layout={size}>
      <SkipLink />
      <SiteHeader />
      <div className="portal-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
