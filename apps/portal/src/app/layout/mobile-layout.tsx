import { mobileFontBase } from '@steel-epd/contract';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';

/**
 * The frame of the phone pages: they are sized in rem, so the root font follows the screen
 * width (spec 02 §9). The desktop layout's font is restored on the way out.
 */
export function MobileLayout() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    const apply = () => {
      root.style.fontSize = `${mobileFontBase(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      root.style.fontSize = previous;
    };
  }, []);
  return <Outlet />;
}
