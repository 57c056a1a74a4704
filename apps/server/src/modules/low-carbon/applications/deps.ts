import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Inbox } from '../../../platform/services.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { CatalogueSteelFiller } from '../../catalogue/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import type { DictionaryLookup } from '../../reference/index.ts';

/** What the low-carbon applications' commands and views are given (low-carbon.routes.ts builds it). */
export interface LowCarbonDeps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
  dictionaries: DictionaryLookup;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
  /** The catalogue's face: a linked block's route and scrap share into the EPD's steel fields. */
  steel: CatalogueSteelFiller;
}
