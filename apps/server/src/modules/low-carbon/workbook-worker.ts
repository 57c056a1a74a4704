/**
 * A worker thread of the workbook reader (workbook-reader.ts): reads one workbook at a time with
 * the carbon engine's readWorkbook (the zip's real size, exceljs, the cells by defined name) and
 * answers its inputs or its problems. It says `ready` once exceljs is loaded, so the reader's
 * time limit counts the reading, not the start.
 */
import { parentPort } from 'node:worker_threads';
import { readWorkbook, WorkbookError } from './carbon/index.ts';
import type { WorkerAnswer, WorkerJob } from './workbook-reader.ts';

const port = parentPort;
if (!port) throw new Error('workbook-worker.ts runs as a worker thread (workbook-reader.ts starts it)');

port.on('message', async ({ id, bytes }: WorkerJob) => {
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
  port.postMessage(answer);
});

await import('exceljs');
port.postMessage('ready');
