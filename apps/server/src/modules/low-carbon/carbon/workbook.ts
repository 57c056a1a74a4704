import type ExcelJS from 'exceljs';
import { type CellPlace, definedNamesOf, namedCell, readCell } from '../../../platform/workbook-cells.ts';
import { cfbEntryNames } from './cfb.ts';
import { excel } from './excel.ts';
import { checkInputs, INPUT_SHEET } from './input-checks.ts';
import { type CarbonInputs, type CarbonRoute, emptyInputs, INPUT_NAMES } from './names.ts';
import { WorkbookError, type WorkbookProblem } from './problems.ts';
import { declaredUnzippedSize, unzippedSizeWithin } from './zip-size.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The most a workbook may unpack to. The template with every input filled (and a 500-character
 * site name) unpacks to 48,649 bytes; 8 MiB is some 170 times that, room for what Excel or
 * another tool adds when saving it again and for a sheet or two of a site's own. Every byte of
 * it is parsed by exceljs in memory (in a worker process: ../workbook-reader.ts).
 */
export const MAX_UNZIPPED_BYTES = 8 * 1024 * 1024;
const MAX_UNZIPPED_MB = MAX_UNZIPPED_BYTES / 1024 / 1024;

const fileProblem = (
  message: WorkbookProblem['message'],
  values?: WorkbookProblem['values'],
): WorkbookError => new WorkbookError([{ sheet: '', cell: '', message, ...(values ? { values } : {}) }]);

const tooLarge = () => fileProblem('lowCarbonWorkbook.problem.tooLarge', { mb: MAX_UNZIPPED_MB });

/**
 * What kind of file the bytes are, by content: an OOXML zip (.xlsx/.xlsm) goes on to exceljs;
 * an OLE compound file is either an encrypted OOXML (streams EncryptionInfo and
 * EncryptedPackage: a workbook with an opening password) or a legacy BIFF .xls (stream Workbook
 * or Book), which exceljs cannot read; anything else is not a workbook. Cheap (no inflating: a
 * zip's size as its directory declares it), so the server runs it before handing the bytes to
 * a worker process.
 */
export const sniffWorkbook = (bytes: Buffer): void => {
  if (ZIP.every((b, i) => bytes[i] === b)) {
    // A zip larger than what it may unpack to holds more than its parts (or is not one).
    if (bytes.length > MAX_UNZIPPED_BYTES) throw tooLarge();
    const size = declaredUnzippedSize(bytes);
    if (size === null) throw fileProblem('lowCarbonWorkbook.problem.damaged');
    if (size > MAX_UNZIPPED_BYTES) throw tooLarge();
    return;
  }
  const entries = cfbEntryNames(bytes);
  if (entries?.includes('EncryptedPackage') || entries?.includes('EncryptionInfo')) {
    throw fileProblem('lowCarbonWorkbook.problem.passwordProtected');
  }
  if (entries?.includes('Workbook') || entries?.includes('Book')) {
    throw fileProblem('lowCarbonWorkbook.problem.legacyXls');
  }
  throw fileProblem('lowCarbonWorkbook.problem.notWorkbook');
};

const routeOf = (text: string): CarbonRoute | null => {
  const key = text.toUpperCase().replace(/[\s_\-–/]+/g, '');
  const aliases: Record<string, CarbonRoute> = {
    BFBOF: 'BF-BOF',
    EAFSCRAP: 'EAF-SCRAP',
    SCRAPEAF: 'EAF-SCRAP',
    EAF: 'EAF-SCRAP',
    DRIEAF: 'DRI-EAF',
  };
  return aliases[key] ?? null;
};

/**
 * Reads a filled data-collection workbook (.xlsx or .xlsm, judged by content) by its defined
 * names: every numeric input of INPUT_NAMES (empty = 0) and, when named, Site, Route and Year.
 * Throws WorkbookError with every problem found, each naming its sheet and cell (a missing name:
 * sheet '' and the name as the cell; a file that cannot be read at all: both ''). Before exceljs
 * sees a zip, its parts are inflated with their output bounded by MAX_UNZIPPED_BYTES, so a
 * directory that understates the sizes cannot make exceljs hold more.
 */
export const readWorkbook = async (bytes: Buffer): Promise<CarbonInputs> => {
  sniffWorkbook(bytes);
  const unzipped = unzippedSizeWithin(bytes, MAX_UNZIPPED_BYTES);
  if (unzipped === 'tooLarge') throw tooLarge();
  if (unzipped === 'damaged') throw fileProblem('lowCarbonWorkbook.problem.damaged');
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileProblem('lowCarbonWorkbook.problem.damaged');
  }
  // A zip without a workbook part (a .docx, an archive) loads as a workbook without sheets.
  if (book.worksheets.length === 0) throw fileProblem('lowCarbonWorkbook.problem.notWorkbook');
  const names = definedNamesOf(book);
  if (!INPUT_NAMES.some(({ name }) => names.has(name.toLowerCase()))) {
    throw fileProblem('lowCarbonWorkbook.problem.noInputNames');
  }

  const problems: WorkbookProblem[] = [];
  const where = new Map<string, CellPlace>();

  /** The one cell a name points to, or a problem recorded and null. */
  const cellNamed = (name: string, required: boolean): { at: CellPlace; cell: ExcelJS.Cell } | null => {
    const found = namedCell(book, names, name);
    if (found.kind === 'cell') {
      where.set(name, found.place);
      return { at: found.place, cell: found.cell };
    }
    const { place, ranges } = found.kind === 'notACell' ? found : { place: null, ranges: [] };
    // A single cell on a sheet the workbook lacks is as good as no name.
    if (ranges.length > 1 || place?.cell.includes(':')) {
      problems.push({
        sheet: place?.sheet ?? '',
        cell: place?.cell ?? name,
        message: 'lowCarbonWorkbook.problem.nameNotACell',
        values: { name, value: ranges.join(', ') },
      });
    } else if (required) {
      problems.push({
        sheet: '',
        cell: name,
        message: 'lowCarbonWorkbook.problem.missingName',
        values: { name },
      });
    }
    return null;
  };

  const inputs = emptyInputs();
  for (const { name } of INPUT_NAMES) {
    const found = cellNamed(name, true);
    if (!found) continue;
    const read = readCell(found.cell);
    if (read.kind === 'number') inputs[name] = read.value;
    else if (read.kind !== 'empty') {
      problems.push({
        ...found.at,
        message:
          read.kind === 'formula'
            ? 'lowCarbonWorkbook.problem.formulaWithoutValue'
            : 'lowCarbonWorkbook.problem.notNumber',
        values: { name, value: read.value },
      });
    }
  }

  // The describing cells are optional names (a tool filling only the figures may leave them out).
  const site = cellNamed('Site', false);
  if (site) {
    const read = readCell(site.cell);
    if (read.kind === 'text' || read.kind === 'number') inputs.site = String(read.value).trim();
  }
  const route = cellNamed('Route', false);
  if (route) {
    const read = readCell(route.cell);
    if (read.kind !== 'empty') {
      const known = read.kind === 'text' ? routeOf(read.value) : null;
      if (known) inputs.route = known;
      else {
        problems.push({
          ...route.at,
          message: 'lowCarbonWorkbook.problem.badRoute',
          values: { value: String(read.value) },
        });
      }
    }
  }
  const year = cellNamed('Year', false);
  if (year) {
    const read = readCell(year.cell);
    const value =
      read.kind === 'number' ? read.value : read.kind === 'text' ? Number(read.value.trim()) : null;
    if (value !== null) {
      if (Number.isInteger(value) && value >= 1990 && value <= 2100) inputs.year = value;
      else {
        problems.push({
          ...year.at,
          message: 'lowCarbonWorkbook.problem.badYear',
          values: { value: String(read.kind === 'empty' ? '' : read.value) },
        });
      }
    }
  }

  if (problems.length > 0) throw new WorkbookError(problems);
  // The consistency rules (negative, no crude steel, no metallics, scrap share), at the real cells.
  const consistency = checkInputs(inputs, (name) => where.get(name) ?? { sheet: INPUT_SHEET, cell: name });
  if (consistency.length > 0) throw new WorkbookError(consistency);
  return inputs;
};
