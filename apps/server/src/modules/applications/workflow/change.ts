import type { ApplicationEventKind, TextKey } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { CatalogueReleaser } from '../../catalogue/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import { type ApplicationChanges, eventActor, type Notice, productList } from './notify.ts';
import {
  type ApplicationRow,
  type EventValues,
  type WorkflowStore,
  workflowStore,
} from './workflow.store.ts';

/** What the secretariat's workflow is built from. */
export interface WorkflowDeps {
  db: Kysely<Database>;
  changes: ApplicationChanges;
  auditFor: AuditLogFor;
  releaser: CatalogueReleaser;
  /** The files a release names, read inside its transaction. */
  filesFor: (trx: Kysely<Database>) => Pick<AttachmentsService, 'info'>;
  timeZone: string;
}

/** The application row, or NOT_FOUND. */
export const loadApplication = async (store: WorkflowStore, id: number) => {
  const app = await store.byId(id);
  if (!app) throw appError('NOT_FOUND');
  return app;
};

/** A refusal of one field of the request. */
export const fieldRefusal = (path: string, message: TextKey) =>
  appError('VALIDATION_FAILED', { fields: [{ path, message }] });

/** Tells the applicant about the application as moved, the entries' names added to the message. */
export type TellMoved = (
  app: ApplicationRow,
  notice: Omit<Notice, 'params'> & { params?: Record<string, string> },
) => Promise<void>;

/**
 * A change of the application in one transaction (`changes.run`), its messages naming the
 * entries: `work` gets the transaction, the row as it is now and how to tell the applicant.
 */
export const changeApplication = async (
  changes: ApplicationChanges,
  id: number,
  actor: OperatorActor,
  work: (trx: Kysely<Database>, app: ApplicationRow, tell: TellMoved) => Promise<void>,
) => {
  await changes.run(async (trx, tell) => {
    const store = workflowStore(trx);
    const app = await loadApplication(store, id);
    const products = productList((await store.products([id])).map((p) => p.product_name));
    await work(trx, app, (moved, notice) =>
      tell(moved, { key: notice.key, params: { products, ...notice.params } }, actor),
    );
  });
};

/** A change's timeline event and audit entry, written through its transaction. */
export const recordChange = async (
  trx: Kysely<Database>,
  auditFor: AuditLogFor,
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
