import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real small files, made at test time, so each is what its bytes say. */

export const jpegBytes = (options: { exif?: Record<string, string> } = {}) => {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c83' } }).jpeg();
  return (options.exif ? image.withExif({ IFD0: options.exif }) : image).toBuffer();
};

export const pngBytes = () =>
  sharp({ create: { width: 6, height: 4, channels: 4, background: '#28c8' } })
    .png()
    .toBuffer();

/** A one-page PDF; `padTo` grows it with a comment, to pass the sniffing head of a large file. */
export const pdfBytes = (padTo = 0) => {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '',
  ].join('\n');
  const pad = Math.max(0, padTo - body.length - 6);
  return Buffer.from(`${body}%${'x'.repeat(pad)}\n%%EOF\n`);
};

/** A ZIP of stored (uncompressed) entries, in the order given. */
export const zipBytes = (entries: { name: string; data: string | Buffer }[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${main}.main+xml"/></Types>`;

/** An OOXML workbook: `[Content_Types].xml` first, as Excel writes it. */
export const xlsxBytes = (macro = false) =>
  zipBytes([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        macro
          ? 'application/vnd.ms-excel.sheet.macroEnabled'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);

/** An OOXML Word document: `[Content_Types].xml` first, as Word writes it. */
export const docxBytes = () =>
  zipBytes([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document').replace(
        '/xl/workbook.xml',
        '/word/document.xml',
      ),
    },
    { name: 'word/document.xml', data: '<document/>' },
  ]);

/** The head of an OLE compound file, as an Excel 97-2003 .xls (and a Word 97 .doc) starts. */
export const xlsBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016)]);

/** A DOS/Windows executable header. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
