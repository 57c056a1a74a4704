import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Section } from './outline-texts.ts';

const MARGIN = 56;
const PAGE: [number, number] = [595, 842];

/** Breaks a text into lines that fit the width in the font. */
export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/** A template outline as a PDF: the title, the subtitle, and each section's heading and lines with room to fill in. */
export const outlinePdf = async (title: string, subtitle: string, sections: readonly Section[]) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Steel EPD Platform');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const line = (text: string, f: PDFFont, size: number, gap: number, color = rgb(0.1, 0.1, 0.1)) => {
    for (const part of wrap(text, f, size, width)) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(part, { x: MARGIN, y, size, font: f, color });
      y -= size + gap;
    }
  };
  line(title, bold, 18, 8);
  line(subtitle, font, 10, 16, rgb(0.35, 0.35, 0.35));
  for (const section of sections) {
    line(section.heading, bold, 12, 6);
    for (const text of section.lines) line(text, font, 10, 4);
    line('[ to be completed ]', font, 9, 14, rgb(0.5, 0.5, 0.5));
  }
  return doc.save();
};
