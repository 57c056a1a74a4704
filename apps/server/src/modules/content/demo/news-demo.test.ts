import { describe, expect, it } from 'vitest';
import { configuredCjkFont } from '../../../platform/pdf/cjk-font.ts';
import { pdfFontNames } from '../../../test/pdf-fonts.ts';
import { makeNoticePdf } from './news-demo.ts';
import { DEMO_ANNOUNCEMENTS } from './news-demo-data.ts';

describe('the PDF attachments of the demo announcements', () => {
  const files = DEMO_ANNOUNCEMENTS.flatMap((a) => a.files);
  const zh = files.find((f) => f.lang === 'zh')!;
  const en = files.find((f) => f.lang === 'en')!;

  it('writes a Chinese notice with an embedded CJK face, an English one in Helvetica', async () => {
    const cjk = configuredCjkFont(undefined);
    if (!cjk) throw new Error('no CJK font installed: apt-get install fonts-noto-cjk');
    const fonts = await pdfFontNames(await makeNoticePdf(zh, '2026-01-05', cjk));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.some((f) => f.startsWith('/Helvetica'))).toBe(false);
    expect(await pdfFontNames(await makeNoticePdf(en, '2026-01-05', cjk))).toEqual(['/Helvetica']);
  });
});
