import { consoleNewsRoutes as c, newsRoutes as r, type StaticPage } from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { announcementsService } from './announcements.service.ts';
import { newsService } from './news.service.ts';
import { pagesService, STATIC_PAGE_CSP } from './pages.service.ts';

/** A static page's document: HTML that runs nothing (its own policy), never cached stale. */
const sendPage = (reply: FastifyReply, html: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', STATIC_PAGE_CSP)
    .header('cache-control', 'no-cache')
    .send(html);

/** The module's services over the shared ones (the routes and the demo seed use the same). */
export const contentServices = (services: Services) => {
  const { db, attachments, attachmentsFor, auditFor } = services;
  const deps = { db, attachments, attachmentsFor, auditFor };
  return {
    news: newsService(deps),
    announcements: announcementsService(deps),
    pages: pagesService(deps),
  };
};

/**
 * News, announcements and static pages (spec 02 §2 "Content", §7 "Content"): the portal's
 * public calls and the editors' console calls.
 */
export const contentModule = async (app: FastifyInstance, services: Services) => {
  const { news, announcements, pages } = contentServices(services);
  await pages.seedMissing();

  registerRoute(app, r.newsHome, ({ body, lang }) => news.home(lang, body.pageSize));
  registerRoute(app, r.newsList, ({ body, lang }) => news.page(lang, body));
  registerRoute(app, r.newsGet, ({ body, lang }) => news.get(lang, body.id));
  registerRoute(app, r.announcementList, ({ body, lang }) => announcements.page(lang, body));
  registerRoute(app, r.announcementGet, ({ body, lang }) => announcements.get(lang, body.id));
  for (const [route, page] of [
    [r.pageAbout, 'about'],
    [r.pageServe, 'serve'],
    [r.pagePricing, 'pricing'],
  ] as const) {
    registerRoute(app, route, async ({ query, lang, reply }) =>
      sendPage(reply, await pages.document(page as StaticPage, query.lang ?? lang)),
    );
  }

  registerRoute(app, c.newsAdminList, ({ query }) => news.adminPage(query));
  registerRoute(app, c.newsAdminGet, ({ params }) => news.adminGet(params.id));
  registerRoute(app, c.newsCreate, ({ body, actor }) => news.create(actor, body));
  registerRoute(app, c.newsUpdate, ({ params, body, actor }) => news.update(actor, params.id, body));
  registerRoute(app, c.newsPublish, ({ params, actor }) => news.publish(actor, params.id));
  registerRoute(app, c.newsUnpublish, ({ params, actor }) => news.unpublish(actor, params.id));
  registerRoute(app, c.newsDelete, ({ params, actor }) => news.remove(actor, params.id));

  registerRoute(app, c.announcementAdminList, ({ query }) => announcements.adminPage(query));
  registerRoute(app, c.announcementAdminGet, ({ params }) => announcements.adminGet(params.id));
  registerRoute(app, c.announcementCreate, ({ body, actor }) => announcements.create(actor, body));
  registerRoute(app, c.announcementUpdate, ({ params, body, actor }) =>
    announcements.update(actor, params.id, body),
  );
  registerRoute(app, c.announcementPublish, ({ params, actor }) => announcements.publish(actor, params.id));
  registerRoute(app, c.announcementUnpublish, ({ params, actor }) =>
    announcements.unpublish(actor, params.id),
  );
  registerRoute(app, c.announcementDelete, ({ params, actor }) => announcements.remove(actor, params.id));

  registerRoute(app, c.staticPageList, () => pages.list());
  registerRoute(app, c.staticPageUpdate, ({ params, body, actor }) =>
    pages.update(actor, params.page, body.lang, body.content),
  );
  registerRoute(app, c.richTextPreview, ({ body }) => pages.preview(body.html));
};
