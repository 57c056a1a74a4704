import type { PageProps } from '../../../lib/page.ts';
import { AgreementInForce } from '../components/agreement-in-force.tsx';
import '../texts.ts';

/** /agreement: opened by the links labelled "privacy policy", it shows the privacy policy (spec 01 §2). */
export default function PrivacyPage(_props: PageProps) {
  return <AgreementInForce type="PRIVACY" />;
}
