import type { PageProps } from '../../../lib/page.ts';
import { MobilePlaceholder } from '../components/mobile-placeholder.tsx';

/** Slot for the EPD summary a scanned QR code opens (/app/epd/{id}); its own chunk so it loads alone on a phone. */
export default function AppEpdPage({ titleKey }: PageProps) {
  return <MobilePlaceholder titleKey={titleKey} />;
}
