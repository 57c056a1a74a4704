import type { PageProps } from '../../../lib/page.ts';
import { MobilePlaceholder } from '../components/mobile-placeholder.tsx';

/** Slot for the phone profession and supplement step after login (/appLoginform); its own chunk so it loads alone on a phone. */
export default function AppLoginFormPage({ titleKey }: PageProps) {
  return <MobilePlaceholder titleKey={titleKey} />;
}
