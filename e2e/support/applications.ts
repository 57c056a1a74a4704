import { randomUUID } from 'node:crypto';
import { storeFile } from './catalogue.ts';
import { sqlite } from './db.ts';
import { PDF, ZIP } from './files.ts';

/** A file of the applicant's, as their upload of that kind would be. */
const insertUserFile = (userId: number, companyId: number, kind: 'lca' | 'epd' | 'data', label: string) =>
  kind === 'data'
    ? storeFile(ZIP, 'LCA', `${label}-data.zip`, 'application/zip', { userId, companyId })
    : storeFile(PDF, kind === 'epd' ? 'EPD' : 'LCA', `${label}-${kind}.pdf`, 'application/pdf', {
        userId,
        companyId,
      });

const now = () => new Date().toISOString();

export interface E2eApplication {
  userId: number;
  companyId: number;
  companyName: string;
  pcrId: number;
  /** The entries' product names (1 to 3); each gets its LCA report, EPD pre-report and data sheet. */
  products: readonly string[];
}

/**
 * A submitted application (stage 10) as the portal's apply call leaves it: its entries, their
 * three files and the 'submitted' event. Answers its id.
 */
export const insertApplication = (a: E2eApplication): number => {
  const at = now();
  const id = sqlite((db) =>
    Number(
      db
        .prepare(
          `insert into applications (company_id, user_id, product_type, pcr_id, company_name, stage, quote_status,
             contract_status, lca_validate_status, lca_validate_note, request_key, created_at, updated_at, released_at)
           values (?, ?, 'EPD', ?, ?, 10, 0, 0, 0, null, ?, ?, ?, null)`,
        )
        .run(a.companyId, a.userId, a.pcrId, a.companyName, `e2e-${randomUUID()}`, at, at).lastInsertRowid,
    ),
  );
  for (const [i, name] of a.products.entries()) {
    const productId = sqlite((db) =>
      Number(
        db
          .prepare(
            `insert into application_products (application_id, sort, product_name, category_id, technology_id, epd_id)
             values (?, ?, ?, null, null, null)`,
          )
          .run(id, i + 1, name).lastInsertRowid,
      ),
    );
    for (const kind of ['lca', 'epd', 'data'] as const) {
      const attachmentId = insertUserFile(a.userId, a.companyId, kind, name);
      sqlite((db) =>
        db
          .prepare(
            `insert into application_files (application_id, product_id, kind, attachment_id, version, current, user_id, created_at)
             values (?, ?, ?, ?, 1, 1, ?, ?)`,
          )
          .run(id, productId, kind, attachmentId, a.userId, at),
      );
    }
  }
  sqlite((db) =>
    db
      .prepare(
        `insert into application_events (application_id, kind, stage, note, detail, actor_kind, actor_id, created_at)
         values (?, 'submitted', 10, null, null, 'user', ?, ?)`,
      )
      .run(id, a.userId, at),
  );
  return id;
};
