import type { TLowCarbonApply } from '@steel-epd/contract';
import type { OperatorActor, UserActor } from '../../platform/access/actor.ts';
import { applyLowCarbon } from './applications/apply-low-carbon.ts';
import { approveApplication, rejectApplication } from './applications/decide-application.ts';
import type { LowCarbonDeps } from './applications/deps.ts';
import { linkBlockEpd } from './applications/link-epd.ts';
import { recomputeApplication } from './applications/recompute-application.ts';
import { lowCarbonViews } from './applications/views.ts';

/**
 * Low-carbon steel certification (issue 13): the applicant's filing, their company's list, the
 * preview of an upload, and the secretariat's queue with recompute, approve, reject and the EPD
 * link. A workbook is read and computed on upload (the attachments check) and again on filing,
 * whose result is stored with the application in one transaction with its audit entry and
 * inner message; each console change commits with its audit entry and the user's message.
 * The use cases are in applications/, one a file; this joins them for the routes.
 */
export const lowCarbonService = (deps: LowCarbonDeps) => ({
  ...lowCarbonViews(deps),
  apply: (actor: UserActor, input: TLowCarbonApply) => applyLowCarbon(deps, actor, input),
  recompute: (id: number, gridFactor: number, actor: OperatorActor) =>
    recomputeApplication(deps, id, gridFactor, actor),
  approve: (id: number, actor: OperatorActor) => approveApplication(deps, id, actor),
  reject: (id: number, reason: string, actor: OperatorActor) => rejectApplication(deps, id, reason, actor),
  linkEpd: (blockId: number, epdId: number | null, actor: OperatorActor) =>
    linkBlockEpd(deps, blockId, epdId, actor),
});

export type LowCarbonService = ReturnType<typeof lowCarbonService>;
