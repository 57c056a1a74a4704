import type { TEpdCorrection, TEpdDetail, TEpdForm, TEpdRenewal } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/access/actor.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Services } from '../../../services.ts';
import { correctEpd } from './commands/correct-epd.ts';
import { createDraft } from './commands/create-draft.ts';
import { publishEpd } from './commands/publish-epd.ts';
import { renewEpd } from './commands/renew-epd.ts';
import { qrShown, setQrShow } from './commands/set-qr-show.ts';
import { updateDraft } from './commands/update-draft.ts';
import { withdrawEpd } from './commands/withdraw-epd.ts';
import type { PublishingDeps } from './context.ts';
import type { EpdListFilter } from './records.store.ts';
import type { SteelFromLowCarbon } from './values.ts';
import { epdAccess, epdDetail, epdList, epdOptions } from './views.ts';
import { createPublishedInside, fillSteelInside } from './writers.ts';

export type { PublishingDeps } from './context.ts';
export type { SteelFromLowCarbon } from './values.ts';

/**
 * The secretariat's EPD records: drafts, publishing, corrections, renewals and withdrawals. Each
 * change runs in one transaction with its audit entry; publishing also writes the report rows,
 * publishes the files, generates the QR code and appends the ledger entries in it. Callable with
 * any actor: the seed publishes with the system actor. The commands are in commands/, the
 * read models in views.ts, the writes other modules run in their own transaction in writers.ts.
 */
export const publishingService = (deps: PublishingDeps) => {
  const detail = (id: number) => epdDetail(deps, id);
  return {
    detail,
    createPublishedInside: (
      trx: Kysely<Database>,
      form: TEpdForm,
      actor: Actor,
      more?: Record<string, unknown>,
    ) => createPublishedInside(deps, trx, form, actor, more),
    fillSteelInside: (
      trx: Kysely<Database>,
      epdId: number,
      steel: SteelFromLowCarbon,
      actor: Actor,
      more?: Record<string, unknown>,
    ) => fillSteelInside(deps, trx, epdId, steel, actor, more),
    list: (filter: EpdListFilter, pageNum: number, pageSize: number) =>
      epdList(deps, filter, pageNum, pageSize),
    options: () => epdOptions(deps),
    access: (pageNum: number, pageSize: number) => epdAccess(deps, pageNum, pageSize),

    async create(form: TEpdForm, actor: Actor): Promise<TEpdDetail> {
      return detail(await createDraft(deps, form, actor));
    },
    async update(id: number, form: TEpdForm, actor: Actor): Promise<TEpdDetail> {
      await updateDraft(deps, id, form, actor);
      return detail(id);
    },
    async publish(id: number, actor: Actor): Promise<TEpdDetail> {
      await publishEpd(deps, id, actor);
      return detail(id);
    },
    async correct(id: number, body: TEpdCorrection, actor: Actor): Promise<TEpdDetail> {
      await correctEpd(deps, id, body, actor);
      return detail(id);
    },
    async renew(id: number, body: TEpdRenewal, actor: Actor): Promise<TEpdDetail> {
      return detail(await renewEpd(deps, id, body, actor));
    },
    async withdraw(id: number, reason: string, actor: Actor): Promise<TEpdDetail> {
      await withdrawEpd(deps, id, reason, actor);
      return detail(id);
    },
    qrShow: async () => ({ value: await qrShown(deps) }),
    async setQrShow(value: boolean, actor: Actor) {
      await setQrShow(deps, value, actor);
      return { value };
    },
  };
};

export type PublishingService = ReturnType<typeof publishingService>;

/** The publishing service over the shared services (the console's routes and the demo seed). */
export const publishingOf = (services: Services) =>
  publishingService({
    db: services.db,
    log: services.log,
    attachmentsFor: services.attachmentsFor,
    auditFor: services.auditFor,
    evidenceFor: services.evidenceFor,
    settingsFor: services.settingsFor,
    changes: services.catalogueChanges,
    publicBaseUrl: services.config.PUBLIC_BASE_URL,
    timeZone: services.config.PLATFORM_TIME_ZONE,
  });

/**
 * A part of the publishing service that another module runs inside its own transaction, with
 * the signal to the catalogue's readers (the search index) for after that commits.
 */
const insideAnotherModule = <T extends object>(services: Services, part: (p: PublishingService) => T) => ({
  ...part(publishingOf(services)),
  changed: () => services.catalogueChanges.changed(),
});

/** What the applications module needs of the catalogue at a release: a published record made in its transaction. */
export const catalogueReleaser = (services: Services) =>
  insideAnotherModule(services, (p) => ({ publishInside: p.createPublishedInside }));

export type CatalogueReleaser = ReturnType<typeof catalogueReleaser>;

/**
 * What the low-carbon module needs of the catalogue when the secretariat links an approved
 * application's block to an EPD: the block's route and scrap share written into the record's
 * steel fields inside its transaction (when the record has none).
 */
export const catalogueSteelFiller = (services: Services) =>
  insideAnotherModule(services, (p) => ({ fillInside: p.fillSteelInside }));

export type CatalogueSteelFiller = ReturnType<typeof catalogueSteelFiller>;
