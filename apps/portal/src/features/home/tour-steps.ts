type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The phone header's menu button: the menu, the language switch and the login are behind it. */
const MENU_BUTTON = '[data-testid="header-drawer-toggle"]';

/**
 * The first of the home page's doors on a phone: there the doors stand in one column far taller
 * than the screen, so step 7 lights the first (issue 29, decision 224); wider, all of them.
 */
const FIRST_DOOR_ON_PHONE = '[data-layout="compact"] .home-entries__grid > :first-child';

/**
 * The footer's row of links on a phone: there the whole footer is as wide as the screen and
 * runs to its bottom edge, so step 8 lit a box past the screen's edges; the row (friendly
 * links, report verification, feedback) is whole on it (decision 224); wider, the footer.
 */
const FOOTER_LINKS_ON_PHONE = '[data-layout="compact"] .site-footer__links';

/**
 * The guided tour's steps (spec 02 §9: 8 steps), `n` naming each step's texts. A step points at
 * the first of its `targets` the visitor can see now: the header's menu, language switch and
 * login button (or, signed in, the user menu) on a wide screen; the menu button that opens them
 * on a phone, where they sit in the closed drawer (issue 29, decision 203). The welcome has no
 * target and shows in the middle.
 */
export const TOUR_STEPS: readonly { targets: readonly string[] | null; n: StepNumber }[] = [
  { targets: null, n: 1 },
  { targets: ['[data-testid="header-menu"]', MENU_BUTTON], n: 2 },
  { targets: ['.lang-switch', MENU_BUTTON], n: 3 },
  { targets: ['.user-area', '[data-testid="login-register"]', MENU_BUTTON], n: 4 },
  { targets: ['.home-hero__actions'], n: 5 },
  { targets: ['[data-testid="home-figures"]'], n: 6 },
  { targets: [FIRST_DOOR_ON_PHONE, '.home-entries'], n: 7 },
  { targets: [FOOTER_LINKS_ON_PHONE, '[data-testid="site-footer"]'], n: 8 },
];

/** Whether an element is laid out and not hidden (a closed drawer's and modal's content is not). */
export const isShown = (element: Element): boolean =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;

/** The first element of `targets` that is laid out on the page now (none: null). */
export const visibleTarget = (targets: readonly string[]): HTMLElement | null => {
  for (const selector of targets) {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (isShown(element)) return element;
    }
  }
  return null;
};

/** The steps that have something to point at now (the welcome always has). */
export const tourSteps = () =>
  TOUR_STEPS.filter(({ targets }) => targets === null || visibleTarget(targets) !== null);
