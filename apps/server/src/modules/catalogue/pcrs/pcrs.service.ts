import {
  PCR_REQUEST_LIMIT,
  PCR_REQUEST_STEPS,
  type PcrRequestStatus,
  type PcrRequestStep,
  type TCategoryTreeItem,
  type TConsolePcr,
  type TConsolePcrRequest,
  type TMyPcrRequest,
  type TMyPcrRequestDetail,
  type TPcrCategoryFit,
  type TPcrOption,
  type TPcrRecord,
  type ZPcrForm,
  type ZPcrInsert,
} from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Actor, OperatorActor, UserActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database, PcrRequestsTable, PcrsTable } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { appError, type FieldError } from '../../../platform/errors.ts';
import { type Limiter, limitKey } from '../../../platform/limits/limiter.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { Inbox } from '../../../platform/services.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import type { CatalogueChanges } from '../changes.ts';
import { categoryFit, inTreeOrder, toTreeItem } from './pcr-categories.ts';
import { pcrRequestActiveKey } from './pcr-request-key.ts';
import { type PcrFilter, type PcrValues, pcrsStore } from './pcrs.store.ts';

type PcrForm = z.output<typeof ZPcrForm>;
type PcrInsert = z.output<typeof ZPcrInsert>;

/**
 * A PCR description keeps the platform's rich-text allow-list without images: the search card
 * shows text, lists, tables and links; the portal sanitises again with DOMPurify before it shows it.
 */
const sanitizeDescription = (html: string): string => sanitizeRichText(html, { images: false });

/** An English text left empty is none: the Chinese stands in. */
const noneIfEmpty = (text: string): string | null => (text.trim() === '' ? null : text);

/** An English description with no visible text after sanitising (empty, only tags, only unsafe markup) is none. */
const englishDescription = (html: string): string | null => {
  const safe = sanitizeDescription(html);
  return safe.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' ? null : safe;
};

const toRecord = (row: Selectable<PcrsTable>): TPcrRecord => ({
  id: row.id,
  productName: row.product_name,
  enProductName: row.product_name_en,
  registerNo: row.register_no,
  author: row.author,
  productClass: row.product_class,
  // Again on the way out: the policy may have become stricter since the row was stored.
  pcrDesc: sanitizeDescription(row.description_html),
  enAuthor: row.author_en,
  enProductClass: row.product_class_en,
  enPcrDesc: row.description_html_en === null ? null : sanitizeDescription(row.description_html_en),
  attachmentId: row.cn_attachment_id,
  enAttachmentId: row.en_attachment_id,
  isDownload: row.cn_attachment_id !== null || row.en_attachment_id !== null,
});

const toMine = (row: Selectable<PcrRequestsTable>): TMyPcrRequest => ({
  id: row.id,
  companyName: row.company_name,
  product: row.product,
  status: row.status as PcrRequestStatus,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  step: row.step as PcrRequestStep,
});

type StepRow = Awaited<ReturnType<ReturnType<typeof pcrsStore>['stepsOf']>>[number];

/** Each step a request reached: "submitted" when it was filed, then the secretariat's moves. */
const stepsOf = (row: Selectable<PcrRequestsTable>, moves: readonly StepRow[]) => [
  { step: 'submitted' as PcrRequestStep, at: row.created_at, note: null, actor: null },
  ...moves
    .filter((m) => m.request_id === row.id)
    .map((m) => ({
      step: m.step as PcrRequestStep,
      at: m.created_at,
      note: m.note,
      actor: m.operator_name ?? null,
    })),
];

/** The fields filed with a request, as both apps show them. */
const filedOf = (row: Selectable<PcrRequestsTable>, fileName: string | null) => ({
  description: row.description,
  standards: row.standards,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  contactEmail: row.contact_email,
  attachmentId: row.attachment_id,
  attachmentName: fileName,
});

/** The refusal of a second open request: the earlier one's date, in the caller's language. */
const duplicateError = (earlier: { created_at: string } | undefined) =>
  appError('PCR_REQUEST_DUPLICATE', {
    fields: [
      {
        path: 'body.product',
        message: 'pcr.apply.duplicate',
        values: { date: earlier?.created_at.slice(0, 10) ?? '' },
      },
    ],
  });

export const pcrRequestLimitKey = (userId: number) => limitKey('pcr.request', userId);

interface Deps {
  db: Kysely<Database>;
  limiter: Limiter;
  attachments: AttachmentsService;
  /** The attachments service bound to a transaction (publishing a PCR's files with its change). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
  /** A PCR's names are part of the EPD cards and their keyword match: the search index is told. */
  changes: CatalogueChanges;
}

/**
 * PCRs: the portal's dropdown, search, downloads and requests, and the secretariat's
 * management and decisions. A change, its audit entry and the user's inbox message commit
 * together in one transaction.
 */
export const pcrsService = ({
  db,
  limiter,
  attachments,
  attachmentsFor,
  auditFor,
  inboxFor,
  changes,
}: Deps) => {
  const store = pcrsStore(db);

  /** The files must be PCR documents an operator uploaded (owner 0); anything else is refused. */
  const checkFiles = async (form: PcrForm) => {
    const fields: FieldError[] = [];
    for (const name of ['cnAttachmentId', 'enAttachmentId'] as const) {
      const id = form[name];
      if (id === undefined) continue;
      const row = await attachments.info(id);
      if (row?.business_type !== 'PCR' || row.owner_user_id !== 0) {
        fields.push({ path: `body.${name}`, message: 'console.pcrs.fileInvalid' });
      }
    }
    if (fields.length > 0) throw appError('VALIDATION_FAILED', { fields });
  };

  /** Every linked category must be one of the tree's (decision 229); answers them in tree order. */
  const checkCategories = async (form: PcrForm): Promise<number[]> => {
    const ordered = inTreeOrder(await store.categories()).map((c) => c.id);
    if (form.categoryIds.some((id) => !ordered.includes(id))) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.categoryIds', message: 'console.pcrs.categoryUnknown' }],
      });
    }
    return ordered.filter((id) => form.categoryIds.includes(id));
  };

  const valuesOf = (form: PcrForm): PcrValues => ({
    register_no: form.registerNo,
    product_name: form.productName,
    product_name_en: form.productNameEn === '' ? null : form.productNameEn,
    author: form.author,
    author_en: noneIfEmpty(form.authorEn),
    product_class: form.productClass,
    product_class_en: noneIfEmpty(form.productClassEn),
    description_html: sanitizeDescription(form.descriptionHtml),
    description_html_en: englishDescription(form.descriptionHtmlEn),
    cn_attachment_id: form.cnAttachmentId ?? null,
    en_attachment_id: form.enAttachmentId ?? null,
    enabled: form.enabled ? 1 : 0,
  });

  /** The documents of an enabled PCR are published files; those of a disabled one are not. */
  const publishFiles = async (trxAttachments: AttachmentsService, values: PcrValues) => {
    const ids = [values.cn_attachment_id, values.en_attachment_id].filter((id): id is number => id !== null);
    await trxAttachments.setPublished(ids, values.enabled === 1);
  };

  const decide = (
    id: number,
    actor: OperatorActor,
    decision: { status: 'accepted'; reason: null } | { status: 'declined'; reason: string },
  ) =>
    transact(db, async (trx) => {
      const trxStore = pcrsStore(trx);
      const row = await trxStore.requestById(id);
      if (!row) throw appError('NOT_FOUND');
      const decided = await trxStore.decide(id, {
        ...decision,
        decidedBy: actor.operator.id,
        now: nowIso(),
      });
      if (!decided) throw appError('PCR_REQUEST_DECIDED');
      await auditFor(trx).record(actor, {
        action: decision.status === 'accepted' ? 'pcrRequest.accept' : 'pcrRequest.decline',
        targetType: 'pcrRequest',
        targetId: id,
        detail: {
          userId: row.user_id,
          companyName: row.company_name,
          product: row.product,
          ...(decision.reason === null ? {} : { reason: decision.reason }),
        },
      });
      await inboxFor(trx).send(row.user_id, {
        key: decision.status === 'accepted' ? 'inbox.pcr.accepted' : 'inbox.pcr.declined',
        params: {
          product: row.product,
          date: row.created_at.slice(0, 10),
          ...(decision.reason === null ? {} : { reason: decision.reason }),
        },
      });
      return { id, status: decision.status };
    });

  return {
    async options(): Promise<TPcrOption[]> {
      return (await store.options()).map((r) => ({
        id: r.id,
        pcrNumber: r.register_no,
        productName: r.product_name,
        productNameEn: r.product_name_en,
      }));
    },

    /** The categories the application form offers under an enabled PCR (decision 229). */
    async categoryFit(pcrNumber: string): Promise<TPcrCategoryFit> {
      const pcr = await store.enabledByRegisterNo(pcrNumber);
      if (!pcr) throw appError('NOT_FOUND');
      const [rows, links] = await Promise.all([store.categories(), store.categoryLinksOf([pcr.id])]);
      return categoryFit(
        rows,
        links.map((l) => l.category_id),
      );
    },

    /** The whole category tree, for the console's PCR editor. */
    categoryTree: async (): Promise<TCategoryTreeItem[]> =>
      inTreeOrder(await store.categories()).map(toTreeItem),

    async page(input: {
      pcrNumber?: string | undefined;
      pcrKeyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    }) {
      const filter: PcrFilter = {
        registerNo: input.pcrNumber || undefined,
        keyword: input.pcrKeyword || undefined,
        enabledOnly: true,
      };
      const [rows, totals] = await Promise.all([
        store.page(filter, input.pageSize, (input.pageNum - 1) * input.pageSize),
        store.count(filter),
      ]);
      return { list: rows.map(toRecord), totals, pageSize: input.pageSize, pageNum: input.pageNum };
    },

    /** A document of an enabled PCR, to anyone logged in; any other id is NOT_FOUND. */
    async openDocument(attachmentId: number) {
      if (!(await store.enabledWithFile(attachmentId))) throw appError('NOT_FOUND');
      return attachments.openChecked(attachmentId);
    },

    /**
     * A user's PCR request. With a company, its own name is stored whatever the form sent (the
     * portal shows it locked); counted against the user's daily limit first.
     */
    async request(actor: UserActor, input: PcrInsert) {
      const { user } = actor;
      // The document must be one the caller uploaded for a PCR request.
      if (
        input.attachmentId !== null &&
        !(await attachments.ownedBy(input.attachmentId, user.id, ['PCR_REQUEST']))
      ) {
        throw appError('VALIDATION_FAILED', {
          fields: [{ path: 'body.attachmentId', message: 'pcr.apply.fileInvalid' }],
        });
      }
      const hit = await limiter.hit(
        pcrRequestLimitKey(user.id),
        PCR_REQUEST_LIMIT.perDay,
        PCR_REQUEST_LIMIT.windowMs,
      );
      if (!hit.allowed) throw appError('PCR_REQUESTS_DAILY', { retryAfterS: hit.retryAfterMs / 1000 });
      const activeKey = pcrRequestActiveKey(user.companyId, user.id, input.product);
      const earlier = await store.openRequestByKey(activeKey);
      if (earlier) throw duplicateError(earlier);
      try {
        return await transact(db, async (trx) => {
          const trxStore = pcrsStore(trx);
          const companyName =
            (user.companyId !== null && (await trxStore.companyName(user.companyId))) || input.productName;
          const id = await trxStore.insertRequest({
            user_id: user.id,
            company_id: user.companyId,
            company_name: companyName,
            product: input.product,
            created_at: nowIso(),
            active_key: activeKey,
            description: input.description,
            standards: input.standards,
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
            contact_email: input.contactEmail,
            attachment_id: input.attachmentId,
          });
          await auditFor(trx).record(actor, {
            action: 'pcrRequest.create',
            targetType: 'pcrRequest',
            targetId: id,
            detail: { userId: user.id, companyName, product: input.product },
          });
          return { id };
        });
      } catch (err) {
        // A parallel request for the same product won the unique key.
        if (isUniqueViolation(err)) throw duplicateError(await store.openRequestByKey(activeKey));
        throw err;
      }
    },

    async mine(actor: Actor, userId: number, pageNum: number, pageSize: number) {
      assertCan(actor, 'read', { kind: 'user', id: userId });
      const [rows, totals] = await Promise.all([
        store.requestsOf(userId, pageSize, (pageNum - 1) * pageSize),
        store.requestCountOf(userId),
      ]);
      return { list: rows.map(toMine), totals, pageSize, pageNum };
    },

    /** One of the caller's requests with its fields and steps; anyone else's id is NOT_FOUND. */
    async mineDetail(actor: Actor, id: number): Promise<TMyPcrRequestDetail> {
      const row = await store.requestById(id);
      if (!row) throw appError('NOT_FOUND');
      assertCan(actor, 'read', { kind: 'user', id: row.user_id }, 'NOT_FOUND');
      const [moves, names] = await Promise.all([
        store.stepsOf([row.id]),
        store.fileNames(row.attachment_id === null ? [] : [row.attachment_id]),
      ]);
      return {
        ...toMine(row),
        ...filedOf(row, names[0]?.file_name ?? null),
        steps: stepsOf(row, moves).map(({ actor: _, ...step }) => step),
      };
    },

    async adminPage(query: { keyword?: string | undefined; pageNum: number; pageSize: number }) {
      const filter: PcrFilter = { keyword: query.keyword || undefined, enabledOnly: false };
      const [rows, totals] = await Promise.all([
        store.page(filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.count(filter),
      ]);
      const names = new Map(
        (
          await store.fileNames(
            rows
              .flatMap((r) => [r.cn_attachment_id, r.en_attachment_id])
              .filter((id): id is number => id !== null),
          )
        ).map((f) => [f.id, f.file_name]),
      );
      const [links, categories] = await Promise.all([
        store.categoryLinksOf(rows.map((r) => r.id)),
        store.categories(),
      ]);
      const order = inTreeOrder(categories).map((c) => c.id);
      const categoryIdsOf = (pcrId: number) =>
        links
          .filter((l) => l.pcr_id === pcrId)
          .map((l) => l.category_id)
          .sort((a, b) => order.indexOf(a) - order.indexOf(b));
      const list: TConsolePcr[] = rows.map((r) => ({
        id: r.id,
        registerNo: r.register_no,
        productName: r.product_name,
        productNameEn: r.product_name_en,
        author: r.author,
        authorEn: r.author_en,
        productClass: r.product_class,
        productClassEn: r.product_class_en,
        descriptionHtml: r.description_html,
        descriptionHtmlEn: r.description_html_en,
        cnAttachmentId: r.cn_attachment_id,
        cnFileName: r.cn_attachment_id === null ? null : (names.get(r.cn_attachment_id) ?? null),
        enAttachmentId: r.en_attachment_id,
        enFileName: r.en_attachment_id === null ? null : (names.get(r.en_attachment_id) ?? null),
        enabled: r.enabled === 1,
        categoryIds: categoryIdsOf(r.id),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
      return { list, totals, pageSize: query.pageSize, pageNum: query.pageNum };
    },

    async create(actor: OperatorActor, form: PcrForm) {
      await checkFiles(form);
      const categoryIds = await checkCategories(form);
      const values = valuesOf(form);
      try {
        return await transact(db, async (trx) => {
          const trxStore = pcrsStore(trx);
          if (await trxStore.byRegisterNo(values.register_no)) throw appError('PCR_REGISTER_NO_TAKEN');
          const id = await trxStore.insert(values, nowIso());
          await trxStore.setCategories(id, categoryIds);
          await publishFiles(attachmentsFor(trx), values);
          await auditFor(trx).record(actor, {
            action: 'pcr.create',
            targetType: 'pcr',
            targetId: id,
            detail: {
              registerNo: values.register_no,
              productName: values.product_name,
              enabled: form.enabled,
              categoryIds,
            },
          });
          return { id };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw appError('PCR_REGISTER_NO_TAKEN');
        throw err;
      }
    },

    async update(actor: OperatorActor, id: number, form: PcrForm) {
      await checkFiles(form);
      const categoryIds = await checkCategories(form);
      const values = valuesOf(form);
      try {
        const updated = await transact(db, async (trx) => {
          const trxStore = pcrsStore(trx);
          const before = await trxStore.byId(id);
          if (!before) throw appError('NOT_FOUND');
          const same = await trxStore.byRegisterNo(values.register_no);
          if (same && same.id !== id) throw appError('PCR_REGISTER_NO_TAKEN');
          await trxStore.update(id, values, nowIso());
          const categoriesBefore = (await trxStore.categoryLinksOf([id])).map((l) => l.category_id);
          await trxStore.setCategories(id, categoryIds);
          const trxAttachments = attachmentsFor(trx);
          // Files the PCR no longer offers are private again.
          const dropped = [before.cn_attachment_id, before.en_attachment_id].filter(
            (f): f is number => f !== null && f !== values.cn_attachment_id && f !== values.en_attachment_id,
          );
          await trxAttachments.setPublished(dropped, false);
          await publishFiles(trxAttachments, values);
          const changed: Record<string, unknown> = Object.fromEntries(
            (Object.keys(values) as (keyof PcrValues)[])
              .filter((k) => before[k] !== values[k])
              .map((k) => [
                k,
                k === 'description_html' || k === 'description_html_en'
                  ? { changed: true }
                  : { from: before[k], to: values[k] },
              ]),
          );
          const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
          if (sorted(categoriesBefore).join() !== sorted(categoryIds).join()) {
            changed.categoryIds = { from: sorted(categoriesBefore), to: sorted(categoryIds) };
          }
          await auditFor(trx).record(actor, {
            action: 'pcr.update',
            targetType: 'pcr',
            targetId: id,
            detail: { registerNo: values.register_no, changed },
          });
          return { id };
        });
        changes.changed();
        return updated;
      } catch (err) {
        if (isUniqueViolation(err)) throw appError('PCR_REGISTER_NO_TAKEN');
        throw err;
      }
    },

    async requestQueue(query: { status: PcrRequestStatus; pageNum: number; pageSize: number }) {
      const [rows, totals] = await Promise.all([
        store.requestPage(query.status, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.requestCount(query.status),
      ]);
      const [moves, names] = await Promise.all([
        store.stepsOf(rows.map((r) => r.id)),
        store.fileNames(rows.map((r) => r.attachment_id).filter((f): f is number => f !== null)),
      ]);
      const fileName = new Map(names.map((f) => [f.id, f.file_name]));
      const list: TConsolePcrRequest[] = rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userAccount: r.user_account ?? null,
        companyName: r.company_name,
        product: r.product,
        status: r.status as PcrRequestStatus,
        reason: r.reason,
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        ...filedOf(r, r.attachment_id === null ? null : (fileName.get(r.attachment_id) ?? null)),
        step: r.step as PcrRequestStep,
        steps: stepsOf(r, moves),
      }));
      return { list, totals, pageSize: query.pageSize, pageNum: query.pageNum };
    },

    /**
     * Moves an accepted request to its next step (decision 221): the step row, the audit entry
     * and the user's inbox message commit together; the last step finishes the request.
     */
    moveStep: (id: number, input: { step: PcrRequestStep; note: string }, actor: OperatorActor) =>
      transact(db, async (trx) => {
        const trxStore = pcrsStore(trx);
        const row = await trxStore.requestById(id);
        if (!row) throw appError('NOT_FOUND');
        const next = PCR_REQUEST_STEPS[PCR_REQUEST_STEPS.indexOf(row.step as PcrRequestStep) + 1];
        if (row.status !== 'accepted' || next === undefined || input.step !== next) {
          throw appError('PCR_REQUEST_STEP_REFUSED');
        }
        const finished = next === 'published';
        if (!(await trxStore.moveStep(id, row.step, next, finished)))
          throw appError('PCR_REQUEST_STEP_REFUSED');
        const note = input.note === '' ? null : input.note;
        await trxStore.insertStep({
          request_id: id,
          step: next,
          note,
          operator_id: actor.operator.id,
          created_at: nowIso(),
        });
        await auditFor(trx).record(actor, {
          action: 'pcrRequest.step',
          targetType: 'pcrRequest',
          targetId: id,
          detail: { product: row.product, from: row.step, to: next, ...(note === null ? {} : { note }) },
        });
        await inboxFor(trx).send(row.user_id, {
          key: `inbox.pcr.step.${next}`,
          params: { product: row.product, date: row.created_at.slice(0, 10), note: note ?? '' },
        });
        return { id, status: (finished ? 'finished' : 'accepted') as PcrRequestStatus };
      }),

    accept: (id: number, actor: OperatorActor) => decide(id, actor, { status: 'accepted', reason: null }),
    decline: (id: number, reason: string, actor: OperatorActor) =>
      decide(id, actor, { status: 'declined', reason }),
  };
};
