import type { PageProps } from '../../../lib/page.ts';
import { StaticPageFrame } from '../components/static-page-frame.tsx';
import '../texts.ts';

/** /about, /service and /pricing: the static pages in an embedded frame (spec 02 §2). */
export const AboutPage = (props: PageProps) => <StaticPageFrame page="about" {...props} />;
export const ServicePage = (props: PageProps) => <StaticPageFrame page="serve" {...props} />;
export const PricingPage = (props: PageProps) => <StaticPageFrame page="pricing" {...props} />;
