import type { ZPcrForm, ZPcrInsert } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import type { Limiter } from '../../../platform/limits/limiter.ts';
import type { Inbox } from '../../../platform/services.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import type { CatalogueChanges } from '../changes.ts';

export type PcrForm = z.output<typeof ZPcrForm>;
export type PcrInsert = z.output<typeof ZPcrInsert>;

/** What the PCR part works with: the shared services it reads and writes through. */
export interface PcrsDeps {
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
