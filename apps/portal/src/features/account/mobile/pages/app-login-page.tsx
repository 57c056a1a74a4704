import { Navigate, useLocation } from 'react-router';
import type { PageProps } from '../../../../lib/page.ts';

/** /appLogin is the same phone login as /Loginapp (spec 01 §2 lists both); the query goes along. */
export default function AppLoginPage(_props: PageProps) {
  const { search } = useLocation();
  return <Navigate to={`/Loginapp${search}`} replace />;
}
