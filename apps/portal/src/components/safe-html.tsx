import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML the secretariat wrote (a PCR description, a news item, an announcement): the server
 * sanitised it with its allow-list when it was saved and again when it was served, and it is
 * sanitised once more here before it is rendered, so it can never run script. Links open in a
 * new tab without an opener; `images: false` drops pictures (PCR cards).
 */
const sanitize = (html: string, images: boolean): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      ...(images ? [] : ['img']),
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });

export function SafeHtml({
  html,
  className,
  images = true,
  testId,
}: {
  html: string;
  className?: string;
  images?: boolean;
  testId: string;
}) {
  const clean = useMemo(() => sanitize(html, images), [html, images]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />;
}
