/**
 * The guided tour's steps (spec 02 §9: 8 steps): each step's element, found when the step
 * shows; none (the welcome, or a phone's drawer) centres it. `n` names its texts.
 */
export const TOUR_STEPS: readonly { selector: string | null; n: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 }[] = [
  { selector: null, n: 1 },
  { selector: '[data-testid="header-menu"]', n: 2 },
  { selector: '.lang-switch', n: 3 },
  { selector: '.user-area', n: 4 },
  { selector: '.home-hero__actions', n: 5 },
  { selector: '[data-testid="home-figures"]', n: 6 },
  { selector: '.home-entries', n: 7 },
  { selector: '[data-testid="site-footer"]', n: 8 },
];
