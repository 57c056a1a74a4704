import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the region a skip link jumps to: the shell's content, around the page's main. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (issue 29, WCAG 2.4.1): the first thing a keyboard reaches on every
 * page of a shell, out of sight until it has the focus (the `skip-link` class of each app's
 * global styles). It moves the focus itself rather than changing the address's hash, so the
 * router sees no navigation and the next Tab goes on inside the content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (target === null) return;
    e.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {t('common.skipToMain')}
    </a>
  );
}
