import { SYSTEM_ACTOR } from '../../platform/access/actor.ts';
import type { Services } from '../../services.ts';
import { attachmentsService } from '../attachments/index.ts';
import { coverImage, documentPdf, logoImage } from './demo-files.ts';
import { linksService } from './links.service.ts';
import { DEMO_LINK_TYPES, DEMO_RESOURCES } from './resources.seed-data.ts';
import { resourcesService } from './resources.service.ts';
import { resourcesStore } from './resources.store.ts';

const PDF = 'application/pdf';
const PNG = 'image/png';

/**
 * Demo resources, GPI documents and friendly links for a fresh platform (`npm start`), made
 * through this module's services as an operator would. Each part only when its table is empty,
 * so it is safe at every start and never touches what operators made.
 */
export const seedResourcesDemo = async (services: Services) => {
  const { db, storage, log, limiter, auditFor, dictionaries } = services;
  const attachments = services.attachments;
  const deps = {
    db,
    attachments,
    attachmentsFor: (trx: typeof db) => attachmentsService({ db: trx, storage, log, limiter }),
    auditFor,
    dictionaries,
  };
  const resources = resourcesService(deps);
  const links = linksService(deps);
  const store = resourcesStore(db);
  const actor = SYSTEM_ACTOR;
  const put = async (businessType: string, fileName: string, mimeType: string, bytes: Uint8Array) =>
    (await attachments.putFile({ operatorId: null, businessType, fileName, mimeType, bytes })).id;

  const typeIds = [...new Set(DEMO_RESOURCES.map((r) => r.typeId))];
  const counts = await Promise.all(typeIds.map((id) => store.resourceCount(id, false)));
  if (counts.every((n) => n === 0)) {
    for (const [i, r] of DEMO_RESOURCES.entries()) {
      const lines = [r.nameEn, r.introduceEn];
      const file = async (lang: 'zh' | 'en') =>
        r.files.includes(lang)
          ? put(
              'RESOURCE',
              lang === 'zh' ? `${r.nameZh}.pdf` : `${r.nameEn}.pdf`,
              PDF,
              await documentPdf(lang === 'zh' ? `${r.nameEn} (Chinese edition)` : r.nameEn, lines),
            )
          : undefined;
      await resources.create(actor, {
        typeId: r.typeId,
        nameZh: r.nameZh,
        nameEn: r.nameEn,
        introduceZh: r.introduceZh,
        introduceEn: r.introduceEn,
        imageId: await put('RES_IMG', `cover-${i + 1}.png`, PNG, await coverImage(r.hue)),
        cnFileId: await file('zh'),
        enFileId: await file('en'),
        sort: i,
        enabled: true,
      });
    }
  }

  if ((await store.gpiAll()).length === 0) {
    const gpiLines = [
      'General Programme Instructions of the steel EPD programme: scope, organisation, the registration and verification procedure, PCR development, publication and validity of EPDs.',
      'Version 1.0.',
    ];
    for (const [i18n, name] of [
      ['zh', '钢铁行业EPD平台通用规则（GPI）.pdf'],
      ['en', 'Steel EPD Programme - General Programme Instructions (GPI).pdf'],
    ] as const) {
      const bytes = await documentPdf('General Programme Instructions (GPI)', gpiLines);
      await resources.gpiCreate(actor, {
        i18n,
        attachmentId: await put('GPI', name, PDF, bytes),
        attachmentName: name.replace(/\.pdf$/, ''),
        enable: true,
      });
    }
  }

  if ((await store.typeCount()) === 0) {
    for (const [sort, type] of DEMO_LINK_TYPES.entries()) {
      const { id: typeId } = await links.typeCreate(actor, {
        code: type.code,
        name: type.name,
        enName: type.enName,
        sort,
      });
      for (const [linkSort, link] of type.links.entries()) {
        const logo =
          link.logo === undefined
            ? undefined
            : await put(
                'RES_IMG',
                `${link.logo.toLowerCase()}-logo.png`,
                PNG,
                await logoImage(link.logo, link.hue ?? '#1f5f8b'),
              );
        await links.linkCreate(actor, {
          typeId,
          link: link.link,
          companyName: link.zh,
          companyNameEn: link.en,
          attachmentId: logo,
          sort: linkSort,
        });
      }
    }
  }
};
