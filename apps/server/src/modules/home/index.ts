/** The home module's face: the home page's figures (it owns no table; it reads counts). */
export { homeModule } from './home.routes.ts';
