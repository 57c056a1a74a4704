/**
 * A worker process of the workbook reader (workbook-reader.ts): reads one workbook at a time with
 * the carbon engine's readWorkbook (the zip's real size, exceljs, the cells by defined name) and
 * answers its inputs or its problems. It says `ready` once exceljs is loaded, so the reader's
 * time limit counts the reading, not the start.
 */
import { readWorkbook, WorkbookError } from './carbon/index.ts';
import type { WorkerAnswer, WorkerJob } from './workbook-reader.ts';

const send = process.send?.bind(process);
if (!send) throw new Error('workbook-worker.ts runs as a child process (workbook-reader.ts starts it)');
// The reader gone (the server ended), this process ends too.
process.on('disconnect', () => process.exit(0));

process.on('message', async ({ id, bytes }: WorkerJob) => {
  let answer: WorkerAnswer;
  try {
    answer = {
      id,
      inputs: await readWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    };
  } catch (err) {
    answer =
      err instanceof WorkbookError
        ? { id, problems: err.problems }
        : { id, failure: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  send(answer);
});

await import('exceljs');
send('ready');
