import type { PageProps } from '../../../lib/page.ts';
import { AgreementInForce } from '../components/agreement-in-force.tsx';
import '../texts.ts';

/** /policy: opened by the links labelled "user agreement", it shows the registration agreement (spec 01 §2). */
export default function PolicyPage(_props: PageProps) {
  return <AgreementInForce type="REGISTRATION" />;
}
