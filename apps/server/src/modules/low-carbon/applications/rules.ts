import { appError } from '../../../platform/errors.ts';
import type { Computed } from '../workbook.ts';

/** The standard's PDF, accepted as a low-carbon upload by its exact name but never filed as a block. */
export const PDF = 'application/pdf';

/** The result columns of a block from a computation. */
export const resultColumns = (c: Computed, at: string) => ({
  site: c.site,
  route: c.route,
  year: c.year,
  crude_steel_t: c.crudeSteelT,
  intensity: c.intensity,
  scrap_share: c.scrapShare,
  grid_factor: c.gridFactor,
  iea_grade: c.ieaGrade,
  iea_scheme: c.ieaScheme,
  rs_level: c.responsibleSteelLevel,
  rs_scheme: c.responsibleSteelScheme,
  method_version: c.methodVersion,
  breakdown: JSON.stringify(c.breakdown),
  computed_at: at,
});

/** A block's processes as stored (codes joined by `;`), as a list. */
export const processesOf = (joined: string) => joined.split(';').filter((p) => p !== '');

/** The products of an application's blocks, as its inner messages name them. */
export const productsOf = (blocks: readonly { product_name: string }[]) =>
  blocks.map((b) => b.product_name).join(', ');

/** A refusal naming the blocks (1-based) with a text whose {{blocks}} lists them. */
export const blocksRefused = (
  error: 'VALIDATION_FAILED' | 'LOW_CARBON_BLOCKS_WITHOUT_FILE',
  one: string,
  many: string,
  blocks: readonly number[],
) =>
  appError(error, {
    fields: [{ path: 'body.list', message: blocks.length === 1 ? one : many, values: { blocks } }],
  });

/** Refuses with `blocksRefused` when there are such blocks. */
export const refuseBlocks = (
  error: 'VALIDATION_FAILED' | 'LOW_CARBON_BLOCKS_WITHOUT_FILE',
  one: string,
  many: string,
  blocks: readonly number[],
) => {
  if (blocks.length > 0) throw blocksRefused(error, one, many, blocks);
};

/** The blocks (1-based) that name no file. */
export const blocksWithoutFile = (blocks: readonly { attachmentId?: number | null | undefined }[]) =>
  blocks.flatMap((b, i) => (b.attachmentId == null ? [i + 1] : []));

/** The blocks (1-based) that name a file another block names too: every one of them, the first included. */
export const blocksSharingAFile = (ids: readonly number[]) => {
  const repeated = ids.flatMap((id, i) => (ids.indexOf(id) !== i ? [i + 1] : []));
  return ids.flatMap((id, i) => (repeated.some((no) => ids[no - 1] === id) ? [i + 1] : []));
};
