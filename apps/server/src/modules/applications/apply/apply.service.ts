import {
  APPLICANT_EVENT_KINDS,
  type EPD_PRODUCT_TYPES,
  type Lang,
  type TApplicationSteps,
  type TMyApplication,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { SEARCHABLE_STATUSES } from '../../catalogue/index.ts';
import { applyStore } from './apply.store.ts';
import { detailRows } from './apply-detail.ts';
import type { ApplyForm } from './apply-form.ts';
import { applicationFor } from './apply-guards.ts';
import { submitApplication } from './submit-application.ts';
import { flagOf, stepsOf } from './tracking-rules.ts';

type ProductType = (typeof EPD_PRODUCT_TYPES)[number];

/** `/Epd/mineEpd?type=`: PCR names the carbon-footprint track (decision 112). */
const PRODUCT_TYPE_OF = { EPD: 'EPD', PCR: 'CFP' } as const;

interface Deps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
}

/**
 * Applying and tracking (spec 02 §5 "EPD application", §3 "My application", §4 "Application
 * progress"): the form's rules, the company's list, the stages with their dates, the detail.
 */
export const applyService = (deps: Deps) => {
  const { db } = deps;
  const store = applyStore(db);

  return {
    save: (actor: UserActor, form: ApplyForm) => submitApplication(deps, actor, form),

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

    /** The seven stages with their dates and the applicant's own timeline. */
    async steps(actor: UserActor, id: number): Promise<TApplicationSteps> {
      const application = await applicationFor(store, actor, 'read', id);
      const [events, history] = await Promise.all([
        store.stageEvents(id),
        store.applicantEvents(id, APPLICANT_EVENT_KINDS),
      ]);
      return stepsOf(application, events, history);
    },

    async detail(actor: UserActor, id: number, lang: Lang) {
      return detailRows(db, await applicationFor(store, actor, 'read', id), lang);
    },
  };
};

export type ApplyService = ReturnType<typeof applyService>;
