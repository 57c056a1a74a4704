import { RESULTS_TEMPLATE_NAME, resultsRoutes as r, XLSX_MIME } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import { resultsTemplateFile } from './template-file.ts';

/** The results workbook template download; it changes only with the code, so it may be cached for a day. */
export const resultsRoutes = async (app: FastifyInstance) => {
  const template = resultsTemplateFile();
  registerRoute(app, r.resultsTemplate, async ({ reply }) => {
    const body = await template.bytes();
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', body.length)
      .header('content-disposition', `attachment; filename="${RESULTS_TEMPLATE_NAME}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });
};
