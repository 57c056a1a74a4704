import { SafeHtml } from '../../../../components/safe-html.tsx';

/** A PCR description: the secretariat's HTML, sanitised again and shown without pictures (spec 02 §2). */
export function PcrHtml({ html, className }: { html: string; className?: string }) {
  return <SafeHtml html={html} images={false} testId="pcr-desc" {...(className ? { className } : {})} />;
}
