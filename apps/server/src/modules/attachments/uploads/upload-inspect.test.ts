import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { pdfBytes, zipBytes } from '../../../test/file-bytes.ts';
import { inspectStream, type UploadSource } from './upload-inspect.ts';

/** A file part as the multipart parser gives it, `truncated` when it hit the parser's size limit. */
const source = (chunks: Buffer[], truncated = false): UploadSource =>
  Object.assign(Readable.from(chunks), { truncated });

const failureOf = async (stream: Readable) => {
  try {
    await buffer(stream);
  } catch (err) {
    return err instanceof AppError ? { name: err.errorName, fields: err.fields } : err;
  }
  return null;
};

describe('upload inspection', () => {
  it('passes nothing on before the head is sniffed, then every byte, with size and hash', async () => {
    const pdf = pdfBytes(1.5 * 1024 * 1024);
    const chunks = [pdf.subarray(0, 1000), pdf.subarray(1000, 1_100_000), pdf.subarray(1_100_000)];
    const inspected = inspectStream(source(chunks), 'reportPdf', 'r.pdf');
    expect((await buffer(inspected.body)).equals(pdf)).toBe(true);
    expect(inspected.result()).toMatchObject({ size: pdf.length, mimeType: 'application/pdf' });
  });

  it('fails a file the parser truncated at its limit as too large', async () => {
    const inspected = inspectStream(source([pdfBytes()], true), 'reportPdf', 'r.pdf');
    expect(await failureOf(inspected.body)).toEqual({ name: 'PAYLOAD_TOO_LARGE', fields: undefined });
  });

  it('fails a wrong type before passing on a single byte', async () => {
    let passed = 0;
    const inspected = inspectStream(source([Buffer.from('MZ'), Buffer.alloc(10)]), 'dataZip', 'x.zip');
    inspected.body.on('data', (chunk: Buffer) => {
      passed += chunk.length;
    });
    expect(await failureOf(inspected.body)).toEqual({
      name: 'VALIDATION_FAILED',
      fields: [{ path: 'file', message: 'validation.zipOnly' }],
    });
    expect(passed).toBe(0);
  });

  it('takes a large workbook whose content types come after the sniffed head as far as the head tells', async () => {
    const filler = Buffer.alloc(1.2 * 1024 * 1024, 0x41);
    const late = zipBytes([
      { name: 'xl/worksheets/sheet1.xml', data: filler },
      {
        name: '[Content_Types].xml',
        data: '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      },
    ]);
    const big = inspectStream(source([late]), 'lowCarbonExcel', 'big.xlsx');
    await buffer(big.body);
    expect(big.result().mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A small plain ZIP was seen whole: it is not a workbook.
    const small = inspectStream(
      source([zipBytes([{ name: 'a.txt', data: 'a' }])]),
      'lowCarbonExcel',
      'a.xlsx',
    );
    expect(await failureOf(small.body)).toMatchObject({ name: 'VALIDATION_FAILED' });
  });
});
