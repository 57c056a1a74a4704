import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { fillLowCarbonTemplate, SCRAP_EAF } from '../../test/low-carbon-workbooks.ts';
import { MAX_UNZIPPED_BYTES, readWorkbook, WorkbookError, type WorkbookProblem } from './carbon/index.ts';
import { declaredUnzippedSize } from './carbon/zip-size.ts';
import { manyCellsWorkbook, sharedStringsWorkbook, understating } from './hostile-workbooks.ts';
import { createWorkbookReader, type WorkbookLimits, type WorkbookReader } from './workbook-reader.ts';

/** A reader of the test's own with the limits given; each test's is closed after it. */
let opened: WorkbookReader[] = [];
const reader = (limits: Partial<WorkbookLimits> = {}) => {
  const r = createWorkbookReader(limits);
  opened.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(opened.map((r) => r.close()));
  opened = [];
});

const refusal = async (work: Promise<unknown>): Promise<WorkbookProblem[]> => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WorkbookError);
  return (err as WorkbookError).problems;
};

const TOO_HEAVY = [{ sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.tooHeavy' }];
const TOO_LARGE = [{ sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.tooLarge', values: { mb: 8 } }];

describe('the workbook reader (worker processes)', { timeout: 60_000 }, () => {
  it('reads in a worker what readWorkbook reads in the process, problems included', async () => {
    const r = reader();
    const bytes = await fillLowCarbonTemplate(SCRAP_EAF);
    expect(await r.read(bytes)).toEqual(await readWorkbook(bytes));
    const bad = await fillLowCarbonTemplate({ ...SCRAP_EAF, Scrap_t: 'lots' });
    const inProcess = await refusal(readWorkbook(bad));
    expect(inProcess[0]?.message).toBe('lowCarbonWorkbook.problem.notNumber');
    expect(await refusal(r.read(bad))).toEqual(inProcess);
    // The worker that answered stays for the next workbook.
    expect(r.state()).toEqual({ workers: 1, reading: 0, waiting: 0 });
  });

  it('reads at most `workers` workbooks at once; the others wait in line and are read', async () => {
    const r = reader({ workers: 2 });
    const values = [1, 2, 3, 4, 5].map((n) => ({ ...SCRAP_EAF, CrudeSteel_t: n * 1000 }));
    const books = await Promise.all(values.map((v) => fillLowCarbonTemplate(v)));
    const reads = books.map((b) => r.read(b));
    expect(r.state()).toEqual({ workers: 2, reading: 0, waiting: 5 });
    const seen: number[] = [];
    const results = await Promise.all(
      reads.map((read) =>
        read.then((inputs) => {
          const { workers, reading } = r.state();
          seen.push(workers, reading);
          return inputs.CrudeSteel_t;
        }),
      ),
    );
    expect(results).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
  });

  it('ends a worker past the time limit, refuses the workbook, and reads the next in a new worker', async () => {
    // A workbook just under the unpacked cap (8 MiB of shared strings: about half a second to
    // read) against a limit of 1 ms: any reading takes longer.
    const heavy = await sharedStringsWorkbook(MAX_UNZIPPED_BYTES - 64 * 1024);
    expect(declaredUnzippedSize(heavy)).toBeLessThan(MAX_UNZIPPED_BYTES);
    const r = reader({ timeoutMs: 1 });
    expect(await refusal(r.read(heavy))).toEqual(TOO_HEAVY);
    expect(r.state().workers).toBe(0);
    r.limits.timeoutMs = 60_000;
    expect((await r.read(heavy)).CrudeSteel_t).toBe(SCRAP_EAF.CrudeSteel_t);
    expect(r.state()).toEqual({ workers: 1, reading: 0, waiting: 0 });
  });

  it('refuses a workbook that needs more than the heap limit, and the next is read by a new worker', async () => {
    // 8 MiB of cells: more than a 48 MB heap holds as exceljs's cells (it passes at 128 MB).
    const cells = await manyCellsWorkbook(MAX_UNZIPPED_BYTES - 64 * 1024);
    const r = reader({ heapMb: 48 });
    expect(await refusal(r.read(cells))).toEqual(TOO_HEAVY);
    expect(r.state().workers).toBe(0);
    expect((await r.read(await fillLowCarbonTemplate(SCRAP_EAF))).CrudeSteel_t).toBe(SCRAP_EAF.CrudeSteel_t);
  });

  it('refuses a zip whose directory understates what it unpacks to, before exceljs reads it', async () => {
    const zip = await JSZip.loadAsync(await fillLowCarbonTemplate(SCRAP_EAF));
    zip.file('xl/media/padding.bin', Buffer.alloc(64 * 1024 * 1024));
    const lying = understating(
      await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
      'xl/media/padding.bin',
      1024,
    );
    expect(declaredUnzippedSize(lying)).toBeLessThan(100 * 1024);
    expect(await refusal(reader().read(lying))).toEqual(TOO_LARGE);
  });

  it('says when a worker cannot start instead of starting another and another', async () => {
    // A heap too small for the worker's own start: no workbook's fault, so an Error, not a refusal.
    const r = reader({ heapMb: 4 });
    const bytes = await fillLowCarbonTemplate(SCRAP_EAF);
    const answers = await Promise.allSettled([r.read(bytes), r.read(bytes)]);
    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      const reason = (answer as PromiseRejectedResult).reason as Error;
      expect(reason).not.toBeInstanceOf(WorkbookError);
      expect(reason.message).toMatch(/could not start/);
    }
    expect(r.state()).toEqual({ workers: 0, reading: 0, waiting: 0 });
  });
});
