import { textOf } from '@steel-epd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from './helper.ts';
import { multipartBody } from './uploads.ts';

/**
 * Issue 9, finding 3 and the ids of finding 10: ids beyond the integer columns, loosely written
 * ids and control characters in text answered 500 on PostgreSQL (or were stored on SQLite).
 * Each is refused by the contract now: 400 in the envelope, in the caller's language, and
 * nothing is written.
 */

/** A character as a query carries it; a lone surrogate has no UTF-8, so its CESU-8 bytes go. */
const inQuery = (c: string) => {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%ED%A0%80';
  }
};
/** One past the largest id an integer column holds. */
const TOO_BIG = '2147483648';
/** Spellings JavaScript's Number() reads as 1, and a leading zero: ids are canonical decimals. */
const LOOSE_IDS = ['0x1', '1e0', '+1', '%201', '01', '1.0', '-1', '0', '1%00'];

type Who = 'anonymous' | 'user' | 'operator';
interface Case {
  who: Who;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

/**
 * Collects every answer that is not the refusal expected, so that one run lists them all:
 * 400, the envelope, VALIDATION_FAILED and the message in the caller's language.
 */
const refusals = () => {
  const wrong: string[] = [];
  return {
    check(res: LightMyRequestResponse, lang: 'zh' | 'en', messageKey: string, what: string) {
      const body = res.body.slice(0, 200);
      if (res.statusCode !== 400) return void wrong.push(`${what} -> ${res.statusCode} ${body}`);
      const json = res.json();
      const expected = {
        code: json.code,
        message: textOf(messageKey, lang),
        data: null,
        error: 'VALIDATION_FAILED',
        fields: json.fields,
      };
      if (JSON.stringify(json) !== JSON.stringify(expected) || typeof json.code !== 'number') {
        wrong.push(`${what} -> ${body}`);
      }
    },
    wrong,
  };
};

describe(`hostile values are refused by the contract (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let admin: string;
  let pendingCompany: number;
  let pendingUser: number;
  let deregisteringUser: number;

  const call = (c: Case, lang: 'zh' | 'en') =>
    t.inject({
      method: c.method,
      url: c.url,
      lang,
      ...(c.payload ? { payload: c.payload } : {}),
      ...(c.who === 'user' ? { token: user.token } : {}),
      ...(c.who === 'operator' ? { headers: { authorization: `Bearer ${admin}` } } : {}),
    });

  /** What a refused request could have changed: the rows these cases aim at. */
  const snapshot = async () => ({
    users: await t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    companies: await t.db.selectFrom('companies').selectAll().orderBy('id').execute(),
    messages: await t.db.selectFrom('messages').selectAll().orderBy('id').execute(),
    attachments: await t.db.selectFrom('attachments').selectAll().orderBy('id').execute(),
    operators: await t.db.selectFrom('operators').select(['id', 'role', 'disabled']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: 'Hostile Steel Co', status: 1 } });
    admin = (await t.loginAsOperator('administrator')).token;
    pendingCompany = (await t.loginAs({ company: { name: 'Pending Steel Co', status: 0 } })).companyId ?? 0;
    pendingUser = (await t.loginAs()).id;
    await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', pendingUser).execute();
    deregisteringUser = (await t.loginAs()).id;
    await t.db
      .updateTable('users')
      .set({ user_status: 0, logoff_requested_at: new Date().toISOString() })
      .where('id', '=', deregisteringUser)
      .execute();
  });
  afterAll(() => t.close());

  /** Every route that takes an id, with `{id}` where the id goes. */
  const idCases = (): Case[] => [
    { who: 'anonymous', method: 'GET', url: '/api/n/attachment/online/{id}' },
    { who: 'user', method: 'GET', url: '/api/p/attachment/download/{id}' },
    {
      who: 'anonymous',
      method: 'GET',
      url: `/api/n/attachment/download/token/{id}?Authorization=${user.token}`,
    },
    { who: 'user', method: 'POST', url: '/api/p/epd/inner/read', payload: { id: '{id}' } },
    { who: 'user', method: 'POST', url: '/api/p/epd/inner/readAll', payload: { id: '{id}' } },
    {
      who: 'user',
      method: 'POST',
      url: '/api/p/user/name/update',
      payload: { userName: '张三', professionId: '{id}' },
    },
    { who: 'user', method: 'GET', url: '/api/p/portal/company/user/{id}' },
    { who: 'user', method: 'GET', url: '/api/p/portal/user/detail/{id}' },
    {
      who: 'user',
      method: 'POST',
      url: '/api/p/company/updateMail',
      payload: { companyEmail: 'info@steel.cn', id: '{id}' },
    },
    { who: 'operator', method: 'GET', url: '/api/c/attachments/{id}' },
    { who: 'operator', method: 'POST', url: '/api/c/operators/{id}/role', payload: { role: 'editor' } },
    { who: 'operator', method: 'POST', url: '/api/c/operators/{id}/disable' },
    { who: 'operator', method: 'POST', url: '/api/c/operators/{id}/enable' },
    {
      who: 'operator',
      method: 'POST',
      url: '/api/c/operators/{id}/password',
      payload: { password: 'Abcdefg12' },
    },
    { who: 'operator', method: 'GET', url: '/api/c/audit-log?operatorId={id}' },
    { who: 'operator', method: 'POST', url: '/api/c/deregistrations/{id}/approve' },
    { who: 'operator', method: 'POST', url: '/api/c/deregistrations/{id}/refuse', payload: { reason: 'no' } },
    { who: 'operator', method: 'GET', url: '/api/c/reviews/companies/{id}' },
    { who: 'operator', method: 'POST', url: '/api/c/reviews/companies/{id}/approve' },
    {
      who: 'operator',
      method: 'POST',
      url: '/api/c/reviews/companies/{id}/reject',
      payload: { reason: 'no' },
    },
    { who: 'operator', method: 'POST', url: '/api/c/reviews/registrations/{id}/approve' },
    {
      who: 'operator',
      method: 'POST',
      url: '/api/c/reviews/registrations/{id}/reject',
      payload: { reason: 'no' },
    },
    { who: 'operator', method: 'POST', url: '/api/c/users/{id}/disable' },
    { who: 'operator', method: 'POST', url: '/api/c/users/{id}/enable' },
  ];

  /** The case with its id: as URL text in a path or query, as the value itself in a body. */
  const withId = (c: Case, id: string | number): Case => {
    const inBody = c.payload && Object.values(c.payload).includes('{id}');
    const value = typeof id === 'string' && inBody ? decodeURIComponent(id) : id;
    const payload = c.payload
      ? Object.fromEntries(Object.entries(c.payload).map(([k, v]) => [k, v === '{id}' ? value : v]))
      : undefined;
    return { ...c, url: c.url.replace('{id}', String(id)), ...(payload ? { payload } : {}) };
  };

  it('refuses an id beyond the integer columns, as text and as a JSON number, with 400', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const c of idCases()) {
      const ids: (string | number)[] = [TOO_BIG];
      if (c.payload) ids.push(Number(TOO_BIG), 2 ** 53, 1.5, -1, 0);
      for (const id of ids) {
        const one = withId(c, id);
        r.check(await call(one, 'en'), 'en', 'validation.invalid', `${one.method} ${one.url} ${id}`);
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('takes ids as canonical decimals only: 0x1, 1e0, +1, " 1", 01 are not the id 1', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const c of idCases()) {
      for (const id of LOOSE_IDS) {
        const one = withId(c, id);
        r.check(await call(one, 'zh'), 'zh', 'validation.invalid', `${one.method} ${one.url}`);
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  /** A text field with a NUL in it, and the message its refusal shows. */
  const textCases = (nul: string): (Case & { key?: string })[] => [
    {
      who: 'anonymous',
      method: 'POST',
      url: '/api/c/auth/login',
      payload: { username: `ad${nul}min`, password: 'x' },
    },
    {
      who: 'anonymous',
      method: 'POST',
      url: '/api/c/auth/login',
      payload: { username: 'root', password: `Root${nul}1` },
    },
    {
      who: 'anonymous',
      method: 'POST',
      url: '/api/n/captcha/get',
      payload: { captchaType: 'blockPuzzle', clientUid: `uid${nul}1` },
    },
    {
      who: 'anonymous',
      method: 'POST',
      url: '/api/n/dict/getItemDetail',
      payload: { typeCode: 'COMPANY_TYPE', itemCode: `1${nul}` },
    },
    { who: 'user', method: 'POST', url: '/api/p/user/updateUserName', payload: { userName: `张${nul}三` } },
    {
      who: 'user',
      method: 'POST',
      url: '/api/p/user/name/update',
      payload: { userName: `张${nul}三`, companyType: '1', contacts: '李四' },
    },
    ...['contacts', 'department', 'job', 'demand', 'otherChannel', 'companyType'].map(
      (field): Case => ({
        who: 'user',
        method: 'POST',
        url: '/api/p/user/name/update',
        payload: { userName: '张三', companyType: '1', contacts: '李四', [field]: `x${nul}y` },
      }),
    ),
    {
      who: 'user',
      method: 'POST',
      url: '/api/p/user/name/update',
      payload: { userName: '张三', professionId: 1, otherProfession: `x${nul}y` },
    },
    { who: 'user', method: 'POST', url: '/api/p/user/modify', payload: { companyName: `宝武${nul}钢铁` } },
    {
      who: 'anonymous',
      method: 'POST',
      url: '/api/n/user/register/uc',
      payload: {
        userAccount: '13900001111',
        verify: '123456',
        companyName: `宝武${nul}钢铁`,
        industryCategory: '1',
        companyForm: '1',
      },
    },
    {
      who: 'user',
      method: 'POST',
      url: '/api/p/company/insert/uc',
      payload: {
        companyCreditCode: '91310000MA1FL00001',
        companyName: '上海钢铁有限公司',
        companyEmail: 'info@steel.cn',
        attachmentId: '1,2',
        companyAddress: `上海${nul}浦东`,
        corporation: '王五',
        companyContacts: '赵六',
        companyContactPhone: '13912345678',
        companyZipCode: '200120',
      },
    },
    {
      who: 'operator',
      method: 'POST',
      url: `/api/c/reviews/companies/${pendingCompany}/reject`,
      payload: { reason: `模糊${nul}不清` },
    },
    {
      who: 'operator',
      method: 'POST',
      url: `/api/c/reviews/registrations/${pendingUser}/reject`,
      payload: { reason: `模糊${nul}不清` },
    },
    {
      who: 'operator',
      method: 'POST',
      url: `/api/c/deregistrations/${deregisteringUser}/refuse`,
      payload: { reason: `合同${nul}未结` },
    },
    { who: 'operator', method: 'GET', url: `/api/c/users?keyword=x${inQuery(nul)}y` },
    { who: 'operator', method: 'GET', url: `/api/c/outbox?to=x${inQuery(nul)}y` },
    {
      who: 'operator',
      method: 'POST',
      url: '/api/c/operators',
      payload: { username: 'new.one', displayName: `新${nul}人`, role: 'editor', password: 'Abcdefg12' },
    },
  ];

  it('refuses a NUL in any text field with 400 in the caller’s language', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const lang of ['zh', 'en'] as const) {
      for (const c of textCases('\u0000')) {
        r.check(
          await call(c, lang),
          lang,
          'validation.textChars',
          `${c.method} ${c.url} ${JSON.stringify(c.payload)}`,
        );
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses other controls, lone surrogates, bidi overrides and broken UTF-8 in names', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const bad of [
      '\u0001',
      '\u001b',
      '\u007f',
      '\u0085',
      '\t',
      '\n',
      '\ud800',
      '\udc00',
      '\u202e',
      '\u2066',
      '\ufffd',
    ]) {
      for (const c of textCases(bad).slice(4, 7)) {
        r.check(await call(c, 'en'), 'en', 'validation.textChars', `${c.url} ${JSON.stringify(bad)}`);
      }
    }
    // Bytes that are not UTF-8 arrive as U+FFFD, which is refused like the rest.
    const raw = await t.inject({
      method: 'POST',
      url: '/api/p/user/updateUserName',
      token: user.token,
      lang: 'en',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"userName":"ab'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    r.check(raw, 'en', 'validation.textChars', 'invalid UTF-8');
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps tabs and line breaks in long text: a reject reason may have several lines', async () => {
    const res = await call(
      {
        who: 'operator',
        method: 'POST',
        url: `/api/c/reviews/companies/${pendingCompany}/reject`,
        payload: { reason: '营业执照不清晰\n\t请重新上传' },
      },
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('companies')
      .select('reason_reject')
      .where('id', '=', pendingCompany)
      .executeTakeFirstOrThrow();
    expect(row.reason_reject).toBe('营业执照不清晰\n\t请重新上传');
  });

  it('refuses a NUL in the text fields of an upload and stores nothing', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const field of ['businessVersion', 'reportType']) {
      const { payload, contentType } = await multipartBody({
        fields: { businessType: 'EPD_VERIFY', [field]: 'v1\u0000' },
        file: { name: 'report.pdf', bytes: pdfBytes() },
      });
      const res = await t.inject({
        method: 'POST',
        url: '/api/p/attachment/upload',
        token: user.token,
        lang: 'en',
        headers: { 'content-type': contentType },
        payload,
      });
      r.check(res, 'en', 'validation.textChars', field);
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
