import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

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

/**
 * A short PDF document. The standard PDF fonts have no Chinese characters, so the text is in
 * English in both languages' files (as the form templates are); the file name carries the title.
 */
export const documentPdf = async (title: string, lines: readonly string[]): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Steel EPD Platform');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.08, 0.21, 0.33) });
  page.drawText('Steel EPD Platform', { x: 48, y: 806, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText(title, { x: 48, y: 730, size: 18, font: bold, color: rgb(0.08, 0.21, 0.33), maxWidth: 500 });
  let y = 690;
  for (const line of lines) {
    page.drawText(line, { x: 48, y, size: 11, font, lineHeight: 15, maxWidth: 500 });
    y -= 15 * Math.ceil(font.widthOfTextAtSize(line, 11) / 500) + 10;
  }
  page.drawText('Demo content: generated for the platform demonstration.', {
    x: 48,
    y: 48,
    size: 9,
    font,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
};
