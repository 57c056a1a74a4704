import {
  REPORT_TYPE_LOW_CARBON_EXCEL,
  type TCarbonFigure,
  type TConsoleLowCarbonBlock,
  type TConsoleLowCarbonDetail,
  type TConsoleLowCarbonItem,
  type TLowCarbonApplication,
  type TLowCarbonApply,
  type TLowCarbonState,
  ZLowCarbonApply,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor, UserActor } from '../../platform/access/actor.ts';
import { assertCan, assertMayApply } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { Inbox } from '../../platform/services.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { CatalogueSteelFiller } from '../catalogue/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import type { DictionaryLookup } from '../reference/index.ts';
import {
  type ApplicationRow,
  type BlockListRow,
  type LowCarbonStore,
  lowCarbonStore,
} from './low-carbon.store.ts';
import { type Computed, DEFAULT_GRID_FACTOR, readAndCompute } from './workbook.ts';

const PDF = 'application/pdf';

/** The result columns of a block from a computation. */
const resultColumns = (c: Computed, at: string) => ({
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

const processesOf = (joined: string) => joined.split(';').filter((p) => p !== '');

const epdOf = (b: BlockListRow) =>
  b.epd_id === null
    ? null
    : { id: b.epd_id, registrationNumber: b.epd_registration ?? '', productName: b.epd_product ?? '' };

const stateOf = (state: string) => state as TLowCarbonState;

/** A refusal naming the blocks (1-based) with a text whose {{blocks}} lists them. */
const blocksRefused = (
  error: 'VALIDATION_FAILED' | 'LOW_CARBON_BLOCKS_WITHOUT_FILE',
  one: string,
  many: string,
  blocks: readonly number[],
) =>
  appError(error, {
    fields: [{ path: 'body.list', message: blocks.length === 1 ? one : many, values: { blocks } }],
  });

interface Deps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
  dictionaries: DictionaryLookup;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
  /** The catalogue's face: a linked block's route and scrap share into the EPD's steel fields. */
  steel: CatalogueSteelFiller;
}

/**
 * Low-carbon steel certification (issue 13): the applicant's filing, their company's list, the
 * preview of an upload, and the secretariat's queue with recompute, approve, reject and the EPD
 * link. A workbook is read and computed on upload (the attachments check) and again on filing,
 * whose result is stored with the application in one transaction with its audit entry and
 * inner message; each console change commits with its audit entry and the user's message.
 */
export const lowCarbonService = ({ db, attachments, dictionaries, auditFor, inboxFor, steel }: Deps) => {
  /** The route's guard (approval, certified company) on the server: the action gate. */
  const passGate = async (store: LowCarbonStore, actor: UserActor) => {
    const { companyId } = actor.user;
    const company = companyId === null ? undefined : await store.company(companyId);
    assertMayApply(actor, company?.status ?? null);
    if (!company) throw appError('COMPANY_CERTIFICATION_REQUIRED');
    return company;
  };

  /** An upload of the user's own that is a low-carbon data file (workbook or standard PDF). */
  const ownUpload = async (actor: UserActor, id: number) => {
    const row = await attachments.info(id);
    if (
      !row ||
      row.owner_user_id !== actor.user.id ||
      row.operator_id !== null ||
      row.business_type !== 'RES_IMG' ||
      row.report_type !== REPORT_TYPE_LOW_CARBON_EXCEL
    )
      return null;
    return row;
  };

  const computeFile = async (attachmentId: number, gridFactor: number) => {
    const { body } = await attachments.openChecked(attachmentId);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return readAndCompute(Buffer.concat(chunks), gridFactor);
  };

  const productsOf = (blocks: readonly { product_name: string }[]) =>
    blocks.map((b) => b.product_name).join(', ');

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

  const consoleDetail = async (store: LowCarbonStore, id: number): Promise<TConsoleLowCarbonDetail> => {
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

  /** Runs a console change on a submitted application with its audit entry and the user's message. */
  const decideWith = (
    id: number,
    actor: OperatorActor,
    change: (
      store: LowCarbonStore,
      row: ApplicationRow,
      trx: Kysely<Database>,
    ) => Promise<{
      action: 'lowCarbon.approve' | 'lowCarbon.reject' | 'lowCarbon.recompute';
      detail: Record<string, unknown>;
      message: { key: string; params: Record<string, string> };
    }>,
  ) =>
    transact(db, async (trx) => {
      const store = lowCarbonStore(trx);
      const row = await store.byId(id);
      if (!row) throw appError('NOT_FOUND');
      if (row.state !== 'submitted') throw appError('LOW_CARBON_DECIDED');
      const { action, detail, message } = await change(store, row, trx);
      await auditFor(trx).record(actor, { action, targetType: 'lowCarbonApplication', targetId: id, detail });
      if (row.user_id !== null) await inboxFor(trx).send(row.user_id, message);
      return consoleDetail(store, id);
    });

  return {
    /**
     * The attachments module's content check of a low-carbon upload: a workbook must read and
     * compute (else the refusal names sheet and cell); the standard's PDF passes as it is.
     */
    async checkUpload(file: { bytes: Buffer; mimeType: string }) {
      if (file.mimeType === PDF) return;
      await readAndCompute(file.bytes, DEFAULT_GRID_FACTOR);
    },

    async apply(actor: UserActor, input: TLowCarbonApply): Promise<{ id: number }> {
      const { list } = ZLowCarbonApply.parse(input);
      const store = lowCarbonStore(db);
      const company = await passGate(store, actor);
      const numbered = list.map((block, i) => ({ ...block, no: i + 1 }));

      const withoutFile = numbered.filter((b) => b.attachmentId == null).map((b) => b.no);
      if (withoutFile.length > 0)
        throw blocksRefused(
          'LOW_CARBON_BLOCKS_WITHOUT_FILE',
          'lowCarbon.blockWithoutFile',
          'lowCarbon.blocksWithoutFile',
          withoutFile,
        );

      const processes = numbered.map((b) => [...new Set(processesOf(b.process ?? ''))]);
      const unknown: number[] = [];
      for (const [i, codes] of processes.entries()) {
        for (const code of codes) {
          const item = await dictionaries.byCode('LCES_PROCESS_SELECTION', code);
          if (!item || item.parent_id !== null || item.enabled !== 1) {
            unknown.push(i + 1);
            break;
          }
        }
      }
      if (unknown.length > 0)
        throw blocksRefused(
          'VALIDATION_FAILED',
          'lowCarbon.processUnknown',
          'lowCarbon.processUnknown',
          unknown,
        );

      const ids = numbered.map((b) => b.attachmentId as number);
      const repeated = numbered
        .filter((b, i) => ids.indexOf(b.attachmentId as number) !== i)
        .map((b) => b.no);
      if (repeated.length > 0) {
        const first = numbered
          .filter((b) => repeated.some((no) => ids[no - 1] === b.attachmentId))
          .map((b) => b.no);
        throw blocksRefused(
          'VALIDATION_FAILED',
          'lowCarbon.blockFileRepeated',
          'lowCarbon.blockFileRepeated',
          first,
        );
      }
      const filed = await store.filedAttachments(ids);
      const invalid: number[] = [];
      const standard: number[] = [];
      for (const b of numbered) {
        const row = await ownUpload(actor, b.attachmentId as number);
        if (!row || filed.includes(row.id)) invalid.push(b.no);
        else if (row.mime_type === PDF) standard.push(b.no);
      }
      if (invalid.length > 0)
        throw blocksRefused(
          'VALIDATION_FAILED',
          'lowCarbon.blockFileInvalid',
          'lowCarbon.blockFileInvalid',
          invalid,
        );
      if (standard.length > 0)
        throw blocksRefused(
          'VALIDATION_FAILED',
          'lowCarbon.blockStandardFile',
          'lowCarbon.blockStandardFile',
          standard,
        );

      const computed: Computed[] = [];
      for (const b of numbered)
        computed.push(await computeFile(b.attachmentId as number, DEFAULT_GRID_FACTOR));

      const now = nowIso();
      const introduction = numbered[0]?.introduction ?? '';
      return transact(db, async (trx) => {
        const blocks = numbered.map((b, i) => ({
          position: b.no,
          product_name: b.productName,
          processes: (processes[i] ?? []).join(';'),
          attachment_id: b.attachmentId as number,
          epd_id: null,
          ...resultColumns(computed[i] as Computed, now),
        }));
        const id = await lowCarbonStore(trx).insertApplication(
          {
            company_id: company.id,
            user_id: actor.user.id,
            company_name: company.name,
            introduction,
            state: 'submitted',
            reason: null,
            grid_factor: DEFAULT_GRID_FACTOR,
            decided_by: null,
            created_at: now,
            decided_at: null,
          },
          blocks,
        );
        await auditFor(trx).record(actor, {
          action: 'lowCarbon.submit',
          targetType: 'lowCarbonApplication',
          targetId: id,
          detail: { blocks: blocks.length },
        });
        await inboxFor(trx).send(actor.user.id, {
          key: 'inbox.lowCarbon.submitted',
          params: { date: now.slice(0, 10), products: productsOf(blocks) },
        });
        return { id };
      });
    },

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
      const row = await ownUpload(actor, attachmentId);
      if (!row || row.mime_type === PDF) throw appError('NOT_FOUND');
      const c = await computeFile(row.id, DEFAULT_GRID_FACTOR);
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

    /**
     * Every block computed again with the operator's grid factor, stored with its result. The
     * workbooks are read before the transaction (a file read is not part of it).
     */
    async recompute(id: number, gridFactor: number, actor: OperatorActor) {
      const blocks = await lowCarbonStore(db).blocksOf([id]);
      const computed = new Map<number, Computed>();
      for (const b of blocks) computed.set(b.id, await computeFile(b.attachment_id, gridFactor));
      return decideWith(id, actor, async (store, row) => {
        const now = nowIso();
        for (const b of await store.blocksOf([id])) {
          const c = computed.get(b.id);
          if (!c) throw appError('LOW_CARBON_DECIDED');
          await store.updateBlock(b.id, resultColumns(c, now));
        }
        await store.setGridFactor(id, gridFactor);
        return {
          action: 'lowCarbon.recompute',
          detail: { from: row.grid_factor, gridFactor },
          message: {
            key: 'inbox.lowCarbon.recomputed',
            params: {
              date: row.created_at.slice(0, 10),
              products: productsOf(blocks),
              grid: String(gridFactor),
            },
          },
        };
      });
    },

    approve: (id: number, actor: OperatorActor) =>
      decideWith(id, actor, async (store, row) => {
        if (
          !(await store.decide(id, {
            state: 'approved',
            reason: null,
            decided_by: actor.operator.id,
            decided_at: nowIso(),
          }))
        )
          throw appError('LOW_CARBON_DECIDED');
        return {
          action: 'lowCarbon.approve',
          detail: { gridFactor: row.grid_factor },
          message: {
            key: 'inbox.lowCarbon.approved',
            params: { date: row.created_at.slice(0, 10), products: productsOf(await store.blocksOf([id])) },
          },
        };
      }),

    reject: (id: number, reason: string, actor: OperatorActor) =>
      decideWith(id, actor, async (store, row) => {
        if (
          !(await store.decide(id, {
            state: 'rejected',
            reason,
            decided_by: actor.operator.id,
            decided_at: nowIso(),
          }))
        )
          throw appError('LOW_CARBON_DECIDED');
        return {
          action: 'lowCarbon.reject',
          detail: { reason },
          message: {
            key: 'inbox.lowCarbon.rejected',
            params: {
              date: row.created_at.slice(0, 10),
              products: productsOf(await store.blocksOf([id])),
              reason,
            },
          },
        };
      }),

    /**
     * Links an approved block to its company's published EPD (null: unlinks). The block's
     * computed route and scrap share become the EPD's steel data when it has none yet (the
     * catalogue's face writes them with its own audit entry); an unlink leaves them.
     */
    linkEpd: async (blockId: number, epdId: number | null, actor: OperatorActor) => {
      const result = await transact(db, async (trx) => {
        const store = lowCarbonStore(trx);
        const block = await store.blockById(blockId);
        if (!block) throw appError('NOT_FOUND');
        const row = await store.byId(block.application_id);
        if (!row) throw appError('NOT_FOUND');
        if (row.state !== 'approved') throw appError('LOW_CARBON_NOT_APPROVED');
        const epd = epdId === null ? null : await store.publishedEpd(epdId);
        if (epdId !== null && (!epd || epd.company_id !== row.company_id))
          throw appError('LOW_CARBON_EPD_NOT_LINKABLE');
        await store.updateBlock(blockId, { epd_id: epdId });
        const steelFilled =
          !!epd &&
          (await steel.fillInside(trx, epd.id, { route: block.route, scrapShare: block.scrap_share }, actor, {
            lowCarbonApplicationId: row.id,
            lowCarbonBlockId: blockId,
          }));
        await auditFor(trx).record(actor, {
          action: 'lowCarbon.linkEpd',
          targetType: 'lowCarbonBlock',
          targetId: blockId,
          detail: { from: block.epd_id, epdId, steelFilled },
        });
        if (epd && row.user_id !== null)
          await inboxFor(trx).send(row.user_id, {
            key: 'inbox.lowCarbon.epdLinked',
            params: { product: block.product_name, registration: epd.registration_number },
          });
        return { detail: await consoleDetail(store, row.id), steelFilled };
      });
      if (result.steelFilled) steel.changed();
      return result.detail;
    },
  };
};

export type LowCarbonService = ReturnType<typeof lowCarbonService>;
