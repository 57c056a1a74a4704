import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { SYSTEM_ACTOR } from '../../../platform/access/actor.ts';
import { type ChildWork, startChildWork } from '../../../platform/child-work.ts';
import { type CjkFont, cjkFont, findCjkFont } from '../../../platform/pdf/cjk-font.ts';
import { wrapText } from '../../../platform/pdf/wrap-text.ts';
import type { Services } from '../../../services.ts';
import { contentServices } from '../content.routes.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_NAMES_EN, DEMO_NEWS, type DemoAnnouncement } from './news-demo-data.ts';

/** This file, for the seed's child process (platform/child-work.ts), which draws its files. */
const NEWS_DEMO = new URL(import.meta.url);

const DAY_MS = 86_400_000;
const PICTURE = { width: 640, height: 360 } as const;

/** An abstract picture of steel coils and a skyline in two colours: no text, so no font needed. */
export const makeNewsPicture = async (
  [from, to]: readonly [string, string],
  seed: number,
): Promise<Buffer> => {
  const { width, height } = PICTURE;
  const coils = [0, 1, 2]
    .map((i) => {
      const cx = 150 + i * 170 + ((seed * 37) % 40);
      const r = 62 - i * 8;
      return `<circle cx="${cx}" cy="250" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="14"/><circle cx="${cx}" cy="250" r="${r - 26}" fill="#ffffff" fill-opacity="0.18"/>`;
    })
    .join('');
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = 60 + ((seed * 13 + i * 29) % 110);
    return `<rect x="${20 + i * 68}" y="${170 - h}" width="44" height="${h}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${bars}
<rect x="0" y="300" width="${width}" height="60" fill="#000000" fill-opacity="0.15"/>${coils}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
};

/** A one-page notice PDF: a heading, the date and its lines (Chinese with the CJK font). */
export const makeNoticePdf = async (
  file: DemoAnnouncement['files'][number],
  date: string,
  cjk: CjkFont | null,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(file.title);
  doc.setProducer('Steel EPD Platform');
  const all = [file.title, date, ...file.lines].join('');
  const font =
    file.lang === 'zh' && cjk ? await cjk.embed(doc, all) : await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const navy = rgb(0.08, 0.21, 0.33);
  page.drawRectangle({ x: 0, y: 800, width: 595, height: 42, color: navy });
  let y = 740;
  for (const line of wrapText(file.title, font, 18, 495)) {
    page.drawText(line, { x: 50, y, size: 18, font, color: navy });
    y -= 26;
  }
  page.drawText(date, { x: 50, y: y - 4, size: 10, font, color: rgb(0.35, 0.38, 0.42) });
  y -= 40;
  for (const text of file.lines) {
    for (const line of wrapText(text, font, 12, 495)) {
      page.drawText(line, { x: 50, y, size: 12, font, color: rgb(0.12, 0.16, 0.22) });
      y -= 20;
    }
    y -= 8;
  }
  return doc.save();
};

/** makeNoticePdf with the CJK font of `fontFile`, as the child process draws it. */
export const drawNoticePdf = (
  file: DemoAnnouncement['files'][number],
  date: string,
  fontFile: string | null,
) => makeNoticePdf(file, date, fontFile ? cjkFont(fontFile) : null);

const paragraphs = (lines: readonly string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/**
 * The demo news and announcements (issue 12 "Seed"): made through the editors' own service
 * calls, with generated index pictures and PDF attachments, published with them. Runs on
 * `npm start` with demo content; an item whose Chinese title exists is skipped, so a second run
 * adds nothing. Chinese PDFs need a CJK font; without one those attachments are left out.
 */
export const seedDemoNews = async (services: Services) => {
  // Its pictures and PDFs are drawn in a child process that ends with the seed (decision 230).
  const drawing = startChildWork();
  try {
    return await seed(services, drawing);
  } finally {
    await drawing.close();
  }
};

const seed = async (services: Services, drawing: ChildWork) => {
  const { attachments, config, log } = services;
  const { news, announcements } = contentServices(services);
  const cjk = findCjkFont(config.WATERMARK_FONT);
  if (!cjk)
    log.warn('demo announcements: no CJK font, Chinese attachments left out (install fonts-noto-cjk)');
  const now = Date.now();
  const timeOf = (daysAgo: number) => new Date(now - daysAgo * DAY_MS - 2 * 3_600_000).toISOString();
  let made = 0;

  for (const [i, item] of DEMO_NEWS.entries()) {
    const id = await news.seed(
      SYSTEM_ACTOR,
      item.titleZh,
      async () => {
        const picture = item.picture
          ? await attachments.putFile({
              operatorId: null,
              businessType: 'NEWS_IMG',
              fileName: `news-${i + 1}.jpg`,
              mimeType: 'image/jpeg',
              bytes: await drawing.call<Uint8Array>(NEWS_DEMO, 'makeNewsPicture', item.picture, i + 1),
            })
          : null;
        return {
          titleZh: item.titleZh,
          titleEn: item.titleEn,
          abstractZh: item.abstractZh,
          abstractEn: item.abstractEn,
          contentZh: paragraphs(item.bodyZh),
          contentEn: paragraphs(item.bodyEn),
          editor: item.editor,
          editorEn: DEMO_NAMES_EN[item.editor] ?? '',
          indexPicture: picture?.id ?? null,
          newestFlag: item.newest === true,
          publishTime: item.draft ? null : timeOf(item.daysAgo),
        };
      },
      !item.draft,
    );
    if (id !== null) made += 1;
  }

  for (const item of DEMO_ANNOUNCEMENTS) {
    const publishTime = timeOf(item.daysAgo);
    const id = await announcements.seed(
      SYSTEM_ACTOR,
      item.titleZh,
      async () => {
        const ids: number[] = [];
        for (const file of item.files) {
          if (file.lang === 'zh' && !cjk) continue;
          const bytes = await drawing.call<Uint8Array>(
            NEWS_DEMO,
            'drawNoticePdf',
            file,
            publishTime.slice(0, 10),
            cjk,
          );
          ids.push(
            (
              await attachments.putFile({
                operatorId: null,
                businessType: 'NOTICE',
                fileName: file.name,
                mimeType: 'application/pdf',
                bytes,
              })
            ).id,
          );
        }
        return {
          titleZh: item.titleZh,
          titleEn: item.titleEn,
          summaryZh: item.summaryZh,
          summaryEn: item.summaryEn,
          contentZh: paragraphs(item.bodyZh),
          contentEn: paragraphs(item.bodyEn),
          publisher: item.publisher,
          publisherEn: DEMO_NAMES_EN[item.publisher] ?? '',
          attachmentIds: ids,
          publishTime,
        };
      },
      true,
    );
    if (id !== null) made += 1;
  }
  return { made };
};
