import { useRouteError } from 'react-router';
import { ErrorNotice } from '../components/error-notice.tsx';

/** What a route shows when its page fails to load or render (the router's error element). */
export function RouteError() {
  return <ErrorNotice error={useRouteError()} />;
}
