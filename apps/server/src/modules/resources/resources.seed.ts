import { SYSTEM_ACTOR } from '../../platform/access/actor.ts';
import { type ChildWork, startChildWork } from '../../platform/child-work.ts';
import { findCjkFont } from '../../platform/pdf/cjk-font.ts';
import type { Services } from '../../services.ts';
import { DEMO_FILES, type DocumentText, edition } from './demo-files.ts';
import { linksService } from './links.service.ts';
import { DEMO_LINK_TYPES, DEMO_RESOURCES } from './resources.seed-data.ts';
import { resourcesService } from './resources.service.ts';
import { resourcesStore } from './resources.store.ts';

const PDF = 'application/pdf';
const PNG = 'image/png';

/**
 * Demo resources, GPI documents and friendly links for a fresh platform (`npm start`), made
 * through this module's services as an operator would. Each part only when its table is empty,
 * so it is safe at every start and never touches what operators made. The Chinese documents
 * are in Chinese when the machine has a CJK font (WATERMARK_FONT or a system one).
 */
export const seedResourcesDemo = async (services: Services) => {
  // Its pictures and documents are drawn in a child process that ends with the seed (decision 230).
  const drawing = startChildWork();
  try {
    await seed(services, drawing);
  } finally {
    await drawing.close();
  }
};

const seed = async (services: Services, drawing: ChildWork) => {
  const { db, log, attachmentsFor, auditFor, dictionaries, config } = services;
  const cjk = findCjkFont(config.WATERMARK_FONT);
  const documentPdf = (text: DocumentText, fontFile: string | null) =>
    drawing.call<Uint8Array>(DEMO_FILES, 'drawDocumentPdf', text, fontFile);
  const coverImage = (hue: string) => drawing.call<Uint8Array>(DEMO_FILES, 'coverImage', hue);
  const logoImage = (initials: string, hue: string) =>
    drawing.call<Uint8Array>(DEMO_FILES, 'logoImage', initials, hue);
  if (!cjk) log.warn('demo resources: no CJK font, the Chinese documents carry English text');
  const attachments = services.attachments;
  const deps = {
    db,
    attachments,
    attachmentsFor,
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
      const text = {
        zh: { title: r.nameZh, lines: [r.nameZh, r.introduceZh] },
        en: { title: r.nameEn, lines: [r.nameEn, r.introduceEn] },
      };
      const file = async (lang: 'zh' | 'en') =>
        r.files.includes(lang)
          ? put(
              'RESOURCE',
              lang === 'zh' ? `${r.nameZh}.pdf` : `${r.nameEn}.pdf`,
              PDF,
              await documentPdf(edition(lang, text, cjk), cjk),
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
    const gpi = {
      zh: {
        title: '钢铁行业EPD平台通用规则（GPI）',
        lines: [
          '钢铁行业EPD项目通用规则：适用范围、组织机构、注册与验证程序、PCR制定、EPD的发布与有效期。',
          '1.0版。',
        ],
      },
      en: {
        title: 'General Programme Instructions (GPI)',
        lines: [
          'General Programme Instructions of the steel EPD programme: scope, organisation, the registration and verification procedure, PCR development, publication and validity of EPDs.',
          'Version 1.0.',
        ],
      },
    };
    for (const [i18n, name] of [
      ['zh', '钢铁行业EPD平台通用规则（GPI）.pdf'],
      ['en', 'Steel EPD Programme - General Programme Instructions (GPI).pdf'],
    ] as const) {
      const bytes = await documentPdf(edition(i18n, gpi, cjk), cjk);
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
