import { consoleSiteRoutes as c, referenceRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { preparedAnswers } from '../../platform/prepared-answers.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { referenceService } from './reference.service.ts';
import { referenceStore, referenceVersion } from './reference.store.ts';
import { siteEditorService } from './site-editor.service.ts';

/**
 * How long a prepared answer is sent before the tables are read again: the time within which
 * a change made by another server process (or by hand in the database) shows. A change made
 * through this process's store shows at once.
 */
const REFERENCE_MAX_AGE_MS = 5_000;

/** Menu, texts, page-visit counts, dictionaries, regions and settings, and the console's editors of the first two. */
export const referenceModule = async (app: FastifyInstance, { db, config, auditFor }: Services) => {
  const service = referenceService({ store: referenceStore(db), timeZone: config.PLATFORM_TIME_ZONE });
  const editor = siteEditorService({ db, auditFor });
  // Menu, texts and dictionaries change only when an operator edits them: their answers are
  // made once (serialized, compressed, with an ETag) and sent as bytes (issue 10).
  const prepared = { version: referenceVersion, maxAgeMs: REFERENCE_MAX_AGE_MS };
  const menu = preparedAnswers(r.menuAll, prepared);
  const texts = preparedAnswers(r.textAll, prepared);
  const dictListPublic = preparedAnswers(r.dictListPublic, prepared);
  const dictList = preparedAnswers(r.dictList, prepared);
  const dictTree = preparedAnswers(r.dictTree, prepared);

  registerRoute(app, r.menuAll, ({ lang }) => menu.get('', lang, () => service.menu()));
  registerRoute(app, r.textAll, ({ query, lang }) => {
    const onlyEdited = query.only === 'edited';
    return texts.get(onlyEdited ? 'edited' : '', lang, () => service.texts(onlyEdited));
  });
  registerRoute(app, r.pvuvCount, ({ body }) => service.countVisit(body.visitorId));
  registerRoute(app, r.dictListPublic, ({ params, lang }) =>
    dictListPublic.get(params.type, lang, () => service.dictList(params.type, lang)),
  );
  registerRoute(app, r.dictList, ({ params, lang }) =>
    dictList.get(params.type, lang, () => service.dictList(params.type, lang)),
  );
  registerRoute(app, r.dictTree, ({ params, lang }) =>
    dictTree.get(params.type, lang, () => service.dictTree(params.type, lang)),
  );
  registerRoute(app, r.dictItemDetail, ({ body, lang }) =>
    service.dictItem(body.typeCode, body.itemCode, lang),
  );
  registerRoute(app, r.regionProvinces, () => service.provinces());
  registerRoute(app, r.regionCities, ({ params }) => service.cities(params.provinceCode));
  registerRoute(app, r.qrShow, () => service.qrShow());

  // The console's editors of the texts and the header menu (issue 12).
  registerRoute(app, c.siteTexts, ({ query }) =>
    editor.texts({ keyword: query.keyword, missing: query.missing }, query.pageNum, query.pageSize),
  );
  registerRoute(app, c.siteTextSave, ({ body, actor }) => editor.saveText(body, actor));
  registerRoute(app, c.siteTextRestore, ({ body, actor }) => editor.restoreText(body, actor));
  registerRoute(app, c.siteMenu, () => editor.menu());
  registerRoute(app, c.siteMenuSave, ({ params, body, actor }) =>
    editor.saveMenuItem(params.id, body, actor),
  );
  registerRoute(app, c.siteMenuAdd, ({ body, actor }) => editor.addMenuItem(body, actor));
  registerRoute(app, c.siteMenuRemove, ({ params, actor }) => editor.removeMenuItem(params.id, actor));
};
