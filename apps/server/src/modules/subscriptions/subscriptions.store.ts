import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, LcaSubscriptionsTable } from '../../platform/db/schema.ts';

/** A LIKE pattern for "contains", with ! escaping the wildcards a keyword may hold. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

export type SubscriptionFilter = 'running' | 'expired' | 'ended';

/** The lca_subscriptions table (this module's) and the user and company records it reads. */
export const subscriptionsStore = (db: Kysely<Database>) => {
  const listed = () =>
    db
      .selectFrom('lca_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('operators as o', 'o.id', 's.granted_by')
      .selectAll('s')
      .select(['u.account as user_account', 'o.username as granted_by_name']);

  const filtered = (filter: SubscriptionFilter | undefined, keyword: string | undefined, now: string) => {
    let q = db.selectFrom('lca_subscriptions as s').innerJoin('users as u', 'u.id', 's.user_id');
    if (filter === 'ended') q = q.where('s.state', '=', 'ended');
    if (filter === 'running') q = q.where('s.state', '!=', 'ended').where('s.ends_at', '>', now);
    if (filter === 'expired') q = q.where('s.state', '!=', 'ended').where('s.ends_at', '<=', now);
    if (keyword) {
      const pattern = containing(keyword);
      q = q.where((e) =>
        e.or([
          e(sql`lower(u.account)`, 'like', sql`${pattern} escape '!'`),
          e(sql`lower(coalesce(s.company_name, ''))`, 'like', sql`${pattern} escape '!'`),
        ]),
      );
    }
    return q;
  };

  return {
    byUser: (userId: number) => listed().where('s.user_id', '=', userId).executeTakeFirst(),
    byId: (id: number) => listed().where('s.id', '=', id).executeTakeFirst(),

    insert: async (row: Insertable<LcaSubscriptionsTable>) =>
      (await db.insertInto('lca_subscriptions').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: async (id: number, change: Updateable<LcaSubscriptionsTable>) =>
      Number(
        (await db.updateTable('lca_subscriptions').set(change).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),

    page: (
      filter: SubscriptionFilter | undefined,
      keyword: string | undefined,
      now: string,
      limit: number,
      offset: number,
    ) =>
      filtered(filter, keyword, now)
        .leftJoin('operators as o', 'o.id', 's.granted_by')
        .selectAll('s')
        .select(['u.account as user_account', 'o.username as granted_by_name'])
        .orderBy('s.updated_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: SubscriptionFilter | undefined, keyword: string | undefined, now: string) =>
      Number(
        (
          await filtered(filter, keyword, now)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** The subscriber's records: account, name, closed or not, and the company's name and industry. */
    subscriber: (where: { id: number } | { account: string }) => {
      let q = db
        .selectFrom('users as u')
        .leftJoin('companies as c', 'c.id', 'u.company_id')
        .select([
          'u.id',
          'u.account',
          'u.user_name',
          'u.user_status',
          'u.company_id',
          'u.profession_id',
          'u.other_profession',
          'u.lang',
          'c.name as company_name',
          'c.industry_category',
        ]);
      q = 'id' in where ? q.where('u.id', '=', where.id) : q.where('u.account', '=', where.account);
      return q.executeTakeFirst();
    },
  };
};

export type SubscriptionsStore = ReturnType<typeof subscriptionsStore>;
export type SubscriptionRow = NonNullable<Awaited<ReturnType<SubscriptionsStore['byId']>>>;
export type SubscriberRow = NonNullable<Awaited<ReturnType<SubscriptionsStore['subscriber']>>>;
