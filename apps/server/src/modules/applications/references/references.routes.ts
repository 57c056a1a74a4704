import { applicationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { sendFile } from '../../attachments/index.ts';
import { referencesService } from './references.service.ts';
import { toolTokens } from './tool-token.ts';

const DOWNLOAD = { inline: false, publicCache: false };

/** The tool tokens' key, derived from the server's password key (docs/operations.md). */
export const TOOL_TOKEN_PURPOSE = 'tool token v1';

/** The form's categories, technologies and templates, and the external tools (spec 02 §7). */
export const referencesRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, limiter, attachments, passwordCrypto, settings } = services;
  const references = referencesService({
    db,
    limiter,
    attachments,
    tokens: toolTokens(() => passwordCrypto.derivedKeys(TOOL_TOKEN_PURPOSE)),
    // The console's settings, the configuration while they are unset.
    settings,
  });

  registerRoute(app, r.lcaCategories, () => references.topCategories());
  registerRoute(app, r.productCategoryList, ({ body }) => references.subcategories(body.id));
  registerRoute(app, r.lcaTechnology, ({ params }) => references.technologies(params.id));
  registerRoute(app, r.templatePage, ({ body }) => references.templates(body));
  // The token may come in the query here (a plain link); the route registration reads it.
  registerRoute(app, r.templateDownload, async ({ params, reply }) =>
    sendFile(reply, await references.openTemplate(params.file), DOWNLOAD),
  );
  registerRoute(app, r.toolLinks, () => references.toolLinks());
  registerRoute(app, r.toolToken, ({ actor }) => references.toolToken(actor));
  registerRoute(app, r.toolTokenVerify, ({ body, actor }) => references.verifyToolToken(body.token, actor));
};
