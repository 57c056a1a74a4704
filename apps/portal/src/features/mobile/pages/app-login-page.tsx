import type { PageProps } from '../../../lib/page.ts';
import { MobilePlaceholder } from '../components/mobile-placeholder.tsx';

/** Slot for the phone login entry (/appLogin); its own chunk so it loads alone on a phone. */
export default function AppLoginPage({ titleKey }: PageProps) {
  return <MobilePlaceholder titleKey={titleKey} />;
}
