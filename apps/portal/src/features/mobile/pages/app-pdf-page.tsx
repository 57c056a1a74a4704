import type { PageProps } from '../../../lib/page.ts';
import { MobilePlaceholder } from '../components/mobile-placeholder.tsx';

/** Slot for the full EPD report for logged-in phone users (/apppdf/{id}); its own chunk so it loads alone on a phone. */
export default function AppPdfPage({ titleKey }: PageProps) {
  return <MobilePlaceholder titleKey={titleKey} />;
}
