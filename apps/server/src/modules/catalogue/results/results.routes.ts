import { RESULTS_TEMPLATE_NAME, resultsRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { inChildProcess } from '../../../platform/child-work.ts';
import { registerRoute } from '../../../platform/routes.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE = new URL('./results-template.ts', import.meta.url);

/**
 * The results workbook template, made from the indicator catalogue at the first download in a
 * child process (exceljs stays out of the server, decision 230) and kept: it changes only with
 * the code, so it may be cached for a day.
 */
export const resultsRoutes = async (app: FastifyInstance) => {
  let template: Promise<Buffer> | undefined;
  const bytes = () => {
    template ??= inChildProcess<Uint8Array>(TEMPLATE, 'buildResultsTemplate').then(
      (made) => Buffer.from(made.buffer, made.byteOffset, made.byteLength),
      (err: unknown) => {
        template = undefined; // the next download tries again
        throw err;
      },
    );
    return template;
  };
  registerRoute(app, r.resultsTemplate, async ({ reply }) => {
    const body = await bytes();
    return reply
      .header('content-type', XLSX)
      .header('content-length', body.length)
      .header('content-disposition', `attachment; filename="${RESULTS_TEMPLATE_NAME}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });
};
