import { CAPTCHA_CODES, captchaRoutes, captchaTestRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEncrypt, captchaClient } from '../../test/captcha-client.ts';
import { buildTestApp, engineName, invalid, type TestApp } from '../../test/helper.ts';
import { CAPTCHA_LIMITS, captchaLimitKeys } from './captcha.service.ts';

describe(`captcha limits, malformed answers and the test seam (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses an unknown captcha type with a 400', async () => {
    const res = await captchaClient(t).get(invalid('rotatePuzzle'));
    expect(res.status).toBe(400);
    expect(res.data).toBeNull();
  });

  it('answers malformed pointJson with 400 and 6111, never a 500', async () => {
    const c = captchaClient(t);
    const garbage: Array<(key: string) => string> = [
      () => '%%% not base64 %%%',
      () => 'QUJD', // base64, but not whole AES blocks
      () => browserEncrypt('{"x":100,"y":5}', 'ZZZZZZZZZZZZZZZZ'), // another key
      (key) => browserEncrypt('this is not json', key),
      (key) => browserEncrypt('{"x":"100","y":5}', key),
      (key) => browserEncrypt('[{"x":1,"y":2}]', key),
      (key) => browserEncrypt('null', key),
    ];
    for (const [i, make] of garbage.entries()) {
      // A fresh client every few answers: the lock after repeated failures is tested on its own.
      const client = i % 3 === 0 ? captchaClient(t) : c;
      const challenge = await client.challenge('blockPuzzle');
      const res = await client.check('blockPuzzle', challenge.token, make(challenge.secretKey));
      expect(res.status, `answer ${i}`).toBe(400);
      expect(res.code, `answer ${i}`).toBe(CAPTCHA_CODES.wrongPosition);
    }
    const clicks = captchaClient(t);
    const word = await clicks.challenge('clickWord');
    const twoPoints = clicks.answer(word, [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]).pointJson;
    const res = await clicks.check('clickWord', word.token, twoPoints);
    expect(res.status).toBe(400);
    expect(res.code).toBe(CAPTCHA_CODES.wrongPosition);
  });

  it('refuses a token checked as the other type', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const res = await c.check('clickWord', challenge.token, c.answer(challenge, { x, y: 5 }).pointJson);
    expect(res.code).toBe(CAPTCHA_CODES.wrongPosition);
  });

  it('refuses the 21st get of a client in a minute with 6201, and counts by address too', async () => {
    const c = captchaClient(t);
    for (let i = 0; i < CAPTCHA_LIMITS.getsPerWindow; i += 1) {
      expect((await c.get(i % 2 ? 'clickWord' : 'blockPuzzle')).status).toBe(200);
    }
    const refused = await c.get('blockPuzzle', 'en');
    expect(refused.status).toBe(429);
    expect(refused).toMatchObject({ code: CAPTCHA_CODES.tooManyGets, data: null });
    expect(refused.repMsg).toBe(refused.message);
    expect(refused.message).toBe('Too many checks requested, please wait');

    // A new clientUid from the same address is refused as well.
    const sameAddress = await t.call(
      captchaRoutes.captchaGet,
      { body: { captchaType: 'blockPuzzle', clientUid: 'someone-else' } },
      { ip: c.ip },
    );
    expect(sameAddress.code).toBe(CAPTCHA_CODES.tooManyGets);
  });

  it('locks a client after 5 failed checks (6202) for gets and checks alike', async () => {
    const c = captchaClient(t);
    const pending = await c.challenge('blockPuzzle');
    for (let i = 0; i < CAPTCHA_LIMITS.failuresToLock; i += 1) {
      const challenge = await c.challenge('blockPuzzle');
      const { x } = await c.secret(challenge.token);
      const res = await c.check(
        'blockPuzzle',
        challenge.token,
        c.answer(challenge, { x: x! + 30, y: 5 }).pointJson,
      );
      expect(res.code).toBe(CAPTCHA_CODES.wrongPosition);
    }
    const get = await c.get('blockPuzzle', 'zh');
    expect(get.status).toBe(429);
    expect(get).toMatchObject({ code: CAPTCHA_CODES.locked, message: '验证失败次数过多，请稍后再试' });
    expect(get.repMsg).toBe(get.message);
    const { x } = await c.secret(pending.token);
    const check = await c.check('blockPuzzle', pending.token, c.answer(pending, { x, y: 5 }).pointJson);
    expect(check.code).toBe(CAPTCHA_CODES.locked);

    // The lock is over once its time has passed.
    await t.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'in', [`uid:${c.uid}`, `ip:${c.ip}`].map(captchaLimitKeys.lock))
      .execute();
    expect((await c.get('blockPuzzle')).status).toBe(200);
  });

  it('answers in the caller language, with repMsg beside message', async () => {
    const c = captchaClient(t);
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const challenge = await c.challenge('blockPuzzle');
      const res = await c.check('blockPuzzle', challenge.token, 'AAAA', lang);
      expect(res.repMsg).toBe(res.message);
      texts[lang] = res.message;
    }
    expect(texts).toEqual({ en: 'That was not right, please try again', zh: '验证失败，请重试' });
    const expired = await c.check('blockPuzzle', 'gone', 'AAAA', 'en');
    expect(expired).toMatchObject({
      message: 'The check has expired, please try again',
      repMsg: 'The check has expired, please try again',
    });
  });

  it('answers the secret through the test seam in test mode, not in the API reference', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const secret = await c.secret(challenge.token);
    expect(secret).toEqual({ captchaType: 'blockPuzzle', x: expect.any(Number), y: 5, points: null });
    const bare = await t.call(
      captchaTestRoutes.captchaTestAnswer,
      { params: { token: challenge.token } },
      { bare: true },
    );
    expect(bare.data).toEqual(secret);
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.some((p) => p.includes('test-answer'))).toBe(false);
    expect(paths).toContain('/api/n/captcha/get');
  });
});

describe(`the captcha test seam outside test mode (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_MODE: 'production', PUBLIC_BASE_URL: 'https://epd.example.org' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const challenge = await captchaClient(t).challenge('blockPuzzle');
    for (const bare of [false, true]) {
      const res = await t.call(
        captchaTestRoutes.captchaTestAnswer,
        { params: { token: challenge.token } },
        { bare },
      );
      expect(res.status).toBe(404);
    }
  });
});

/** Issue 28: behind a proxy (TRUST_PROXY=1) a client cannot choose the address its limits count by. */
describe(`the client address behind one trusted proxy (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const get = (forwardedFor: string, clientUid: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/n/captcha/get',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { captchaType: 'blockPuzzle', clientUid },
    });

  it('counts by the address the proxy appended, whatever the client put left of it', async () => {
    expect(captchaRoutes.captchaGet.path).toBe('/n/captcha/get');
    for (let n = 0; n < CAPTCHA_LIMITS.getsPerWindow; n++) {
      const res = await get(`10.9.${n}.1, 198.51.100.4`, `uid-${n}`);
      expect(res.statusCode, `get ${n}`).toBe(200);
    }
    // A new claimed address and a new client id: still the same client, still refused.
    const refused = await get('10.9.250.1, 198.51.100.4', 'uid-new');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(CAPTCHA_CODES.tooManyGets);
    // Another client behind the same proxy is not held back by the first.
    expect((await get('198.51.100.5', 'uid-other')).statusCode).toBe(200);
  });
});
