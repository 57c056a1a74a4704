import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { SEARCHABLE_STATUSES } from '../search/search.store.ts';

/** A published EPD or CFP as another module may name it by its registration number. */
export interface PublishedRegistration {
  id: number;
  registrationNumber: string;
  /** EPD or CFP. */
  productType: string;
  productName: string;
}

/**
 * Looks up a registration number among the catalogue's published records: a version that is
 * published now or was published and renewed (superseded), EPD or CFP. A draft or a withdrawn
 * record, and a PCR's register number, are not found (decision: a verification request names a
 * declaration the programme published).
 */
export const publishedRegistrations = (db: Kysely<Database>) => ({
  async find(registrationNumber: string): Promise<PublishedRegistration | null> {
    const row = await db
      .selectFrom('epds')
      .select(['id', 'registration_number', 'product_type', 'product_name'])
      .where('registration_number', '=', registrationNumber)
      .where('status', 'in', SEARCHABLE_STATUSES)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          registrationNumber: row.registration_number,
          productType: row.product_type,
          productName: row.product_name,
        }
      : null;
  },
});
export type PublishedRegistrations = ReturnType<typeof publishedRegistrations>;
