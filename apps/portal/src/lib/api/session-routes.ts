import { type accountRoutes, routeRef } from '@steel-epd/contract';

// By reference (issue 10): the phone pages check the session too, and their document carries no
// descriptor's zod schemas; the server's response schema still shapes the answer.
export const verifyRoute = routeRef<typeof accountRoutes.verify>({ method: 'GET', path: '/n/user/verify' });
export const logoutRoute = routeRef<typeof accountRoutes.logout>({ method: 'GET', path: '/p/user/logout' });
