import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import type { ConsoleCaller } from '../operators/operator-fixtures.ts';
import { consoleStaff } from './companies-fixtures.ts';

describe(`the review queues: who may, paging, unknown ids (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  let staff: Awaited<ReturnType<typeof consoleStaff>>;
  const companyIds: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await consoleStaff(t);
    c = staff.c;
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

  it('lists pending certifications oldest submission first, paged, and filters by status', async () => {
    const page = (await c('GET', '/api/c/reviews/companies?pageSize=2', { token: staff.reviewer })).json()
      .data;
    expect(page).toMatchObject({ totals: 3, pageSize: 2, pageNum: 1 });
    expect(page.list.map((i: { id: number }) => i.id)).toEqual([companyIds[2], companyIds[1]]);
    const next = (
      await c('GET', '/api/c/reviews/companies?pageSize=2&pageNum=2', { token: staff.reviewer })
    ).json();
    expect(next.data.list.map((i: { id: number }) => i.id)).toEqual([companyIds[0]]);
    const certified = (await c('GET', '/api/c/reviews/companies?status=1', { token: staff.admin })).json()
      .data;
    expect(certified.list).toEqual([expect.objectContaining({ id: companyIds[3], companyStatus: 1 })]);
    const bad = await c('GET', '/api/c/reviews/companies?status=7', { token: staff.reviewer });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown company and 409 for a decided one', async () => {
    for (const url of [
      '/api/c/reviews/companies/999999',
      '/api/c/reviews/companies/999999/approve',
      '/api/c/reviews/companies/999999/reject',
    ]) {
      const res = await c(url.endsWith('999999') ? 'GET' : 'POST', url, {
        token: staff.reviewer,
        payload: url.endsWith('reject') ? { reason: 'r' } : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
    const decided = await c('POST', `/api/c/reviews/companies/${companyIds[4]}/reject`, {
      token: staff.reviewer,
      payload: { reason: 'again' },
      lang: 'en',
    });
    expect(decided.json()).toMatchObject({
      error: 'REVIEW_NOT_PENDING',
      message: 'This has already been decided',
    });
    const noReason = await c('POST', `/api/c/reviews/companies/${companyIds[0]}/reject`, {
      token: staff.reviewer,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('is for reviewers and administrators: an editor gets 403, a portal token or none 401', async () => {
    const user = await t.loginAs();
    const target = companyIds[0];
    for (const [method, url] of [
      ['GET', '/api/c/reviews/companies'],
      ['GET', `/api/c/reviews/companies/${target}`],
      ['POST', `/api/c/reviews/companies/${target}/approve`],
      ['POST', `/api/c/reviews/companies/${target}/reject`],
      ['GET', '/api/c/reviews/registrations'],
      ['POST', `/api/c/reviews/registrations/${user.id}/approve`],
      ['POST', `/api/c/reviews/registrations/${user.id}/reject`],
    ] as const) {
      const payload = method === 'POST' ? { reason: 'r' } : undefined;
      const asEditor = await c(method, url, { token: staff.editor, payload, lang: 'en' });
      expect(asEditor.statusCode, url).toBe(403);
      expect(asEditor.json()).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
      const asUser = await c(method, url, { token: user.token, payload });
      expect(asUser.statusCode, url).toBe(401);
      expect((await c(method, url, { payload })).statusCode, url).toBe(401);
    }
    const row = await t.db
      .selectFrom('companies')
      .select('status')
      .where('id', '=', target ?? 0)
      .executeTakeFirst();
    expect(row?.status).toBe(0);
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });
});
