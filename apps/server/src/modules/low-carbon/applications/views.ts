import type {
  TCarbonFigure,
  TConsoleLowCarbonBlock,
  TConsoleLowCarbonDetail,
  TConsoleLowCarbonItem,
  TLowCarbonApplication,
  TLowCarbonState,
} from '@steel-epd/contract';
import type { UserActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { appError } from '../../../platform/errors.ts';
import {
  type ApplicationRow,
  type BlockListRow,
  type LowCarbonStore,
  lowCarbonStore,
} from '../low-carbon.store.ts';
import { DEFAULT_GRID_FACTOR } from '../workbook.ts';
import type { LowCarbonDeps } from './deps.ts';
import { PDF, processesOf } from './rules.ts';
import { computeFile, ownUpload } from './uploads.ts';

const figureOf = (b: BlockListRow): TCarbonFigure => ({
  intensity: b.intensity,
  scrapShare: b.scrap_share,
  gridFactor: b.grid_factor,
  ieaGrade: b.iea_grade as TCarbonFigure['ieaGrade'],
  ieaScheme: b.iea_scheme,
  responsibleSteelLevel: b.rs_level,
  responsibleSteelScheme: b.rs_scheme,
  methodVersion: b.method_version,
  computedAt: b.computed_at,
});

const epdOf = (b: BlockListRow) =>
  b.epd_id === null
    ? null
    : { id: b.epd_id, registrationNumber: b.epd_registration ?? '', productName: b.epd_product ?? '' };

const stateOf = (state: string) => state as TLowCarbonState;

const consoleItem = (row: ApplicationRow): TConsoleLowCarbonItem => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  userAccount: row.user_account ?? null,
  state: stateOf(row.state),
  blocks: Number(row.block_count ?? 0),
  gridFactor: row.grid_factor,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** An application as the console shows it, with every block's figure; NOT_FOUND when there is none. */
export const consoleDetail = async (store: LowCarbonStore, id: number): Promise<TConsoleLowCarbonDetail> => {
  const row = await store.byId(id);
  if (!row) throw appError('NOT_FOUND');
  const blocks = await store.blocksOf([id]);
  return {
    ...consoleItem(row),
    introduction: row.introduction,
    reason: row.reason,
    blocks: blocks.map(
      (b): TConsoleLowCarbonBlock => ({
        id: b.id,
        position: b.position,
        productName: b.product_name,
        processes: processesOf(b.processes),
        fileName: b.file_name,
        attachmentId: b.attachment_id,
        figure: figureOf(b),
        breakdown: JSON.parse(b.breakdown) as TConsoleLowCarbonBlock['breakdown'],
        epd: epdOf(b),
        route: b.route,
        site: b.site,
        year: b.year,
        crudeSteelT: b.crude_steel_t,
      }),
    ),
  };
};

/** The read side of the applications: the portal's list and preview, the console's queue and detail. */
export const lowCarbonViews = ({ db, attachments }: Pick<LowCarbonDeps, 'db' | 'attachments'>) => ({
  /** The user's company's applications; a block's figure only once the application is approved. */
  async mine(actor: UserActor): Promise<TLowCarbonApplication[]> {
    const { companyId } = actor.user;
    if (companyId === null) return [];
    assertCan(actor, 'read', { kind: 'company', id: companyId });
    const store = lowCarbonStore(db);
    const rows = await store.ofCompany(companyId);
    const blocks = await store.blocksOf(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      companyName: row.company_name,
      introduction: row.introduction,
      state: stateOf(row.state),
      reason: row.reason,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      blocks: blocks
        .filter((b) => b.application_id === row.id)
        .map((b) => ({
          id: b.id,
          position: b.position,
          productName: b.product_name,
          processes: processesOf(b.processes),
          fileName: b.file_name,
          figure: row.state === 'approved' ? figureOf(b) : null,
          epd: row.state === 'approved' ? epdOf(b) : null,
        })),
    }));
  },

  /** What one of the user's own workbook uploads says; no figure (that shows after approval). */
  async preview(actor: UserActor, attachmentId: number) {
    const row = await ownUpload(attachments, actor, attachmentId);
    if (!row || row.mime_type === PDF) throw appError('NOT_FOUND');
    const c = await computeFile(attachments, row.id, DEFAULT_GRID_FACTOR);
    return {
      attachmentId: row.id,
      fileName: row.file_name,
      site: c.site,
      route: c.route,
      year: c.year,
      crudeSteelT: c.crudeSteelT,
    };
  },

  async page(state: TLowCarbonState | undefined, pageNum: number, pageSize: number) {
    const store = lowCarbonStore(db);
    const [rows, totals] = await Promise.all([
      store.page(state, pageSize, (pageNum - 1) * pageSize),
      store.count(state),
    ]);
    return { list: rows.map(consoleItem), totals, pageSize, pageNum };
  },

  detail: (id: number) => consoleDetail(lowCarbonStore(db), id),

  /** The published EPDs of the application's company, which a block may be linked to. */
  async companyEpds(id: number) {
    const store = lowCarbonStore(db);
    const row = await store.byId(id);
    if (!row) throw appError('NOT_FOUND');
    return (await store.publishedEpdsOf(row.company_id)).map((e) => ({
      id: e.id,
      registrationNumber: e.registration_number,
      productName: e.product_name,
    }));
  },
});
