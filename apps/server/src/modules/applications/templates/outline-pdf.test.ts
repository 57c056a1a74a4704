import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { outlinePdf, wrap } from './outline-pdf.ts';

describe('template outlines', () => {
  it('breaks a text at words so that each line fits the width', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text = 'Life cycle assessment of a steel product, declared unit one tonne of hot-rolled coil';
    const lines = wrap(text, font, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(wrap('', font, 10, 120)).toEqual([]);
  });

  it('draws a PDF that goes on to a new page when one is full', async () => {
    const sections = Array.from({ length: 40 }, (_, i) => ({
      heading: `${i + 1}. Part`,
      lines: ['A line.'],
    }));
    const doc = await PDFDocument.load(await outlinePdf('Title', 'Subtitle', sections));
    expect(doc.getTitle()).toBe('Title');
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
});
