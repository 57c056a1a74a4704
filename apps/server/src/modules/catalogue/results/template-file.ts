import { inChildProcess } from '../../../platform/child-work.ts';

const TEMPLATE = new URL('./results-template.ts', import.meta.url);

/**
 * The results workbook template, made from the indicator catalogue at the first download in a
 * child process (exceljs stays out of the server, decision 230) and kept: it changes only with
 * the code. A failed making is not kept, so the next download tries again.
 */
export const resultsTemplateFile = () => {
  let made: Promise<Buffer> | undefined;
  return {
    bytes(): Promise<Buffer> {
      made ??= inChildProcess<Uint8Array>(TEMPLATE, 'buildResultsTemplate').then(
        (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        (err: unknown) => {
          made = undefined;
          throw err;
        },
      );
      return made;
    },
  };
};
