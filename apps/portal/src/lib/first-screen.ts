/**
 * How many pictures of a list a phone's first screen shows (the news cards, the resource
 * covers): they are fetched at once and with high priority, being the page's largest element,
 * and the drawn page's script waits for them before it asks for the app (decision 173); the
 * others load when scrolled to.
 */
export const FIRST_SCREEN_PICTURES = 2;

/** The loading attributes of a list's picture at `index`. */
export const pictureLoading = (index: number) =>
  index < FIRST_SCREEN_PICTURES
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
