import { z } from 'zod';
import { defineRoute } from '../../route.ts';

/**
 * The programme's live figures on the home page, counted from the database: EPD versions
 * published today (current, not superseded or withdrawn), certified companies, PCRs the
 * portal lists.
 */
export const ZHomeFigures = z.object({
  publishedEpds: z.number().int(),
  certifiedCompanies: z.number().int(),
  pcrs: z.number().int(),
});
export type THomeFigures = z.infer<typeof ZHomeFigures>;

export const homeRoutes = {
  homeFigures: defineRoute({
    method: 'GET',
    path: '/n/portal/index/figures',
    auth: 'public',
    summary:
      "The home page's figures: published EPDs, certified companies and listed PCRs (counted, " +
      'prepared once and made again after a catalogue change or within a minute)',
    data: ZHomeFigures,
  }),
} as const;
