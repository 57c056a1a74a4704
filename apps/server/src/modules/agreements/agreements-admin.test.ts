import { agreementRoutes, consoleNewsRoutes as c, type TAgreementForm } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOf } from '../../test/clock.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';

const MIN = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe(`the agreements editor (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let user: TestUser;

  const form = (extra: Partial<TAgreementForm> = {}): TAgreementForm => ({
    agreementType: 'PRIVACY',
    lang: 'zh',
    version: '2.0',
    content: '<h2>隐私政策 2.0</h2><p>新版本。</p>',
    publishTime: at(60 * MIN),
    ...extra,
  });
  const now = (agreementType: 'PRIVACY' | 'REGISTRATION', i18n: 'zh-CN' | 'en') =>
    t.data(agreementRoutes.agreementNow, { body: { agreementType, i18n } });

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    user = await t.loginAs();
  });
  afterAll(() => t.close());

  it('lists every seeded version with its state: two of each agreement in each language', async () => {
    const all = await t.data(c.agreementAdminList, { query: {} }, { as: editor });
    expect(all.map((a) => `${a.agreementType} ${a.lang} ${a.version} ${a.state}`)).toEqual([
      'PRIVACY en 1.1 inForce',
      'PRIVACY en 1.0 superseded',
      'PRIVACY zh 1.1 inForce',
      'PRIVACY zh 1.0 superseded',
      'REGISTRATION en 1.1 inForce',
      'REGISTRATION en 1.0 superseded',
      'REGISTRATION zh 1.1 inForce',
      'REGISTRATION zh 1.0 superseded',
    ]);
    const en = await t.data(
      c.agreementAdminList,
      { query: { agreementType: 'PRIVACY', lang: 'en' } },
      { as: editor },
    );
    expect(en.map((a) => a.version)).toEqual(['1.1', '1.0']);
  });

  it('schedules a new version, which may be changed until its publish time and then is in force in its language only', async () => {
    const { id } = await t.data(
      c.agreementCreate,
      { body: form({ content: '<p>v2<script>alert(1)</script></p>' }) },
      { as: editor },
    );
    const row = await t.db
      .selectFrom('agreements')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>v2</p>');
    const listed = await t.data(
      c.agreementAdminList,
      { query: { agreementType: 'PRIVACY', lang: 'zh' } },
      { as: editor },
    );
    expect(listed[0]).toMatchObject({ id, version: '2.0', state: 'scheduled' });
    // Not public yet.
    expect((await now('PRIVACY', 'zh-CN')).agreementVersion).toBe('1.1');

    await t.data(
      c.agreementUpdate,
      { params: { id }, body: form({ version: '2.0', content: '<p>隐私政策 2.0 定稿</p>' }) },
      { as: editor },
    );

    // Two hours later: 2.0 is in force in Chinese; English still has 1.1.
    await asOf(at(120 * MIN), async () => {
      const zh = await now('PRIVACY', 'zh-CN');
      expect(zh).toMatchObject({ id, agreementVersion: '2.0', agreementContent: '<p>隐私政策 2.0 定稿</p>' });
      expect((await now('PRIVACY', 'en')).agreementVersion).toBe('1.1');
      const states = await t.data(
        c.agreementAdminList,
        { query: { agreementType: 'PRIVACY', lang: 'zh' } },
        { as: editor },
      );
      expect(states.map((a) => `${a.version} ${a.state}`)).toEqual([
        '2.0 inForce',
        '1.1 superseded',
        '1.0 superseded',
      ]);
      // Published: never edited again, only superseded.
      const edit = await t.call(
        c.agreementUpdate,
        { params: { id }, body: form({ publishTime: at(180 * MIN) }) },
        { as: editor, lang: 'en' },
      );
      expect(edit).toMatchObject({ status: 409, error: 'AGREEMENT_PUBLISHED' });
      expect(edit.message).toContain('publish a new version');
    });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'agreement')
        .where('target_id', '=', String(id))
        .execute(),
    ).toEqual([{ action: 'agreement.create' }, { action: 'agreement.update' }]);
  });

  it('refuses to edit a seeded (published) version', async () => {
    const seeded = await t.db
      .selectFrom('agreements')
      .select('id')
      .where('agreement_type', '=', 'REGISTRATION')
      .where('lang', '=', 'en')
      .where('version', '=', '1.1')
      .executeTakeFirstOrThrow();
    const res = await t.call(
      c.agreementUpdate,
      {
        params: { id: seeded.id },
        body: form({ agreementType: 'REGISTRATION', lang: 'en', version: '1.1' }),
      },
      { as: editor },
    );
    expect(res).toMatchObject({ status: 409, error: 'AGREEMENT_PUBLISHED' });
    const row = await t.db
      .selectFrom('agreements')
      .select('content')
      .where('id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toContain('User Agreement');
  });

  it('a failure time ends a version; the one before it is in force again', async () => {
    const { id } = await t.data(
      c.agreementCreate,
      {
        body: form({
          agreementType: 'REGISTRATION',
          lang: 'en',
          version: '3.0',
          publishTime: at(10 * MIN),
          failureTime: at(30 * MIN),
        }),
      },
      { as: editor },
    );
    await asOf(at(20 * MIN), async () => expect((await now('REGISTRATION', 'en')).id).toBe(id));
    await asOf(at(40 * MIN), async () =>
      expect((await now('REGISTRATION', 'en')).agreementVersion).toBe('1.1'),
    );
  });

  it('refuses a past publish time, a failure before publishing and a version taken', async () => {
    const past = await t.call(
      c.agreementCreate,
      { body: form({ version: '4.0', publishTime: at(-60 * MIN) }) },
      { as: editor },
    );
    expect(past).toMatchObject({ status: 400, error: 'AGREEMENT_PUBLISH_PAST' });
    // A minute ago counts as now.
    const justNow = await t.call(
      c.agreementCreate,
      { body: form({ lang: 'en', version: '4.0', publishTime: at(-MIN) }) },
      { as: editor },
    );
    expect(justNow.status, justNow.body).toBe(200);
    const failure = await t.call(
      c.agreementCreate,
      { body: form({ version: '4.1', failureTime: at(30 * MIN) }) },
      { as: editor },
    );
    expect(failure).toMatchObject({
      status: 400,
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'body.failureTime', message: '失效时间须晚于发布时间' }],
    });
    const taken = await t.call(c.agreementCreate, { body: form({ version: '1.1' }) }, { as: editor });
    expect(taken).toMatchObject({ status: 409, error: 'AGREEMENT_VERSION_TAKEN' });
    for (const bad of [
      { version: '' },
      { version: 'a b' },
      { publishTime: 'tomorrow' },
      { agreementType: 'OTHER' },
      { lang: 'fr' },
      { content: '' },
    ]) {
      const res = await t.call(
        c.agreementCreate,
        { body: { ...form({ version: '4.2' }), ...bad } as TAgreementForm },
        { as: editor },
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await t.db.selectFrom('agreements').select('id').where('version', 'in', ['4.1', '4.2']).execute(),
    ).toEqual([]);
  });

  it('is refused to reviewers and portal users', async () => {
    expect((await t.call(c.agreementAdminList, { query: {} }, { as: reviewer })).error).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect((await t.call(c.agreementCreate, { body: form({ version: '5.0' }) }, { as: user })).status).toBe(
      401,
    );
    expect(
      (
        await t.call(
          c.agreementUpdate,
          { params: { id: 1 }, body: form({ version: '5.0' }) },
          { as: reviewer },
        )
      ).error,
    ).toBe('OPERATOR_ROLE_REQUIRED');
  });
});
