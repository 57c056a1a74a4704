import { consoleReviewsRoutes, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type CallOptions,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
} from '../../test/helper.ts';

describe(`the review queues: who may, paging, unknown ids (${engineName})`, () => {
  let t: TestApp;
  let admin: TestOperator;
  let reviewer: TestOperator;
  let editor: TestOperator;
  const companyIds: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsOperator('administrator');
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    for (const [i, status] of [0, 0, 0, 1, 2].entries()) {
      const user = await t.loginAs({ company: { name: `Queue Steel ${i}`, status } });
      await t.db
        .updateTable('companies')
        .set({ submitted_at: new Date(Date.UTC(2025, 0, 5 - i)).toISOString() })
        .where('id', '=', user.companyId ?? 0)
        .execute();
      companyIds.push(user.companyId ?? 0);
    }
  });
  afterAll(() => t.close());

  const queue = (query: RouteInput<typeof consoleReviewsRoutes.companyQueue>['query'], as = reviewer) =>
    t.call(consoleReviewsRoutes.companyQueue, { query }, { as });

  it('lists pending certifications oldest submission first, paged, and filters by status', async () => {
    const page = (await queue({ pageSize: 2 })).data;
    expect(page).toMatchObject({ totals: 3, pageSize: 2, pageNum: 1 });
    expect(page?.list.map((i) => i.id)).toEqual([companyIds[2], companyIds[1]]);
    const next = await queue({ pageSize: 2, pageNum: 2 });
    expect(next.data?.list.map((i) => i.id)).toEqual([companyIds[0]]);
    const certified = (await queue({ status: 1 }, admin)).data;
    expect(certified?.list).toEqual([expect.objectContaining({ id: companyIds[3], companyStatus: 1 })]);
    const bad = await queue({ status: 7 });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown company and 409 for a decided one', async () => {
    const params = { id: 999999 };
    for (const res of [
      await t.call(consoleReviewsRoutes.companyReview, { params }, { as: reviewer }),
      await t.call(consoleReviewsRoutes.companyApprove, { params }, { as: reviewer }),
      await t.call(consoleReviewsRoutes.companyReject, { params, body: { reason: 'r' } }, { as: reviewer }),
    ]) {
      expect(res.status, res.body).toBe(404);
    }
    const decided = await t.call(
      consoleReviewsRoutes.companyReject,
      { params: { id: companyIds[4] ?? 0 }, body: { reason: 'again' } },
      { as: reviewer, lang: 'en' },
    );
    expect(decided).toMatchObject({
      error: 'REVIEW_NOT_PENDING',
      message: 'This has already been decided',
    });
    const noReason = await t.call(
      consoleReviewsRoutes.companyReject,
      { params: { id: companyIds[0] ?? 0 }, body: invalid({}) },
      { as: reviewer },
    );
    expect(noReason.status).toBe(400);
  });

  it('is for reviewers and administrators: an editor gets 403, a portal token or none 401', async () => {
    const user = await t.loginAs();
    const id = companyIds[0] ?? 0;
    const body = { reason: 'r' };
    const calls: [string, (options: CallOptions) => Promise<{ status: number }>][] = [
      ['company queue', (o) => t.call(consoleReviewsRoutes.companyQueue, {}, o)],
      ['company review', (o) => t.call(consoleReviewsRoutes.companyReview, { params: { id } }, o)],
      ['company approve', (o) => t.call(consoleReviewsRoutes.companyApprove, { params: { id } }, o)],
      ['company reject', (o) => t.call(consoleReviewsRoutes.companyReject, { params: { id }, body }, o)],
      ['registration queue', (o) => t.call(consoleReviewsRoutes.registrationQueue, {}, o)],
      [
        'registration approve',
        (o) => t.call(consoleReviewsRoutes.registrationApprove, { params: { userId: user.id } }, o),
      ],
      [
        'registration reject',
        (o) => t.call(consoleReviewsRoutes.registrationReject, { params: { userId: user.id }, body }, o),
      ],
    ];
    for (const [name, call] of calls) {
      const asEditor = await call({ as: editor, lang: 'en' });
      expect(asEditor.status, name).toBe(403);
      expect(asEditor).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
      const asUser = await call({ as: user });
      expect(asUser.status, name).toBe(401);
      expect((await call({})).status, name).toBe(401);
    }
    const row = await t.db.selectFrom('companies').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe(0);
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });
});
