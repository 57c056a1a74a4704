import type { EPD_AUDIT_ACTIONS } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/access/actor.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { EvidenceLedgerFor } from '../../evidence/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import type { SettingsWriterFor } from '../../reference/index.ts';
import type { CatalogueChanges } from '../changes.ts';
import type { RecordsStore } from './records.store.ts';

/** What publishing works with: the shared services it writes through, and two settings. */
export interface PublishingDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The attachments service bound to a transaction (the record's files change with it). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  auditFor: AuditLogFor;
  evidenceFor: EvidenceLedgerFor;
  settingsFor: SettingsWriterFor;
  changes: CatalogueChanges;
  publicBaseUrl: string;
  timeZone: string;
}

/** The audit entry of a change to an EPD record, in the change's transaction. */
export const auditEpd = (
  deps: Pick<PublishingDeps, 'auditFor'>,
  trx: Kysely<Database>,
  actor: Actor,
  action: (typeof EPD_AUDIT_ACTIONS)[number],
  targetId: number,
  detail: Record<string, unknown>,
) => deps.auditFor(trx).record(actor, { action, targetType: 'epd', targetId, detail });

export const loadOrThrow = async (store: RecordsStore, id: number) => {
  const e = await store.byId(id);
  if (!e) throw appError('NOT_FOUND');
  return e;
};

/** Runs a change of the public records in one transaction and tells their readers after it commits. */
export const changeRecords = async <T>(
  deps: Pick<PublishingDeps, 'db' | 'log' | 'changes'>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> => {
  const result = await transact(deps.db, work, (err) => deps.log.error({ err }, 'orphan file left'));
  deps.changes.changed();
  return result;
};
