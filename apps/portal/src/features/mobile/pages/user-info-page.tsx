import type { PageProps } from '../../../lib/page.ts';
import { MobilePlaceholder } from '../components/mobile-placeholder.tsx';

/** Slot for the phone registration-details form (/userinfo); its own chunk so it loads alone on a phone. */
export default function UserInfoPage({ titleKey }: PageProps) {
  return <MobilePlaceholder titleKey={titleKey} />;
}
