import { type MouseEvent, useEffect, useRef, useState } from 'react';

/** What first asked for the popup: a pointer coming over its button, or a click (tap, Enter). */
export type MadeBy = 'pointer' | 'click';

/**
 * An Ant Design popup on every card of a list (a tooltip, a popover) made when it is first asked
 * for, not with the page: Ant Design makes a component's style rules when it first renders one,
 * so a list's first render would make the tooltip's and popover's rules for popups nobody has
 * opened yet (issue 29, "/Epd as fast as the home page"). Until then the button is rendered on
 * its own with `standIn`'s handlers; once made, it is another element inside the popup, so a
 * keyboard user who pressed it is given the focus back on it (`ref`).
 */
export const useMadeOnDemand = <T extends HTMLElement>() => {
  const [madeBy, setMadeBy] = useState<MadeBy | null>(null);
  const ref = useRef<T>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (madeBy !== null && refocus.current) ref.current?.focus();
    refocus.current = false;
  }, [madeBy]);

  const standIn = {
    onMouseEnter: () => setMadeBy((by) => by ?? 'pointer'),
    onClick: (event: MouseEvent<T>) => {
      refocus.current = document.activeElement === event.currentTarget;
      setMadeBy('click');
    },
  };
  return { madeBy, ref, standIn };
};
