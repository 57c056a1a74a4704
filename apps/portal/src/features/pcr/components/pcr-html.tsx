import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A PCR description is HTML the secretariat wrote; the server sanitised it when it was saved
 * and it is sanitised again here before it is rendered (spec 02 §2), so it can never run script.
 */
const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'iframe'],
    FORBID_ATTR: ['style'],
  });

export function PcrHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} data-testid="pcr-desc" />;
}
