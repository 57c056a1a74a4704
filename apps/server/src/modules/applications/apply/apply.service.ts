import {
  APPLICANT_EVENT_KINDS,
  APPLY_STAGE,
  APPLY_STAGES,
  type ApplicantEventKind,
  type ApplicationFileKind,
  CONTRACT_STATUS,
  type EPD_PRODUCT_TYPES,
  type Lang,
  LCA_VALIDATE_STATUS,
  QUOTE_STATUS,
  type TApplicationFlag,
  type TApplicationSteps,
  type TMyApplication,
  type ZApplySave,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { UserActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { appError, type FieldError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { fitsLinked, pcrCategoryLinks, SEARCHABLE_STATUSES } from '../../catalogue/index.ts';
import { categoryChain } from '../references/references.service.ts';
import { referencesStore } from '../references/references.store.ts';
import { applyStore } from './apply.store.ts';
import { detailRows } from './apply-detail.ts';
import { fileProblem } from './apply-files.ts';
import { applicationFor, passGate } from './apply-guards.ts';

type ApplyForm = z.output<typeof ZApplySave>;
type ProductType = (typeof EPD_PRODUCT_TYPES)[number];

/** The form's field of each file kind (spec 02 §3 "EPD application form"). */
export const FILE_FIELD: Record<
  ApplicationFileKind,
  'lcaAttachmentId' | 'epdAttachmentId' | 'dataAttachment'
> = {
  lca: 'lcaAttachmentId',
  epd: 'epdAttachmentId',
  data: 'dataAttachment',
};

type CardFacts = Awaited<ReturnType<ReturnType<typeof applyStore>['cardFacts']>>;

/**
 * What a card flags (decision 196), most pressing first: a resubmission asked for, a refused
 * quote or contract awaiting the secretariat's new one, the latest stage move being a move back.
 */
const flagOf = (
  a: {
    id: number;
    stage: number;
    resubmit_note: string | null;
    quote_status: number;
    contract_status: number;
  },
  facts: CardFacts,
): TApplicationFlag | null => {
  const events = facts.events.filter((e) => e.application_id === a.id);
  const newest = (kind: string) => events.findLast((e) => e.kind === kind);
  if (a.stage === APPLY_STAGE.application && a.resubmit_note !== null)
    return { kind: 'resubmit', note: a.resubmit_note, at: newest('movedBack')?.created_at ?? null };
  if (a.quote_status === QUOTE_STATUS.rejected)
    return {
      kind: 'quoteRefused',
      note: facts.quotes.findLast((q) => q.application_id === a.id)?.refusal_reason ?? null,
      at: newest('quoteRejected')?.created_at ?? null,
    };
  if (a.contract_status === CONTRACT_STATUS.refused)
    return {
      kind: 'contractRefused',
      note: facts.contracts.findLast((c) => c.application_id === a.id)?.refusal_reason ?? null,
      at: newest('contractRefused')?.created_at ?? null,
    };
  const lastMove = events.findLast((e) => e.kind !== 'quoteRejected' && e.kind !== 'contractRefused');
  return lastMove?.kind === 'movedBack'
    ? { kind: 'movedBack', note: lastMove.note, at: lastMove.created_at }
    : null;
};

const isApplicantEvent = (kind: string): kind is ApplicantEventKind =>
  (APPLICANT_EVENT_KINDS as readonly string[]).includes(kind);

/** `/Epd/mineEpd?type=`: PCR names the carbon-footprint track (decision 112). */
const PRODUCT_TYPE_OF = { EPD: 'EPD', PCR: 'CFP' } as const;

interface CheckedEntry {
  productName: string;
  categoryId: number | null;
  technologyId: number | null;
  files: { kind: ApplicationFileKind; attachmentId: number }[];
}

interface Deps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
}

/**
 * Applying and tracking (spec 02 §5 "EPD application", §3 "My application", §4 "Application
 * progress"): the form's rules, the company's list, the stages with their dates, the detail.
 */
export const applyService = ({ db, attachments }: Deps) => {
  const store = applyStore(db);
  const references = referencesStore(db);

  /** Every rule of the form at once: one VALIDATION_FAILED naming each field at fault. */
  const check = async (actor: UserActor, form: ApplyForm) => {
    const fields: FieldError[] = [];
    const pcr = await store.enabledPcr(form.apply.pcrNumber);
    if (!pcr) fields.push({ path: 'body.apply.pcrNumber', message: 'apply.pcrUnavailable' });
    // The categories the PCR covers (decision 229); none linked: any category fits.
    const linked = pcr ? await pcrCategoryLinks(db).linkedTo(pcr.id) : [];

    const given = form.epd.flatMap((entry, index) =>
      (Object.keys(FILE_FIELD) as ApplicationFileKind[]).flatMap((kind) => {
        const attachmentId = entry[FILE_FIELD[kind]];
        return attachmentId == null ? [] : [{ index, kind, attachmentId }];
      }),
    );
    const used = await store.usedFiles(given.map((g) => g.attachmentId));
    const seen = new Set<number>();
    const entries: CheckedEntry[] = form.epd.map((entry) => ({
      productName: entry.productName,
      categoryId: entry.categoryId ?? null,
      technologyId: entry.technologyId ?? null,
      files: [],
    }));

    for (const [index, entry] of entries.entries()) {
      const at = (field: string) => `body.epd.${index}.${field}`;
      const chain = entry.categoryId === null ? [] : await categoryChain(db, entry.categoryId);
      if (entry.categoryId !== null && chain.length === 0) {
        fields.push({ path: at('categoryId'), message: 'apply.categoryUnknown' });
      } else if (entry.categoryId !== null && !fitsLinked(linked, chain)) {
        fields.push({ path: at('categoryId'), message: 'apply.categoryNotInPcr' });
      }
      if (entry.technologyId !== null) {
        const technology = await references.technologyById(entry.technologyId);
        if (!technology || !chain.includes(technology.category_id)) {
          fields.push({ path: at('technologyId'), message: 'apply.technologyUnknown' });
        }
      }
    }
    for (const { index, kind, attachmentId } of given) {
      const path = `body.epd.${index}.${FILE_FIELD[kind]}`;
      const problem = await fileProblem(attachments, actor, kind, attachmentId);
      if (problem) fields.push({ path, message: problem });
      else if (used.has(attachmentId) || seen.has(attachmentId))
        fields.push({ path, message: 'apply.fileUsed' });
      else entries[index]?.files.push({ kind, attachmentId });
      seen.add(attachmentId);
    }
    if (fields.length > 0 || !pcr) throw appError('VALIDATION_FAILED', { fields });
    return { pcrId: pcr.id, entries };
  };

  const insert = (
    actor: UserActor,
    company: { id: number; name: string },
    form: ApplyForm,
    checked: Awaited<ReturnType<typeof check>>,
  ) =>
    transact(db, async (trx) => {
      const s = applyStore(trx);
      const now = nowIso();
      const userId = actor.user.id;
      const applicationId = await s.insertApplication({
        company_id: company.id,
        user_id: userId,
        product_type: form.apply.productType,
        pcr_id: checked.pcrId,
        company_name: company.name,
        stage: APPLY_STAGE.application,
        quote_status: QUOTE_STATUS.none,
        contract_status: CONTRACT_STATUS.none,
        lca_validate_status: LCA_VALIDATE_STATUS.open,
        lca_validate_note: null,
        request_key: form.apply.requestKey,
        created_at: now,
        updated_at: now,
        released_at: null,
      });
      const products = [];
      for (const [index, entry] of checked.entries.entries()) {
        const productId = await s.insertProduct({
          application_id: applicationId,
          sort: index + 1,
          product_name: entry.productName,
          category_id: entry.categoryId,
          technology_id: entry.technologyId,
          epd_id: null,
        });
        for (const file of entry.files) {
          await s.insertFile({
            application_id: applicationId,
            product_id: productId,
            kind: file.kind,
            attachment_id: file.attachmentId,
            version: 1,
            current: 1,
            user_id: userId,
            created_at: now,
          });
        }
        products.push({ productId, productName: entry.productName, files: entry.files });
      }
      await s.insertEvent({
        application_id: applicationId,
        kind: 'submitted',
        stage: APPLY_STAGE.application,
        note: null,
        detail: JSON.stringify({
          productType: form.apply.productType,
          pcrNumber: form.apply.pcrNumber,
          companyName: company.name,
          products,
        }),
        actor_kind: 'user',
        actor_id: userId,
        created_at: now,
      });
      return { id: applicationId };
    });

  return {
    /**
     * Submits an application (decision 112). The gate first, then the same key answers the same
     * application; the rules; then the application, its entries, files and the 'submitted'
     * event in one transaction. Two submits racing with one key meet at the unique index, or at
     * the rules when the winner committed first (its files are then used): the loser answers
     * the winner's id.
     */
    async save(actor: UserActor, form: ApplyForm) {
      const company = await passGate(store, actor);
      const key = form.apply.requestKey;
      const earlier = await store.byRequestKey(actor.user.id, key);
      if (earlier) return { id: earlier.id };
      /** A refusal, unless a submit with the same key won meanwhile: then its application. */
      const winnerOr = async (err: unknown) => {
        const winner = await store.byRequestKey(actor.user.id, key);
        if (winner) return { id: winner.id };
        throw err;
      };
      let checked: Awaited<ReturnType<typeof check>>;
      try {
        checked = await check(actor, form);
      } catch (err) {
        // The racing submit may have committed between the lookup and the rules, so that its
        // files now count as used (apply.fileUsed): it is this submit's application.
        return winnerOr(err);
      }
      try {
        return await insert(actor, company, form, checked);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        try {
          return await winnerOr(err);
        } catch {
          // A file was taken by another application meanwhile: the rules now say which.
          await check(actor, form);
          throw err;
        }
      }
    },

    /** The company's applications, newest first; none without a company. */
    async mine(actor: UserActor, type: keyof typeof PRODUCT_TYPE_OF | undefined): Promise<TMyApplication[]> {
      const { companyId } = actor.user;
      if (companyId === null) return [];
      assertCan(actor, 'read', { kind: 'company', id: companyId });
      const rows = await store.ofCompany(companyId, type ? PRODUCT_TYPE_OF[type] : undefined);
      const ids = rows.map((r) => r.id);
      const [names, facts] = await Promise.all([store.productNames(ids), store.cardFacts(ids)]);
      return rows.map((r) => ({
        id: r.id,
        productType: r.product_type as ProductType,
        pcrName: r.pcr_name,
        pcrNameEn: r.pcr_name_en,
        applyStatus: r.stage,
        applicationTime: r.created_at,
        epdList: JSON.stringify({
          epds: names
            .filter((n) => n.application_id === r.id)
            .map((n) => ({ epdProductName: n.product_name })),
        }),
        quoteStatus: r.quote_status,
        contractStatus: r.contract_status,
        lcaValidateStatus: r.lca_validate_status,
        flag: flagOf(r, facts),
        epds: facts.epds
          .filter((e) => e.application_id === r.id)
          .map((e) => ({
            epdId: e.epd_id,
            productName: e.product_name,
            registrationNumber: e.registration_number,
            businessId:
              (SEARCHABLE_STATUSES as readonly string[]).includes(e.status) && e.business_id
                ? e.business_id
                : null,
          })),
      }));
    },

    /**
     * The seven stages: each one up to the current stage is done, with the newest event that
     * brought the application there (submitted or resubmitted: the applicant; a move or the
     * release: the secretariat, never a person) and its note; and the applicant's own timeline.
     */
    async steps(actor: UserActor, id: number): Promise<TApplicationSteps> {
      const application = await applicationFor(store, actor, 'read', id);
      const [events, history] = await Promise.all([
        store.stageEvents(id),
        store.applicantEvents(id, APPLICANT_EVENT_KINDS),
      ]);
      const reached = (stage: number) =>
        events.findLast((e) => (e.kind === 'submitted' ? APPLY_STAGE.application : e.stage) === stage);
      return {
        applyId: id,
        applyStatus: application.stage,
        steps: APPLY_STAGES.map((stage) => {
          const event = stage <= application.stage ? reached(stage) : undefined;
          return {
            stage,
            done: stage <= application.stage,
            reachedAt: event?.created_at ?? null,
            by: event
              ? event.kind === 'submitted' || event.kind === 'resubmitted'
                ? 'applicant'
                : 'secretariat'
              : null,
            note: event?.note ?? null,
          };
        }),
        history: history.flatMap((e) =>
          isApplicantEvent(e.kind)
            ? [
                {
                  id: e.id,
                  kind: e.kind,
                  stage: e.stage,
                  note: e.note,
                  by: e.actor_kind === 'user' ? ('applicant' as const) : ('secretariat' as const),
                  at: e.created_at,
                },
              ]
            : [],
        ),
      };
    },

    async detail(actor: UserActor, id: number, lang: Lang) {
      return detailRows(db, await applicationFor(store, actor, 'read', id), lang);
    },
  };
};

export type ApplyService = ReturnType<typeof applyService>;
