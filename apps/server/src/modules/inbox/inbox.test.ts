import { messageRoutes, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../../test/helper.ts';

const REFUSED = 'inbox.deregistration.refused';
const APPROVED = 'inbox.deregistration.approved';

describe(`the inbox (${engineName})`, () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    ann = await t.loginAs();
    ben = await t.loginAs();
  });
  afterAll(() => t.close());

  type Body<R extends keyof typeof messageRoutes> = RouteInput<(typeof messageRoutes)[R]>['body'];
  const countOf = (user: TestUser, body: Body<'innerCount'>) =>
    t.call(messageRoutes.innerCount, { body }, { as: user, lang: 'zh' });
  const listOf = (user: TestUser, body: Body<'innerList'>, lang: 'zh' | 'en' = 'zh') =>
    t.call(messageRoutes.innerList, { body }, { as: user, lang });
  const read = (user: TestUser, body: Body<'innerRead'>, lang: 'zh' | 'en' = 'zh') =>
    t.call(messageRoutes.innerRead, { body }, { as: user, lang });
  const readAll = (user: TestUser, body: Body<'innerReadAll'>, lang: 'zh' | 'en' = 'zh') =>
    t.call(messageRoutes.innerReadAll, { body }, { as: user, lang });
  const count = async (user: TestUser, body: Body<'innerCount'> = {}) => {
    const res = await countOf(user, body);
    expect(res.status, res.body).toBe(200);
    return res.data!;
  };
  const list = async (user: TestUser, body: Body<'innerList'>, lang: 'zh' | 'en' = 'zh') => {
    const res = await listOf(user, body, lang);
    expect(res.status, res.body).toBe(200);
    return res.data!;
  };
  const rowsOf = (userId: number) =>
    t.db.selectFrom('messages').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  /** Sends n messages to a user, the first oldest, one minute apart in 2026. */
  const sendMany = async (user: TestUser, n: number) => {
    for (let i = 0; i < n; i += 1)
      await t.app.services.inbox.send(user.id, { key: APPROVED, params: { date: `day ${i}` } });
    const rows = await rowsOf(user.id);
    for (const [i, row] of rows.entries()) {
      await t.db
        .updateTable('messages')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return rows.map((r) => r.id);
  };

  it('renders one stored message in the language of each reading, its parameters HTML-escaped', async () => {
    await t.app.services.inbox.send(ben.id, {
      key: REFUSED,
      params: { date: '2026-03-01', reason: '<script>alert("x")</script> & \'more\'' },
    });
    const [stored] = await rowsOf(ben.id);
    expect(stored).toMatchObject({ type: 1, status: 0, text_key: REFUSED, read_at: null });
    expect(JSON.parse(stored?.params ?? '')).toEqual({
      date: '2026-03-01',
      reason: '<script>alert("x")</script> & \'more\'',
    });
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;';

    const zh = await list(ben, { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' }, 'zh');
    expect(zh).toEqual({
      list: [
        {
          id: stored?.id,
          sendMsg: `您于2026-03-01提交的账号注销申请未通过审核，账号可继续使用。原因：${escaped}`,
          sendTime: stored?.created_at,
          status: 0,
          // A refused deregistration leads to the personal centre, where the user may ask again.
          link: '/user',
        },
      ],
      totals: 1,
      pageSize: 4,
      pageNum: 1,
    });
    const en = await list(ben, { pageNum: 1, pageSize: 4 }, 'en');
    expect(en.list[0]?.sendMsg).toBe(
      `Your account deregistration request of 2026-03-01 was not approved; your account stays active. Reason: ${escaped}`,
    );
    expect(en.list[0]?.sendTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('ends a sentence once when a typed reason brings its own full stop, and links where to act', async () => {
    const cai = await t.loginAs();
    await t.app.services.inbox.send(cai.id, {
      key: 'inbox.company.rejected',
      params: { companyName: '唐山钢铁', reason: '营业执照模糊。' },
    });
    await t.app.services.inbox.send(cai.id, {
      key: 'inbox.deregistration.approved',
      params: { date: '2026-03-01' },
    });
    const [closed, rejected] = (await list(cai, { pageNum: 1, pageSize: 4 }, 'en')).list;
    expect(rejected?.sendMsg).toContain('Reason: 营业执照模糊. Please correct');
    expect(rejected?.sendMsg).not.toMatch(/。\./);
    expect(rejected?.link).toBe('/enterprise');
    // The account is closed: nothing to go to.
    expect(closed?.link).toBeNull();
    const zh = (await list(cai, { pageNum: 1, pageSize: 4 }, 'zh')).list[1];
    expect(zh?.sendMsg).toContain('原因：营业执照模糊。请修改');
  });

  it('counts only the caller’s unread messages, by status and type', async () => {
    await sendMany(ann, 5);
    expect(await count(ann)).toBe(5);
    expect(await count(ann, { status: 0, type: 1 })).toBe(5);
    expect(await count(ann, { status: 1 })).toBe(0);
    expect(await count(ann, { type: 2 })).toBe(0);
    expect(await count(ben)).toBe(1);
    const bad = await countOf(ann, { status: 7 });
    expect(bad.status).toBe(400);
    expect(bad).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('pages newest first with totals; a short page is the last one', async () => {
    const ids = (await rowsOf(ann.id)).map((r) => r.id);
    const first = await list(ann, { pageNum: 1, pageSize: 4, type: 1 });
    expect(first).toMatchObject({ totals: 5, pageSize: 4, pageNum: 1 });
    expect(first.list.map((m) => m.id)).toEqual(ids.slice(1).reverse());
    expect(first.list[0]?.sendMsg).toContain('day 4');
    expect(first.list[0]?.sendTime).toBe('2026-01-01T00:04:00.000Z');
    const second = await list(ann, { pageNum: '2', pageSize: '4' });
    expect(second.list.map((m) => m.id)).toEqual([ids[0]]);
    expect((await list(ann, { pageNum: 3, pageSize: 4 })).list).toEqual([]);
    // The defaults are the portal's: page 1 of 4.
    expect(await list(ann, {})).toMatchObject({ pageNum: 1, pageSize: 4, totals: 5 });
    expect((await list(ann, { type: 2 })).totals).toBe(0);
    for (const body of [{ pageSize: 51 }, { pageSize: 0 }, { pageNum: 0 }]) {
      expect((await listOf(ann, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('marks one own message read; another user’s id is not found and stays unread', async () => {
    const [oldest, next] = await rowsOf(ann.id);
    const own = await read(ann, { id: oldest!.id });
    expect(own).toEqual({ code: 1, message: '操作成功', data: null });
    const after = await rowsOf(ann.id);
    expect(after[0]).toMatchObject({ status: 1 });
    expect(after[0]?.read_at).toMatch(/^\d{4}-/);
    expect(await count(ann)).toBe(4);

    // Reading it again keeps the first reading's time.
    await read(ann, { id: oldest!.id });
    expect((await rowsOf(ann.id))[0]?.read_at).toBe(after[0]?.read_at);

    const foreign = await read(ben, { id: next!.id }, 'en');
    expect(foreign.status).toBe(404);
    expect(foreign).toMatchObject({ error: 'NOT_FOUND', data: null });
    expect((await rowsOf(ann.id))[1]).toMatchObject({ status: 0, read_at: null });
    expect((await read(ann, { id: 999_999 })).status).toBe(404);
    expect((await read(ann, { id: 'x' })).status).toBe(400);
    // The listed status follows.
    const listed = await list(ann, { pageNum: 2, pageSize: 4 });
    expect(listed.list[0]).toMatchObject({ id: oldest?.id, status: 1 });
  });

  it('marks all the caller’s messages read, refusing another user’s id', async () => {
    const refused = await readAll(ann, { id: ben.id }, 'en');
    expect(refused.status).toBe(403);
    expect(refused).toMatchObject({ error: 'FORBIDDEN', data: null });
    expect(await count(ann)).toBe(4);
    expect(await count(ben)).toBe(1);

    expect(await readAll(ann, { id: ann.id })).toMatchObject({ code: 1, data: null });
    expect(await count(ann)).toBe(0);
    expect(await count(ann, { status: 1 })).toBe(5);
    // Ben's own message is untouched by Ann's mark-all-read.
    expect(await count(ben)).toBe(1);
    expect((await readAll(ben, {})).code).toBe(1);
    expect(await count(ben)).toBe(0);
  });

  it('is for logged-in users only', async () => {
    for (const route of Object.values(messageRoutes)) {
      // The same body for each, as an anonymous caller would send it.
      const res = await t.call(route, { body: invalid({ id: 1 }) });
      expect(res.status, route.path).toBe(401);
      expect(res).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    // The spec's path without /api answers too.
    const bare = await t.call(messageRoutes.innerCount, { body: {} }, { as: ann, bare: true });
    expect(bare).toMatchObject({ code: 1, data: 0 });
  });

  it('shows an unknown key as itself and tolerates unreadable parameters', async () => {
    const user = await t.loginAs();
    await t.app.services.inbox.send(user.id, { key: 'inbox.no.such', params: { a: '<b>' } });
    await t.db.updateTable('messages').set({ params: '{broken' }).where('user_id', '=', user.id).execute();
    await t.app.services.inbox.send(user.id, { key: APPROVED });
    const page = await list(user, {}, 'en');
    expect(page.list.map((m) => m.sendMsg).sort()).toEqual([
      'Your account deregistration request of  has been approved: the account is closed and your personal data has been erased.',
      'inbox.no.such',
    ]);
  });
});
