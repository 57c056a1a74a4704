import { consoleResourceRoutes as c, resourceRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { dictionariesChanged } from '../reference/index.ts';
import { editorsService } from './editors.service.ts';
import { linksService } from './links.service.ts';
import { resourcesService } from './resources.service.ts';

/**
 * Resources, GPI, friendly links (spec 02 §2 "Content", §7) and the console's content editors:
 * resources, GPI documents, link types and links, form templates and dictionaries.
 */
export const resourcesModule = async (app: FastifyInstance, services: Services) => {
  const { db, attachments, attachmentsFor, auditFor, dictionaries, dictionariesFor, templatesFor } = services;
  const deps = {
    db,
    attachments,
    attachmentsFor,
    auditFor,
    dictionaries,
  };
  const resources = resourcesService(deps);
  const links = linksService(deps);
  const editors = editorsService({
    db,
    auditFor,
    templatesFor,
    dictionariesFor,
    dictionariesChanged,
  });

  registerRoute(app, r.resourcePage, ({ body, lang }) => resources.page(body, lang));
  registerRoute(app, r.gpiNew, () => resources.gpiNew());
  registerRoute(app, r.friendlyTypes, ({ body }) => links.typePage(body.pageNum, body.pageSize));
  registerRoute(app, r.friendlyLinks, ({ query, lang }) => links.links(query.typeCode, lang));

  registerRoute(app, c.resourceAdminList, ({ query }) => resources.adminPage(query));
  registerRoute(app, c.resourceCreate, ({ body, actor }) => resources.create(actor, body));
  registerRoute(app, c.resourceUpdate, ({ params, body, actor }) => resources.update(actor, params.id, body));
  registerRoute(app, c.resourceDelete, ({ params, actor }) => resources.remove(actor, params.id));

  registerRoute(app, c.gpiAdminList, () => resources.gpiAdminList());
  registerRoute(app, c.gpiCreate, ({ body, actor }) => resources.gpiCreate(actor, body));
  registerRoute(app, c.gpiUpdate, ({ params, body, actor }) => resources.gpiUpdate(actor, params.id, body));
  registerRoute(app, c.gpiDelete, ({ params, actor }) => resources.gpiRemove(actor, params.id));

  registerRoute(app, c.friendlyTypeAdminList, () => links.typeAdminList());
  registerRoute(app, c.friendlyTypeCreate, ({ body, actor }) => links.typeCreate(actor, body));
  registerRoute(app, c.friendlyTypeUpdate, ({ params, body, actor }) =>
    links.typeUpdate(actor, params.id, body),
  );
  registerRoute(app, c.friendlyTypeDelete, ({ params, actor }) => links.typeRemove(actor, params.id));
  registerRoute(app, c.friendlyLinkAdminList, ({ query }) => links.linkAdminList(query.typeId));
  registerRoute(app, c.friendlyLinkCreate, ({ body, actor }) => links.linkCreate(actor, body));
  registerRoute(app, c.friendlyLinkUpdate, ({ params, body, actor }) =>
    links.linkUpdate(actor, params.id, body),
  );
  registerRoute(app, c.friendlyLinkDelete, ({ params, actor }) => links.linkRemove(actor, params.id));

  registerRoute(app, c.templateAdminList, () => editors.templates());
  registerRoute(app, c.templateReplace, ({ body, actor }) =>
    editors.replaceTemplate(actor, body.code, body.i18n, body.attachmentId),
  );
  registerRoute(app, c.templateRestore, ({ body, actor }) =>
    editors.restoreTemplate(actor, body.code, body.i18n),
  );

  registerRoute(app, c.dictTypes, () => editors.dictTypes());
  registerRoute(app, c.dictAdminItems, ({ params }) => editors.dictItems(params.type));
  registerRoute(app, c.dictItemCreate, ({ params, body, actor }) =>
    editors.createDictItem(actor, params.type, body),
  );
  registerRoute(app, c.dictItemUpdate, ({ params, body, actor }) =>
    editors.updateDictItem(actor, params.type, params.id, body),
  );
};
