import { type referenceRoutes, routeRef } from '@steel-epd/contract';
import { call } from '../../../lib/http.ts';
import { visitorId } from '../../../lib/visitor-id.ts';

// By reference: the phone pages count their views too, without the descriptors' zod schemas.
const pvuvCount = routeRef<typeof referenceRoutes.pvuvCount>({ method: 'POST', path: '/n/pvuv/count' });

/**
 * Counts one page view (spec 01 §2: on every navigation). Fire and forget: a lost count must
 * never disturb the visitor, so failures are swallowed here on purpose. The body is what the
 * contract's descriptor accepts (the visitor id); the path is not part of it. Asked for in a
 * task of its own: the navigation's effects run in the commit that shows the page, the start's
 * longest task (issue 12).
 */
export const countPageVisit = (): void => {
  setTimeout(() => {
    call(pvuvCount, { body: { visitorId: visitorId() } }).catch(() => undefined);
  }, 0);
};
