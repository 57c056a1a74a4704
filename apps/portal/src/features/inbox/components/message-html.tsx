import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Messages are HTML (spec 01 §3 "sendMsg"). The server escapes their parameters; the text is
 * sanitised here as well before it is rendered, so a message can never run script in the page.
 */
const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });

export function MessageHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
