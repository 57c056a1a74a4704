/** The subscriptions module's face: the LCA tool subscription and the console's settings page. */
export { subscriptionsModule } from './subscriptions.routes.ts';
