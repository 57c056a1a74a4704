import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { type CjkFont, cjkFont } from '../../platform/pdf/cjk-font.ts';
import { wrapText } from '../../platform/pdf/wrap-text.ts';

/** This file, for the seed's child process (platform/child-work.ts), which draws its files. */
export const DEMO_FILES = new URL(import.meta.url);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cover image: a coloured card with a document outline (no text, so no font is needed). */
export const coverImage = (hue: string): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#0d2236"/></linearGradient></defs>
        <rect width="320" height="200" fill="url(#g)"/>
        <rect x="118" y="38" width="84" height="112" rx="6" fill="#ffffff" opacity="0.92"/>
        <rect x="132" y="60" width="56" height="6" fill="${hue}"/>
        <rect x="132" y="76" width="56" height="4" fill="#9aa7b4"/>
        <rect x="132" y="88" width="48" height="4" fill="#9aa7b4"/>
        <rect x="132" y="100" width="52" height="4" fill="#9aa7b4"/>
        <rect x="132" y="112" width="40" height="4" fill="#9aa7b4"/>
        <circle cx="270" cy="160" r="60" fill="#ffffff" opacity="0.08"/>
      </svg>`,
    ),
  )
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** A logo: initials on a coloured band (Latin letters only). */
export const logoImage = (initials: string, hue: string): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96">
        <rect width="240" height="96" rx="10" fill="#ffffff"/>
        <rect x="8" y="8" width="224" height="80" rx="8" fill="${hue}"/>
        <text x="120" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="bold"
          fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
      </svg>`,
    ),
  )
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** The text of one edition of a demo document. */
export interface DocumentText {
  lang: 'zh' | 'en';
  title: string;
  lines: readonly string[];
}

/** The band and the note every demo document carries, per language. */
const FRAME = {
  zh: { platform: '钢铁行业EPD平台', note: '演示内容：为平台演示而生成。' },
  en: { platform: 'Steel EPD Platform', note: 'Demo content: generated for the platform demonstration.' },
} as const;

/**
 * The edition of a document in a language: the Chinese one in Chinese when there is a CJK
 * font (`fontFile`, the file of one); without one the standard PDF fonts have no Chinese characters, so the Chinese edition
 * carries the English text (marked as the Chinese edition) and the platform still starts.
 */
export const edition = (
  lang: 'zh' | 'en',
  text: { zh: Omit<DocumentText, 'lang'>; en: Omit<DocumentText, 'lang'> },
  fontFile: string | null,
): DocumentText => {
  if (lang === 'en') return { lang, ...text.en };
  if (fontFile) return { lang, ...text.zh };
  return { lang: 'en', title: `${text.en.title} (Chinese edition)`, lines: text.en.lines };
};

/** documentPdf with the CJK font of `fontFile`, as the child process draws it. */
export const drawDocumentPdf = (text: DocumentText, fontFile: string | null) =>
  documentPdf(text, fontFile ? cjkFont(fontFile) : null);

/** A short PDF document: a band with the platform's name, the title, its lines and a note. */
export const documentPdf = async (text: DocumentText, cjk: CjkFont | null): Promise<Uint8Array> => {
  const frame = FRAME[text.lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setCreator(FRAME.en.platform);
  const chinese = text.lang === 'zh' && cjk !== null;
  const font = chinese
    ? await cjk.embed(pdf, [frame.platform, frame.note, text.title, ...text.lines].join(''))
    : await pdf.embedFont(StandardFonts.Helvetica);
  const bold = chinese ? font : await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const navy = rgb(0.08, 0.21, 0.33);
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: navy });
  page.drawText(frame.platform, { x: 48, y: 806, size: 14, font: bold, color: rgb(1, 1, 1) });
  let y = 730;
  for (const line of wrapText(text.title, bold, 18, 500)) {
    page.drawText(line, { x: 48, y, size: 18, font: bold, color: navy });
    y -= 24;
  }
  y -= 16;
  for (const paragraph of text.lines) {
    for (const line of wrapText(paragraph, font, 11, 500)) {
      page.drawText(line, { x: 48, y, size: 11, font });
      y -= 15;
    }
    y -= 10;
  }
  page.drawText(frame.note, { x: 48, y: 48, size: 9, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
};
