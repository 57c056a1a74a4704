import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { buildLowCarbonTemplate } from '../modules/low-carbon/index.ts';
import { zipBytes } from './file-bytes.ts';

/**
 * Low-carbon data workbooks for tests: the template the platform hands out, filled in by its
 * defined names as another tool would, and the same workbook saved as a macro-enabled .xlsm.
 */
let template: Promise<Buffer> | undefined;

export const fillLowCarbonTemplate = async (
  values: Record<string, number | string | null>,
): Promise<Buffer> => {
  template ??= buildLowCarbonTemplate();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template) as unknown as ArrayBuffer);
  for (const [name, value] of Object.entries(values)) {
    const [range] = book.definedNames.getRanges(name).ranges;
    if (!range) throw new Error(`the template has no name ${name}`);
    const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(range);
    if (!match) throw new Error(`unexpected range ${range}`);
    const [, sheet, col, row] = match as unknown as [string, string, string, string];
    const target = book.getWorksheet(sheet);
    if (!target) throw new Error(`no sheet ${sheet}`);
    target.getCell(`${col}${row}`).value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** The entries of a ZIP (stored or deflated), read from its central directory. */
const unzip = (zip: Buffer): { name: string; data: Buffer }[] => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extra;
  }
  return entries;
};

/** The same workbook as Excel saves a macro-enabled one: the workbook part's content type says so. */
export const asXlsm = (xlsx: Buffer): Buffer =>
  zipBytes(
    unzip(xlsx).map((e) =>
      e.name === '[Content_Types].xml'
        ? {
            name: e.name,
            data: e.data
              .toString()
              .replace(
                'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
                'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
              ),
          }
        : e,
    ),
  );

/**
 * The worked example: a scrap-only EAF, 1,000,000 t crude steel, 500,000 MWh purchased
 * electricity at worldsteel's 0.504: 0.252 t CO2/t, s = 1, IEA band E, ResponsibleSteel level 2.
 */
export const SCRAP_EAF = {
  Site: '沙钢电炉厂',
  Route: 'EAF-SCRAP',
  Year: 2025,
  CrudeSteel_t: 1_000_000,
  Scrap_t: 1_100_000,
  PurchasedElectricity_MWh: 500_000,
};
