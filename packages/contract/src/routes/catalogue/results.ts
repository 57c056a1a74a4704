import { z } from 'zod';
import { defineRoute } from '../../route.ts';

/** The file name of the results workbook template a download gets. */
export const RESULTS_TEMPLATE_NAME = 'epd-results-template.xlsx';

/**
 * An EPD's results as data (issue 31, decisions 237-238): the bilingual results workbook
 * template an applicant fills with the EN 15804+A2 figures of a product.
 */
export const resultsRoutes = {
  resultsTemplate: defineRoute({
    method: 'GET',
    path: '/n/epd/results-template',
    auth: 'public',
    raw: 'file',
    summary: 'The EPD results workbook template (EN 15804+A2, EF 3.1): every indicator and module, zh and en',
    data: z.never(),
  }),
};
