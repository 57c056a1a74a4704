import { mobileFontBase } from '@steel-epd/contract';
import { useLayoutEffect } from 'react';

/**
 * The phone pages are sized in rem, so the root font follows the screen width (spec 02 §9);
 * the font the page had is restored on the way out (a phone page inside the desktop portal).
 */
export const useMobileFont = (): void => {
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
};
