import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cjkFont, configuredCjkFont, findCjkFont, loadFace } from './cjk-font.ts';

describe('the CJK font of PDFs', () => {
  it('stops the start when WATERMARK_FONT names a file that does not exist', () => {
    // The report routes' registration and the demo seeds call this at start.
    expect(() => configuredCjkFont('/no/such/font.ttc')).toThrow(
      'WATERMARK_FONT: no such file /no/such/font.ttc',
    );
  });

  it("takes a collection's Simplified Chinese face as one standalone font", () => {
    const file = findCjkFont(undefined);
    if (!file) throw new Error('no CJK font installed: apt-get install fonts-noto-cjk');
    const face = loadFace(file);
    // An sfnt (OpenType CFF or TrueType), not the collection it came from.
    expect(['OTTO', '\0\u0001\0\0']).toContain(face.subarray(0, 4).toString('latin1'));
    if (file.endsWith('.ttc')) expect(face.toString('latin1')).toMatch(/S\0?C/);
  });

  it('embeds a small subset that still draws every character it was given', async () => {
    const file = findCjkFont(undefined);
    if (!file) throw new Error('no CJK font installed: apt-get install fonts-noto-cjk');
    const doc = await PDFDocument.create();
    const font = await cjkFont(file).embed(doc, '中建三局建材采购部');
    expect(font.widthOfTextAtSize('中建三局', 10)).toBeCloseTo(40, 0);
    doc.addPage().drawText('中建三局建材采购部 2026-11-23', { font, x: 10, y: 10 });
    // A subset of a 16 MB face: the whole document stays small.
    expect((await doc.save()).byteLength).toBeLessThan(40_000);
  });
});
