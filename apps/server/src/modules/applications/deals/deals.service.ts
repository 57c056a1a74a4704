import type { Lang, TConsoleApplicationDetail } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor, OperatorActor, UserActor } from '../../../platform/access/actor.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Services } from '../../../services.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import { applicationDetail } from '../workflow/application-view.ts';
import { type ApplicationChanges, applicationChangesOf } from '../workflow/notify.ts';
import type { Decision } from './deal-rules.ts';
import { contractOf, ownApplication, priceOf } from './deal-views.ts';
import { decideContract, decideQuote } from './decide-deal.ts';
import { type DealFiles, issueContract, issueQuote } from './issue-deal.ts';

export interface DealsDeps {
  db: Kysely<Database>;
  changes: ApplicationChanges;
  auditFor: AuditLogFor;
  filesFor: (db: Kysely<Database>) => DealFiles;
  /** The console's view of an application after a change. */
  detail: (id: number, actor: Actor, lang: Lang) => Promise<TConsoleApplicationDetail>;
}

/**
 * Quotes and contracts (spec 02 §3 "Service price", "Contract", §4, §7 "Quotes and contracts";
 * decisions 111 and 113). The secretariat issues them at stage 20 from its own PDF uploads,
 * which are then shared with the applying company; the company's users confirm or refuse them.
 * Every issue and decision is one transaction guarded by a conditional UPDATE: a retried
 * identical decision answers the state unchanged, the opposite one APPLICATION_STATE_CONFLICT.
 */
export const dealsService = (deps: DealsDeps) => {
  const { db, detail } = deps;
  return {
    /** The newest quote of the caller's company's application (status 0 and no file when none). */
    priceInfo: async (actor: UserActor, applyId: number) =>
      priceOf(db, await ownApplication(db, actor, applyId, 'read')),
    decideQuote: (actor: UserActor, quoteId: number, decision: Decision) =>
      decideQuote(deps, actor, quoteId, decision),
    /** The newest contract of the caller's company's application (status 0 and no files when none). */
    contractInfo: async (actor: UserActor, applyId: number) =>
      contractOf(db, await ownApplication(db, actor, applyId, 'read')),
    decideContract: (actor: UserActor, applyId: number, contractId: number, decision: Decision) =>
      decideContract(deps, actor, applyId, contractId, decision),
    async issueQuote(id: number, attachmentId: number, actor: OperatorActor, lang: Lang) {
      await issueQuote(deps, id, attachmentId, actor);
      return detail(id, actor, lang);
    },
    async issueContract(id: number, attachmentIds: readonly number[], actor: OperatorActor, lang: Lang) {
      await issueContract(deps, id, attachmentIds, actor);
      return detail(id, actor, lang);
    },
  };
};

export type DealsService = ReturnType<typeof dealsService>;

/** Quotes and contracts over the shared services; the console's answers are the workflow's detail. */
export const dealsOf = (services: Services) =>
  dealsService({
    db: services.db,
    changes: applicationChangesOf(services),
    auditFor: services.auditFor,
    filesFor: services.attachmentsFor,
    detail: (id, actor, lang) => applicationDetail(services.db, id, actor, lang),
  });
