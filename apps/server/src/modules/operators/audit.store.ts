import { SIGN_IN_AUDIT_ACTIONS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../platform/db/schema.ts';

export interface AuditFilter {
  action?: string | undefined;
  operatorId?: number | undefined;
  /** false: without sign-ins and sign-outs (an explicit `action` wins). */
  signIns?: boolean | undefined;
}

export const auditStore = (db: Kysely<Database>) => {
  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_log as a');
    if (filter.action) query = query.where('a.action', '=', filter.action);
    else if (filter.signIns === false) query = query.where('a.action', 'not in', [...SIGN_IN_AUDIT_ACTIONS]);
    if (filter.operatorId) query = query.where('a.operator_id', '=', filter.operatorId);
    return query;
  };

  return {
    insert: (row: Omit<AuditLogTable, 'id'>) => db.insertInto('audit_log').values(row).execute(),

    page: (filter: AuditFilter, limit: number, offset: number) =>
      filtered(filter)
        .leftJoin('operators as o', 'o.id', 'a.operator_id')
        .selectAll('a')
        .select('o.username as operator_username')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: AuditFilter) =>
      Number(
        (
          await filtered(filter)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
};
