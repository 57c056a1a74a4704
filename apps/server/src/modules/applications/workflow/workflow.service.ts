import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_FILE_KINDS,
  APPLY_STAGE,
  type ApplicationEventKind,
  CONTRACT_STATUS,
  EPD_PRODUCT_TYPES,
  type ErrorName,
  type Lang,
  LCA_VALIDATE_STATUS,
  QUOTE_STATUS,
  type TConsoleApplicationDetail,
  type TConsoleApplicationRow,
  type TextKey,
  type ZApplicationRelease,
  type ZConsoleApplicationQuery,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Actor, OperatorActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { dayStartIn } from '../../../platform/days.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError, appError } from '../../../platform/errors.ts';
import type { Services } from '../../../services.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { type CatalogueReleaser, catalogueReleaser } from '../../catalogue/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import { contractFileIds, dealsStore } from '../deals/deals.store.ts';
import {
  type ApplicationChanges,
  applicationChanges,
  eventActor,
  type Notice,
  productList,
} from './notify.ts';
import {
  type ApplicationRow,
  type EventValues,
  type RowGuard,
  STAGES,
  type WorkflowStore,
  workflowStore,
} from './workflow.store.ts';

export interface WorkflowDeps {
  db: Kysely<Database>;
  changes: ApplicationChanges;
  auditFor: AuditLogFor;
  releaser: CatalogueReleaser;
  /** The files a release names, read inside its transaction. */
  filesFor: (trx: Kysely<Database>) => Pick<AttachmentsService, 'info'>;
  timeZone: string;
}

type QueueQuery = z.output<typeof ZConsoleApplicationQuery>;
type ReleaseBody = z.output<typeof ZApplicationRelease>;

const { contract, lcaCalculation, verification, reportProduction, panelReview, release } = APPLY_STAGE;

/** The stage after this one, or null at the end. */
const stageAfter = (stage: number) => STAGES[STAGES.indexOf(stage) + 1] ?? null;

/**
 * What stands in the way of moving forward from the application's stage (decision 111), or
 * null. `filesMissing`: an entry lacks its current LCA report or data collection sheet.
 */
export const forwardRefusal = (app: ApplicationRow, filesMissing: boolean): ErrorName | null => {
  const correctionOpen = app.lca_validate_status === LCA_VALIDATE_STATUS.correctionAsked;
  switch (app.stage) {
    case APPLY_STAGE.application:
      return null;
    case contract:
      if (app.quote_status !== QUOTE_STATUS.confirmed) return 'APPLICATION_QUOTE_NOT_CONFIRMED';
      return app.contract_status === CONTRACT_STATUS.signed ? null : 'APPLICATION_CONTRACT_NOT_SIGNED';
    case lcaCalculation:
      if (correctionOpen) return 'APPLICATION_LCA_CORRECTION_OPEN';
      return filesMissing ? 'APPLICATION_FILES_MISSING' : null;
    case verification:
    case reportProduction:
      return correctionOpen ? 'APPLICATION_LCA_CORRECTION_OPEN' : null;
    case panelReview:
      return 'APPLICATION_RELEASE_ONLY';
    default:
      return 'APPLICATION_RELEASED';
  }
};

/** The same rules as the conditional UPDATE's guard, so a change in between is a conflict. */
const forwardGuard = (stage: number): RowGuard => {
  if (stage === contract)
    return { stage, quoteStatus: [QUOTE_STATUS.confirmed], contractStatus: [CONTRACT_STATUS.signed] };
  if (stage === lcaCalculation || stage === verification || stage === reportProduction)
    return { stage, lcaNot: [LCA_VALIDATE_STATUS.correctionAsked] };
  return { stage };
};

/** The console's words for what blocks the next move (detail.next.blockedBy). */
const BLOCKED_TEXT: Partial<Record<ErrorName, TextKey>> = {
  APPLICATION_QUOTE_NOT_CONFIRMED: 'console.applications.blocked.quote',
  APPLICATION_CONTRACT_NOT_SIGNED: 'console.applications.blocked.contract',
  APPLICATION_LCA_CORRECTION_OPEN: 'console.applications.blocked.lcaCorrection',
  APPLICATION_FILES_MISSING: 'console.applications.blocked.files',
};

const REACHED: Record<number, TextKey> = {
  [contract]: 'inbox.applications.reached.20',
  [lcaCalculation]: 'inbox.applications.reached.30',
  [verification]: 'inbox.applications.reached.40',
  [reportProduction]: 'inbox.applications.reached.50',
  [panelReview]: 'inbox.applications.reached.60',
};

const MOVED_BACK: Record<number, TextKey> = {
  [APPLY_STAGE.application]: 'inbox.applications.movedBack.10',
  [contract]: 'inbox.applications.movedBack.20',
  [lcaCalculation]: 'inbox.applications.movedBack.30',
  [verification]: 'inbox.applications.movedBack.40',
  [reportProduction]: 'inbox.applications.movedBack.50',
};

const isEventKind = (kind: string): kind is ApplicationEventKind =>
  (APPLICATION_EVENT_KINDS as readonly string[]).includes(kind);
const isFileKind = (kind: string): kind is (typeof APPLICATION_FILE_KINDS)[number] =>
  (APPLICATION_FILE_KINDS as readonly string[]).includes(kind);
const isProductType = (type: string): type is (typeof EPD_PRODUCT_TYPES)[number] =>
  (EPD_PRODUCT_TYPES as readonly string[]).includes(type);

const fieldRefusal = (path: string, message: TextKey) =>
  appError('VALIDATION_FAILED', { fields: [{ path, message }] });

/** The application row, or NOT_FOUND. */
export const loadApplication = async (store: WorkflowStore, id: number) => {
  const app = await store.byId(id);
  if (!app) throw appError('NOT_FOUND');
  return app;
};

/** An application's row as the queue and the detail show it. */
const rowOf = (
  a: ApplicationRow & {
    pcr_register_no: string | null;
    pcr_name: string | null;
    pcr_name_en: string | null;
    applicant_account: string | null;
  },
  productNames: string[],
): TConsoleApplicationRow => ({
  id: a.id,
  companyId: a.company_id,
  companyName: a.company_name,
  productType: isProductType(a.product_type) ? a.product_type : 'EPD',
  pcrRegisterNo: a.pcr_register_no ?? '',
  pcrName: a.pcr_name ?? '',
  pcrNameEn: a.pcr_name_en || null,
  productNames,
  stage: a.stage,
  quoteStatus: a.quote_status,
  contractStatus: a.contract_status,
  lcaValidateStatus: a.lca_validate_status,
  applicantAccount: a.applicant_account,
  createdAt: a.created_at,
  updatedAt: a.updated_at,
});

/**
 * The secretariat's side of applications (issue 11 "The secretariat"): the queue, one
 * application, and the stage moves of decision 111. Each move is one transaction: a conditional
 * UPDATE of the application from the state the operator saw, its timeline event, its audit entry
 * and the message to the applicant; a request that finds the row changed answers
 * APPLICATION_STATE_CONFLICT and writes nothing.
 */
const RELEASE_FILES = ['reportZhId', 'reportEnId', 'dataFileId'] as const;

/**
 * What one release gives twice (decision 210): the same file in two slots, by its bytes (a PDF
 * uploaded once per product is still one file), or one registration number to two entries.
 * Each later use is named on its entry's field. A file id that names no file is left to the
 * publishing rules (which refuse it).
 */
const givenTwice = async (
  products: ReleaseBody['products'],
  digestOf: (fileId: number) => Promise<string | undefined>,
) => {
  const problems: { path: string; message: string }[] = [];
  const files = new Set<string>();
  const numbers = new Set<string>();
  for (const [i, p] of products.entries()) {
    for (const field of RELEASE_FILES) {
      const fileId = p[field];
      if (fileId === undefined) continue;
      const key = (await digestOf(fileId)) ?? `id:${fileId}`;
      if (files.has(key))
        problems.push({ path: `products.${i}.${field}`, message: 'console.applications.releaseFileTwice' });
      files.add(key);
    }
    if (numbers.has(p.registrationNumber))
      problems.push({
        path: `products.${i}.registrationNumber`,
        message: 'console.applications.releaseNumberTwice',
      });
    numbers.add(p.registrationNumber);
  }
  return problems;
};

export const workflowService = ({ db, changes, auditFor, releaser, filesFor, timeZone }: WorkflowDeps) => {
  const productNamesOf = async (store: WorkflowStore, id: number) =>
    (await store.products([id])).map((p) => p.product_name);

  /** A change's event and audit entry, written through its transaction. */
  const record = async (
    trx: Kysely<Database>,
    actor: OperatorActor,
    event: Pick<EventValues, 'application_id' | 'stage' | 'note'> & { kind: ApplicationEventKind },
    audit: { action: string; detail: Record<string, unknown> },
  ) => {
    await workflowStore(trx).insertEvent({
      ...event,
      detail: JSON.stringify(audit.detail),
      ...eventActor(actor),
      created_at: nowIso(),
    });
    await auditFor(trx).record(actor, {
      action: audit.action,
      targetType: 'application',
      targetId: event.application_id,
      detail: audit.detail,
    });
  };

  const detail = async (id: number, actor: Actor, lang: Lang): Promise<TConsoleApplicationDetail> => {
    const store = workflowStore(db);
    const deals = dealsStore(db);
    const app = await store.withNames(id);
    if (!app) throw appError('NOT_FOUND');
    assertCan(actor, 'read', { kind: 'application', companyId: app.company_id }, 'NOT_FOUND');
    const [products, files, quotes, contracts, events] = await Promise.all([
      store.products([id]),
      store.files(id),
      deals.quotesOf(id),
      deals.contractsOf(id),
      store.events(id),
    ]);
    const contractFiles = contracts.map(contractFileIds);
    const names = await deals.fileNames(contractFiles.flat());
    const en = lang === 'en';
    const filesMissing = (await store.entriesMissingFiles(id)).length > 0;
    const nextStage = stageAfter(app.stage);
    const refusal = app.stage === panelReview ? null : forwardRefusal(app, filesMissing);
    return {
      ...rowOf(
        app,
        products.map((p) => p.product_name),
      ),
      applicantName: app.applicant_name,
      lcaValidateNote: app.lca_validate_note,
      releasedAt: app.released_at,
      products: products.map((p) => ({
        id: p.id,
        productName: p.product_name,
        categoryName: (en ? p.category_en : p.category_zh) ?? null,
        technologyName: (en ? p.technology_en : p.technology_zh) ?? null,
        epdId: p.epd_id,
        registrationNumber: p.registration_number ?? null,
        files: files
          .filter((f) => f.product_id === p.id)
          .flatMap((f) =>
            isFileKind(f.kind)
              ? [
                  {
                    kind: f.kind,
                    attachmentId: f.attachment_id,
                    fileName: f.file_name ?? '',
                    version: f.version,
                    current: f.current === 1,
                    uploadedAt: f.created_at,
                  },
                ]
              : [],
          ),
      })),
      quotes: quotes.map((q) => ({
        id: q.id,
        status: q.status,
        attachmentId: q.attachment_id,
        fileName: q.file_name ?? '',
        issuedAt: q.issued_at,
        decidedAt: q.decided_at,
        refusalReason: q.refusal_reason,
      })),
      contracts: contracts.map((c, i) => ({
        id: c.id,
        status: c.status,
        files: (contractFiles[i] ?? []).map((fileId) => ({
          attachmentId: fileId,
          name: names.get(fileId) ?? '',
        })),
        issuedAt: c.issued_at,
        decidedAt: c.decided_at,
        refusalReason: c.refusal_reason,
      })),
      timeline: events.flatMap((e) =>
        isEventKind(e.kind)
          ? [
              {
                id: e.id,
                kind: e.kind,
                stage: e.stage,
                note: e.note,
                actorKind: e.actor_kind,
                actorName: e.operator_username ?? e.user_account ?? null,
                createdAt: e.created_at,
              },
            ]
          : [],
      ),
      next: {
        stage: nextStage,
        blockedBy: refusal ? (BLOCKED_TEXT[refusal] ?? null) : null,
      },
    };
  };

  /** A change of the application in one transaction, its messages naming the entries. */
  const change = async (
    id: number,
    actor: OperatorActor,
    work: (
      trx: Kysely<Database>,
      app: ApplicationRow,
      tell: (
        app: ApplicationRow,
        notice: Omit<Notice, 'params'> & { params?: Record<string, string> },
      ) => Promise<void>,
    ) => Promise<void>,
  ) => {
    await changes.run(async (trx, tell) => {
      const store = workflowStore(trx);
      const app = await loadApplication(store, id);
      const products = productList(await productNamesOf(store, id));
      await work(trx, app, (moved, notice) =>
        tell(moved, { key: notice.key, params: { products, ...notice.params } }, actor),
      );
    });
  };

  return {
    detail,

    async queue(query: QueueQuery) {
      const store = workflowStore(db);
      const filter = {
        stage: query.stage,
        productType: query.productType,
        company: query.company,
        fromAt: query.from ? dayStartIn(query.from, timeZone) : undefined,
        toBefore: query.to ? dayStartIn(query.to, timeZone, 1) : undefined,
      };
      const [rows, totals, counted] = await Promise.all([
        store.page(filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.count(filter),
        store.countsByStage(filter),
      ]);
      const products = await store.products(rows.map((r) => r.id));
      return {
        list: rows.map((r) =>
          rowOf(
            r,
            products.filter((p) => p.application_id === r.id).map((p) => p.product_name),
          ),
        ),
        totals,
        pageSize: query.pageSize,
        pageNum: query.pageNum,
        counts: STAGES.map((stage) => ({
          stage,
          count: counted.find((c) => c.stage === stage)?.count ?? 0,
        })),
      };
    },

    /** One stage forward from `from` (decision 111); 60 → 70 only by releasing. */
    async advance(
      id: number,
      body: { from: number; note?: string | undefined },
      actor: OperatorActor,
      lang: Lang,
    ) {
      await change(id, actor, async (trx, app, tell) => {
        const store = workflowStore(trx);
        if (app.stage === release) throw appError('APPLICATION_RELEASED');
        if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
        const filesMissing = app.stage === lcaCalculation && (await store.entriesMissingFiles(id)).length > 0;
        const refusal = forwardRefusal(app, filesMissing);
        if (refusal) throw appError(refusal);
        const to = stageAfter(app.stage) ?? app.stage;
        // Moved on by the secretariat itself: a resubmission asked for is no longer awaited.
        const values = { stage: to, updated_at: nowIso(), resubmit_note: null };
        if (!(await store.update(id, forwardGuard(app.stage), values)))
          throw appError('APPLICATION_STATE_CONFLICT');
        const note = body.note?.trim() || null;
        await record(
          trx,
          actor,
          { application_id: id, kind: 'advanced', stage: to, note },
          { action: 'application.advance', detail: { from: app.stage, to, ...(note ? { note } : {}) } },
        );
        const key = REACHED[to];
        if (key) await tell({ ...app, stage: to }, { key });
      });
      return detail(id, actor, lang);
    },

    /**
     * Back to an earlier stage with a reason; never from 70. The quote and contract stay as
     * decided. Back to stage 10 the applicant is asked for the files again and resubmits
     * (decision 196): the reason is kept as the application's resubmit note until then.
     */
    async back(
      id: number,
      body: { from: number; to: number; reason: string },
      actor: OperatorActor,
      lang: Lang,
    ) {
      await change(id, actor, async (trx, app, tell) => {
        if (app.stage === release) throw appError('APPLICATION_RELEASED');
        if (body.to >= body.from) throw fieldRefusal('to', 'console.applications.backTarget');
        if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
        const reason = body.reason.trim();
        const resubmit_note = body.to === APPLY_STAGE.application ? reason : null;
        if (
          !(await workflowStore(trx).update(
            id,
            { stage: body.from },
            { stage: body.to, updated_at: nowIso(), resubmit_note },
          ))
        )
          throw appError('APPLICATION_STATE_CONFLICT');
        await record(
          trx,
          actor,
          { application_id: id, kind: 'movedBack', stage: body.to, note: reason },
          { action: 'application.back', detail: { from: body.from, to: body.to, reason } },
        );
        const key = MOVED_BACK[body.to];
        if (key) await tell({ ...app, stage: body.to }, { key, params: { reason } });
      });
      return detail(id, actor, lang);
    },

    /** Asks for corrected LCA data (status 2) with a note, at stage 30 or 40. */
    async lcaCorrection(id: number, note: string, actor: OperatorActor, lang: Lang) {
      await change(id, actor, async (trx, app, tell) => {
        if (app.stage !== lcaCalculation && app.stage !== verification)
          throw appError('APPLICATION_STAGE_WRONG');
        const asked = LCA_VALIDATE_STATUS.correctionAsked;
        if (app.lca_validate_status === asked) throw appError('APPLICATION_LCA_CORRECTION_OPEN');
        const text = note.trim();
        if (
          !(await workflowStore(trx).update(
            id,
            { stage: app.stage, lcaNot: [asked] },
            { lca_validate_status: asked, lca_validate_note: text, updated_at: nowIso() },
          ))
        )
          throw appError('APPLICATION_STATE_CONFLICT');
        await record(
          trx,
          actor,
          { application_id: id, kind: 'lcaCorrectionAsked', stage: app.stage, note: text },
          { action: 'application.lcaCorrection', detail: { stage: app.stage, note: text } },
        );
        await tell(app, { key: 'inbox.applications.lcaCorrection', params: { note: text } });
      });
      return detail(id, actor, lang);
    },

    /**
     * Accepts the LCA data (status 1) at stage 30 or 40 when no correction is asked for; already
     * accepted, it answers the application unchanged (a retry, a second operator).
     */
    async lcaAccept(id: number, actor: OperatorActor, lang: Lang) {
      await change(id, actor, async (trx, app, tell) => {
        const store = workflowStore(trx);
        if (app.stage !== lcaCalculation && app.stage !== verification)
          throw appError('APPLICATION_STAGE_WRONG');
        const { accepted, open, correctionAsked } = LCA_VALIDATE_STATUS;
        if (app.lca_validate_status === correctionAsked) throw appError('APPLICATION_LCA_CORRECTION_OPEN');
        if (app.lca_validate_status === accepted) return;
        if (
          !(await store.update(
            id,
            { stage: app.stage, lcaIn: [open] },
            { lca_validate_status: accepted, updated_at: nowIso() },
          ))
        ) {
          const now = await loadApplication(store, id);
          if (now.stage === app.stage && now.lca_validate_status === accepted) return;
          throw appError('APPLICATION_STATE_CONFLICT');
        }
        await record(
          trx,
          actor,
          { application_id: id, kind: 'lcaAccepted', stage: app.stage, note: null },
          { action: 'application.lcaAccept', detail: { stage: app.stage } },
        );
        await tell(app, { key: 'inbox.applications.lcaAccepted' });
      });
      return detail(id, actor, lang);
    },

    /**
     * 60 → 70: every entry of the application becomes a published catalogue record (the
     * catalogue's publishing rules, QR code, ledger entries) in the same transaction as the
     * stage change; a problem of any entry refuses the whole release, naming the entry.
     */
    async release(id: number, body: ReleaseBody, actor: OperatorActor, lang: Lang) {
      try {
        await change(id, actor, async (trx, app, tell) => {
          const store = workflowStore(trx);
          if (app.stage === release) throw appError('APPLICATION_RELEASED');
          if (app.stage !== body.from) throw appError('APPLICATION_STATE_CONFLICT');
          if (app.stage !== panelReview) throw appError('APPLICATION_RELEASE_ONLY');
          const products = await store.products([id]);
          const given = body.products.map((p) => p.productId);
          if (
            given.length !== products.length ||
            new Set(given).size !== given.length ||
            !products.every((p) => given.includes(p.id))
          )
            throw fieldRefusal('products', 'console.applications.releaseProducts');
          if (!isProductType(app.product_type)) throw fieldRefusal('productType', 'validation.invalid');
          const files = filesFor(trx);
          const twice = await givenTwice(body.products, async (fileId) => (await files.info(fileId))?.sha256);
          if (twice.length > 0) throw appError('VALIDATION_FAILED', { fields: twice });
          const now = nowIso();
          // Claimed first: a second release waits here and then finds the stage moved on.
          if (
            !(await store.update(
              id,
              { stage: panelReview },
              { stage: release, released_at: now, updated_at: now },
            ))
          )
            throw appError('APPLICATION_STATE_CONFLICT');

          const problems: { path: string; message: string }[] = [];
          const made: { productId: number; epdId: number; registrationNumber: string }[] = [];
          for (const [i, { productId, ...fields }] of body.products.entries()) {
            const product = products.find((p) => p.id === productId);
            if (!product) continue;
            try {
              const epdId = await releaser.publishInside(
                trx,
                {
                  ...fields,
                  productType: app.product_type,
                  productName: product.product_name,
                  companyId: app.company_id,
                  pcrId: app.pcr_id,
                },
                actor,
                { applicationId: id, productId: product.id },
              );
              made.push({ productId: product.id, epdId, registrationNumber: fields.registrationNumber });
            } catch (err) {
              // A field problem is a refusal, not a database error: go on to find every entry's
              // (the transaction is rolled back when any was found).
              if (!(err instanceof AppError) || err.errorName !== 'VALIDATION_FAILED' || !err.fields)
                throw err;
              problems.push(
                ...err.fields.map((f) => ({ path: `products.${i}.${f.path}`, message: f.message })),
              );
            }
          }
          if (problems.length > 0) throw appError('VALIDATION_FAILED', { fields: problems });
          for (const m of made) {
            if (!(await store.setProductEpd(m.productId, m.epdId)))
              throw appError('APPLICATION_STATE_CONFLICT');
          }
          const note = body.note?.trim() || null;
          const epds = made.map((m) => ({
            productId: m.productId,
            epdId: m.epdId,
            registrationNumber: m.registrationNumber,
          }));
          await record(
            trx,
            actor,
            { application_id: id, kind: 'released', stage: release, note },
            { action: 'application.release', detail: { from: panelReview, epds, ...(note ? { note } : {}) } },
          );
          await tell(
            { ...app, stage: release },
            {
              key: 'inbox.applications.released',
              params: { numbers: made.map((m) => m.registrationNumber).join(' / ') },
            },
          );
        });
      } catch (err) {
        // Another release took a registration number in the meantime (the table's unique index).
        if (isUniqueViolation(err)) throw appError('APPLICATION_STATE_CONFLICT');
        throw err;
      }
      releaser.changed();
      return detail(id, actor, lang);
    },
  };
};

export type WorkflowService = ReturnType<typeof workflowService>;

/** How every change of an application tells the applicant (shared by the workflow and the deals). */
export const applicationChangesOf = (services: Services) =>
  applicationChanges({
    db: services.db,
    inboxFor: services.inboxFor,
    messaging: services.messaging,
    log: services.log,
    config: services.config,
  });

/** The workflow over the shared services. */
export const workflowOf = (services: Services) =>
  workflowService({
    db: services.db,
    changes: applicationChangesOf(services),
    auditFor: services.auditFor,
    releaser: catalogueReleaser(services),
    filesFor: services.attachmentsFor,
    timeZone: services.config.PLATFORM_TIME_ZONE,
  });
