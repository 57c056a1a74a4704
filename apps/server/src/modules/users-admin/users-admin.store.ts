import type { TAccountType } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { LISTED_USER, usersWithCompany } from '../accounts/index.ts';

export interface UserFilter {
  /** A part of the account, the user name or the company name, case-insensitive. */
  keyword?: string | undefined;
  accountType?: TAccountType | undefined;
  locked?: boolean | undefined;
  auditStatus?: number | undefined;
}

/** A keyword as a LIKE pattern that matches it literally: its own % and _ are escaped with '!'. */
const containsPattern = (keyword: string) => `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Portal users as the console reads and changes them; the password hash is never selected. */
export const usersAdminStore = (db: Kysely<Database>) => {
  const filtered = (filter: UserFilter) => {
    let query = usersWithCompany(db);
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      // lower() on both sides: SQLite's LIKE ignores case only for ASCII, PostgreSQL's never does.
      const like = (column: 'u.account' | 'u.user_name' | 'c.name') =>
        sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '!'`;
      query = query.where((eb) => eb.or([like('u.account'), like('u.user_name'), like('c.name')]));
    }
    if (filter.accountType) query = query.where('u.account_type', '=', filter.accountType);
    if (filter.locked !== undefined) query = query.where('u.locked', '=', filter.locked ? 1 : 0);
    if (filter.auditStatus !== undefined) query = query.where('u.audit_status', '=', filter.auditStatus);
    return query;
  };

  const columns = [
    ...LISTED_USER,
    'u.audit_status',
    'u.locked',
    'u.user_status',
    'u.created_at',
    'c.status as company_status',
  ] as const;

  return {
    page: (filter: UserFilter, limit: number, offset: number) =>
      filtered(filter)
        .select(columns)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: UserFilter) =>
      Number(
        (
          await filtered(filter)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    byId: (id: number) => filtered({}).select(columns).where('u.id', '=', id).executeTakeFirst(),
  };
};

export type ConsoleUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof usersAdminStore>['byId']>>>;
