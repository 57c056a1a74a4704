import JSZip from 'jszip';
import { fillLowCarbonTemplate, SCRAP_EAF } from '../../test/low-carbon-workbooks.ts';

/**
 * Workbooks that cost the reader (tests and scripts/bench-workbook.mjs): the template filled in
 * as the example, with a part grown until the zip unpacks to about `unpacked` bytes. Each
 * still reads and computes when the reader lets it: the growth is shared strings no cell uses,
 * or rows of numbers on the instructions sheet. Deflated, a few hundred KB at most.
 */
const grown = async (
  part: string,
  unpacked: number,
  grow: (xml: string, room: number) => string,
): Promise<Buffer> => {
  const zip = await JSZip.loadAsync(await fillLowCarbonTemplate(SCRAP_EAF));
  const others = await Promise.all(
    Object.values(zip.files)
      .filter((f) => !f.dir && f.name !== part)
      .map(async (f) => (await f.async('nodebuffer')).length),
  );
  const xml = await zip.file(part)!.async('string');
  const room = unpacked - others.reduce((a, b) => a + b, 0) - Buffer.byteLength(xml);
  zip.file(part, grow(xml, room));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
};

/** Shared strings that unpack to about `unpacked` bytes in all (the workbook: 48 MB). */
export const sharedStringsWorkbook = (unpacked: number) =>
  grown('xl/sharedStrings.xml', unpacked, (xml, room) => {
    const one = `<si><t>${'padding '.repeat(8)}</t></si>`;
    return xml.replace('</sst>', `${one.repeat(Math.max(0, Math.floor(room / one.length)))}</sst>`);
  });

/** Rows of ten numbers on the instructions sheet, to about `unpacked` bytes in all. */
export const manyCellsWorkbook = (unpacked: number) =>
  grown('xl/worksheets/sheet1.xml', unpacked, (xml, room) => {
    const rows: string[] = [];
    let size = 0;
    for (let r = 1000; size < room; r++) {
      const cells = 'ABCDEFGHIJ'
        .split('')
        .map((col, i) => `<c r="${col}${r}"><v>${i}</v></c>`)
        .join('');
      const row = `<row r="${r}">${cells}</row>`;
      rows.push(row);
      size += row.length;
    }
    return xml.replace('</sheetData>', `${rows.join('')}</sheetData>`);
  });

/**
 * The zip's central directory and local headers made to declare `declared` bytes for one part
 * that really unpacks to more (a zip bomb that lies about its size).
 */
export const understating = (zip: Buffer, part: string, declared: number): Buffer => {
  const out = Buffer.from(zip);
  const name = Buffer.from(part);
  for (let at = 0; at + 46 < out.length; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x02014b50 && out.subarray(at + 46, at + 46 + name.length).equals(name)) {
      out.writeUInt32LE(declared, at + 24);
    } else if (signature === 0x04034b50 && out.subarray(at + 30, at + 30 + name.length).equals(name)) {
      out.writeUInt32LE(declared, at + 22);
    }
  }
  return out;
};
