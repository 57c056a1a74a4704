import type { Lang, ZConsoleApplicationQuery } from '@steel-epd/contract';
import type { z } from 'zod';
import type { Actor, OperatorActor } from '../../../platform/access/actor.ts';
import type { Services } from '../../../services.ts';
import { catalogueReleaser } from '../../catalogue/index.ts';
import { advanceApplication } from './advance-application.ts';
import { applicationDetail, applicationQueue } from './application-view.ts';
import type { WorkflowDeps } from './change.ts';
import { moveBackApplication } from './move-back-application.ts';
import { applicationChangesOf } from './notify.ts';
import { releaseApplication } from './release-application.ts';
import { acceptLca, askLcaCorrection } from './review-lca.ts';
import type { ReleaseBody } from './stage-rules.ts';

/**
 * The secretariat's side of applications (issue 11 "The secretariat"): the queue, one
 * application, and the stage moves of decision 111. Each move is one transaction: a conditional
 * UPDATE of the application from the state the operator saw, its timeline event, its audit entry
 * and the message to the applicant; a request that finds the row changed answers
 * APPLICATION_STATE_CONFLICT and writes nothing. Every move answers the application as it is
 * after it.
 */
export const workflowService = (deps: WorkflowDeps) => {
  const detail = (id: number, actor: Actor, lang: Lang) => applicationDetail(deps.db, id, actor, lang);
  const then = async (move: Promise<void>, id: number, actor: Actor, lang: Lang) => {
    await move;
    return detail(id, actor, lang);
  };
  return {
    detail,
    queue: (query: z.output<typeof ZConsoleApplicationQuery>) =>
      applicationQueue(deps.db, query, deps.timeZone),
    advance: (
      id: number,
      body: { from: number; note?: string | undefined },
      actor: OperatorActor,
      lang: Lang,
    ) => then(advanceApplication(deps, id, body, actor), id, actor, lang),
    back: (
      id: number,
      body: { from: number; to: number; reason: string },
      actor: OperatorActor,
      lang: Lang,
    ) => then(moveBackApplication(deps, id, body, actor), id, actor, lang),
    lcaCorrection: (id: number, note: string, actor: OperatorActor, lang: Lang) =>
      then(askLcaCorrection(deps, id, note, actor), id, actor, lang),
    lcaAccept: (id: number, actor: OperatorActor, lang: Lang) =>
      then(acceptLca(deps, id, actor), id, actor, lang),
    release: (id: number, body: ReleaseBody, actor: OperatorActor, lang: Lang) =>
      then(releaseApplication(deps, id, body, actor), id, actor, lang),
  };
};

export type WorkflowService = ReturnType<typeof workflowService>;

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
