import { agreementRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallInput, engineName, invalid, type TestApp } from '../../test/helper.ts';

type Lang = 'zh' | 'en';

describe(`the agreement versions (${engineName})`, () => {
  let t: TestApp;
  /** Ids of the versions this file adds beside the seeded 1.0 and 1.1, by `${type} ${lang} ${version}`. */
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`no version ${key}`);
    return id;
  };

  const add = async (
    type: string,
    lang: Lang,
    version: string,
    publishTime: string,
    failureTime?: string,
  ) => {
    const { id } = await t.db
      .insertInto('agreements')
      .values({
        agreement_type: type,
        lang,
        version,
        content: `<p>${type} ${lang} ${version}</p>`,
        publish_time: publishTime,
        failure_time: failureTime ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(`${type} ${lang} ${version}`, id);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const { id, agreement_type, lang, version } of await t.db
      .selectFrom('agreements')
      .select(['id', 'agreement_type', 'lang', 'version'])
      .execute()) {
      ids.set(`${agreement_type} ${lang} ${version}`, id);
    }
    // Chinese registration agreement: 0.1 to 0.11 in 2025, one a month, before the seeded 1.0 and 1.1.
    for (let month = 1; month <= 11; month += 1) {
      const day = `2025-${String(month).padStart(2, '0')}-01T00:00:00.000Z`;
      const next = `2025-${String(month + 1).padStart(2, '0')}-01T00:00:00.000Z`;
      await add('REGISTRATION', 'zh', `0.${month}`, day, next);
    }
    await add('REGISTRATION', 'en', '0.9', '2025-09-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z');
    // Published in Chinese, but its English text only later: the English reader gets the Chinese one.
    await add('REGISTRATION', 'en', '0.7', '2999-01-01T00:00:00.000Z');
    // Versions still to come are not public, in either language.
    await add('REGISTRATION', 'zh', '9.0', '2999-01-01T00:00:00.000Z');
    await add('REGISTRATION', 'en', '9.0', '2999-01-01T00:00:00.000Z');
  });
  afterAll(() => t.close());

  const { agreementList, agreementDetails } = agreementRoutes;
  /** The list and one version, asked in Chinese; any answer but a success fails with its text. */
  const list = (body: CallInput<typeof agreementList>['body']) =>
    t.data(agreementList, { body }, { lang: 'zh' });
  const details = (body: CallInput<typeof agreementDetails>['body']) =>
    t.data(agreementDetails, { body }, { lang: 'zh' });
  const versionsOf = (list: { agreementVersion: string }[]) => list.map((a) => a.agreementVersion);

  it('lists the published versions of an agreement newest first, 10 a page, with the totals', async () => {
    const first = await list({ agreementType: 'REGISTRATION', i18n: 'zh-CN', pageNum: 1 });
    expect(first).toMatchObject({ totals: 13, pageSize: 10, pageNum: 1 });
    expect(versionsOf(first.list)).toEqual([
      '1.1',
      '1.0',
      '0.11',
      '0.10',
      '0.9',
      '0.8',
      '0.7',
      '0.6',
      '0.5',
      '0.4',
    ]);
    expect(first.list[2]).toEqual({
      id: idOf('REGISTRATION zh 0.11'),
      agreementType: 'REGISTRATION',
      agreementVersion: '0.11',
      agreementContent: '<p>REGISTRATION zh 0.11</p>',
      publishTime: '2025-11-01T00:00:00.000Z',
      failureTime: '2025-12-01T00:00:00.000Z',
    });
    expect(first.list[0]?.agreementContent).toContain('用户服务协议');

    const second = await list({
      agreementType: 'REGISTRATION',
      i18n: 'zh-CN',
      pageNum: 2,
      pageSize: 10,
    });
    expect(second).toMatchObject({ totals: 13, pageSize: 10, pageNum: 2 });
    expect(versionsOf(second.list)).toEqual(['0.3', '0.2', '0.1']);

    const beyond = await list({ agreementType: 'REGISTRATION', i18n: 'zh-CN', pageNum: 3 });
    expect(beyond).toEqual({ list: [], totals: 13, pageSize: 10, pageNum: 3 });

    const small = await list({ agreementType: 'REGISTRATION', pageNum: 5, pageSize: 3 });
    expect(versionsOf(small.list)).toEqual(['0.1']);
  });

  it('lists the versions of the asked language and agreement only', async () => {
    const en = await list({ agreementType: 'REGISTRATION', i18n: 'en' });
    expect(versionsOf(en.list)).toEqual(['1.1', '1.0', '0.9']);
    expect(en.totals).toBe(3);
    expect(en.list[0]?.agreementContent).toContain('User Agreement');

    const privacy = await list({ agreementType: 'PRIVACY', i18n: 'zh-CN' });
    expect(privacy).toMatchObject({ totals: 2, pageSize: 10, pageNum: 1 });
    expect(versionsOf(privacy.list)).toEqual(['1.1', '1.0']);
    expect(privacy.list[0]).toMatchObject({
      id: idOf('PRIVACY zh 1.1'),
      agreementType: 'PRIVACY',
      agreementVersion: '1.1',
      failureTime: null,
    });
    // 1.1 added the contact clause that 1.0 did not have.
    expect(privacy.list[0]?.agreementContent).toContain('联系我们');
    expect(privacy.list[1]?.agreementContent).not.toContain('联系我们');
    expect(privacy.list[0]?.agreementContent).toContain('隐私政策');
  });

  it('shows one version by id, in the asked language when that version has a text in it', async () => {
    const zh = await details({ id: idOf('REGISTRATION zh 0.9'), i18n: 'zh-CN' });
    expect(zh).toMatchObject({ id: idOf('REGISTRATION zh 0.9'), agreementVersion: '0.9' });
    expect(zh.agreementContent).toBe('<p>REGISTRATION zh 0.9</p>');

    // The Chinese id read in English: the English text of the same version.
    const en = await details({ id: idOf('REGISTRATION zh 0.9'), i18n: 'en' });
    expect(en).toEqual({
      id: idOf('REGISTRATION en 0.9'),
      agreementType: 'REGISTRATION',
      agreementVersion: '0.9',
      agreementContent: '<p>REGISTRATION en 0.9</p>',
      publishTime: '2025-09-01T00:00:00.000Z',
      failureTime: '2025-10-01T00:00:00.000Z',
    });
    const back = await details({ id: idOf('PRIVACY en 1.0'), i18n: 'zh-CN' });
    expect(back).toMatchObject({ id: idOf('PRIVACY zh 1.0'), agreementType: 'PRIVACY' });
    expect(back.agreementContent).toContain('隐私政策');

    // No English text of 0.5, and the one of 0.7 is still to come: the Chinese text itself.
    for (const version of ['0.5', '0.7']) {
      const only = await details({ id: idOf(`REGISTRATION zh ${version}`), i18n: 'en' });
      expect(only).toMatchObject({
        id: idOf(`REGISTRATION zh ${version}`),
        agreementContent: `<p>REGISTRATION zh ${version}</p>`,
      });
    }
    // The spec's portal passes the query's Id as it is, a string of digits.
    const fromQuery = await details({ id: String(idOf('REGISTRATION zh 0.1')) });
    expect(fromQuery.agreementVersion).toBe('0.1');
  });

  it('answers NOT_FOUND for an unknown id and for a version still to come', async () => {
    const unknown = [2_147_483_647, 999_999];
    const future = [idOf('REGISTRATION zh 9.0'), idOf('REGISTRATION en 9.0'), idOf('REGISTRATION en 0.7')];
    for (const id of [...unknown, ...future]) {
      for (const i18n of ['zh-CN', 'en'] as const) {
        const res = await t.call(agreementDetails, { body: { id, i18n } }, { lang: 'en' });
        expect(res.status, `${id} ${i18n}`).toBe(404);
        expect(res).toMatchObject({
          code: 404,
          data: null,
          error: 'NOT_FOUND',
          message: 'The requested resource does not exist',
        });
      }
    }
  });

  it('refuses hostile values with a validation envelope, never a server error', async () => {
    const refused: [typeof agreementDetails | typeof agreementList, unknown][] = [
      [agreementDetails, { id: 0 }],
      [agreementDetails, { id: -1 }],
      [agreementDetails, { id: 2_147_483_648 }],
      [agreementDetails, { id: 1e300 }],
      [agreementDetails, { id: 1.5 }],
      [agreementDetails, { id: 'abc' }],
      [agreementDetails, { id: '1 or 1=1' }],
      [agreementDetails, { id: "1'; drop table agreements; --" }],
      [agreementDetails, { id: '' }],
      [agreementDetails, { id: {} }],
      [agreementDetails, {}],
      [agreementDetails, { id: 1, i18n: 'fr' }],
      [agreementDetails, [1, 2]],
      [agreementDetails, null],
      [agreementList, {}],
      [agreementList, { agreementType: 'OTHER' }],
      [agreementList, { agreementType: "REGISTRATION' --" }],
      [agreementList, { agreementType: 'REGISTRATION', i18n: 'zh' }],
      [agreementList, { agreementType: 'REGISTRATION', pageNum: 0 }],
      [agreementList, { agreementType: 'REGISTRATION', pageNum: 100_001 }],
      [agreementList, { agreementType: 'REGISTRATION', pageNum: 'x' }],
      [agreementList, { agreementType: 'REGISTRATION', pageSize: 0 }],
      [agreementList, { agreementType: 'REGISTRATION', pageSize: 51 }],
      [agreementList, { agreementType: 'REGISTRATION', pageSize: 2_147_483_648 }],
    ];
    for (const [route, payload] of refused) {
      const res = await t.call(route, { body: invalid(payload) }, { lang: 'en' });
      const label = `${route.path} ${JSON.stringify(payload)}`;
      expect(res.status, label).toBe(400);
      expect(res, label).toMatchObject({ code: 400, data: null, error: 'VALIDATION_FAILED' });
    }
    // Nothing changed.
    expect((await list({ agreementType: 'REGISTRATION' })).totals).toBe(13);
  });

  it('answers at the spec path without /api as well', async () => {
    const res = await t.call(
      agreementDetails,
      { body: { id: idOf('PRIVACY en 1.0'), i18n: 'en' } },
      { bare: true },
    );
    expect(res.status, res.body).toBe(200);
    expect(res.data?.agreementContent).toContain('Privacy Policy');
  });
});
