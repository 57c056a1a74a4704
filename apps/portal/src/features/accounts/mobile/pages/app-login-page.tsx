import { useEffect } from 'react';
import type { PhonePageProps } from '../../../../lib/page.ts';
import { goTo } from '../../../../lib/phone-nav.ts';

/** /appLogin is the same phone login as /Loginapp (spec 01 §2 lists both); the query goes along. */
export default function AppLoginPage(_props: PhonePageProps) {
  useEffect(() => goTo(`/Loginapp${window.location.search}`, { replace: true }), []);
  return null;
}
