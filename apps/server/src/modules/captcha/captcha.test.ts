import { CAPTCHA, CAPTCHA_CODES } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto.ts';
import { browserEncrypt, captchaClient } from '../../test/captcha-client.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { decodePng } from './captcha-fixtures.ts';

describe(`captcha get and check (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('issues a sliding puzzle: a 310x155 PNG, a 47x155 transparent strip, a token and a key, no secret', async () => {
    const res = await captchaClient(t).get('blockPuzzle');
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    const data = res.data!;
    expect(Object.keys(data).sort()).toEqual(
      ['jigsawImageBase64', 'originalImageBase64', 'secretKey', 'token', 'wordList'].sort(),
    );
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.wordList).toBeNull();
    expect(data.originalImageBase64).not.toMatch(/^data:/);
    const background = await decodePng(data.originalImageBase64);
    expect(background).toMatchObject({ format: 'png', width: CAPTCHA.width, height: CAPTCHA.height });
    const strip = await decodePng(data.jigsawImageBase64!);
    expect(strip).toMatchObject({ format: 'png', width: CAPTCHA.pieceWidth, height: CAPTCHA.height });
    // Transparent around the piece, opaque inside it.
    expect(strip).toMatchObject({ hasAlpha: true, alphaMin: 0, alphaMax: 255 });
  });

  it('draws a different picture each time', async () => {
    const c = captchaClient(t);
    const [a, b] = [await c.challenge('blockPuzzle'), await c.challenge('blockPuzzle')];
    expect(a.originalImageBase64).not.toBe(b.originalImageBase64);
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
  });

  it('passes a slide within 5 px and leaves a verification that works once', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const { text, pointJson } = c.answer(challenge, { x: x! + 4.6, y: 5 });
    const res = await c.check('blockPuzzle', challenge.token, pointJson);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ result: true, token: challenge.token });

    // The client computes the verification itself, as AJ-Captcha's clients do.
    const verification = browserEncrypt(`${challenge.token}---${text}`, challenge.secretKey);
    expect(await t.app.services.captcha.consumeVerification(verification)).toBe(true);
    expect(await t.app.services.captcha.consumeVerification(verification)).toBe(false);
    expect(await t.app.services.captcha.consumeVerification('not-a-verification')).toBe(false);
  });

  it('refuses a slide 6 px off (6111), and then the token is spent (6110)', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const wrong = await c.check(
      'blockPuzzle',
      challenge.token,
      c.answer(challenge, { x: x! - 6, y: 5 }).pointJson,
    );
    expect(wrong.status).toBe(400);
    expect(wrong).toMatchObject({ code: CAPTCHA_CODES.wrongPosition, data: null });
    expect(wrong.repMsg).toBe(wrong.message);

    const right = await c.check('blockPuzzle', challenge.token, c.answer(challenge, { x, y: 5 }).pointJson);
    expect(right).toMatchObject({ code: CAPTCHA_CODES.expired });
    expect(right.repMsg).toBe(right.message);
  });

  it('refuses a passed token the second time', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const { pointJson } = c.answer(challenge, { x, y: 5 });
    expect((await c.check('blockPuzzle', challenge.token, pointJson)).status).toBe(200);
    const again = await c.check('blockPuzzle', challenge.token, pointJson);
    expect(again.status).toBe(400);
    expect(again.code).toBe(CAPTCHA_CODES.expired);
  });

  it('refuses an expired token and an unknown one', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    await t.db
      .updateTable('captcha_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(challenge.token))
      .execute();
    const res = await c.check('blockPuzzle', challenge.token, c.answer(challenge, { x, y: 5 }).pointJson);
    expect(res.code).toBe(CAPTCHA_CODES.expired);
    const unknown = await c.check('blockPuzzle', 'no-such-token', c.answer(challenge, { x, y: 5 }).pointJson);
    expect(unknown.code).toBe(CAPTCHA_CODES.expired);
  });

  it('issues click-word: 3 distinct CJK characters on a 310x155 PNG, no strip', async () => {
    const challenge = await captchaClient(t).challenge('clickWord');
    expect(challenge.jigsawImageBase64).toBeNull();
    expect(challenge.wordList).toHaveLength(CAPTCHA.clickPoints);
    expect(new Set(challenge.wordList).size).toBe(CAPTCHA.clickPoints);
    for (const word of challenge.wordList ?? []) expect(word).toMatch(/^\p{Script=Han}$/u);
    const image = await decodePng(challenge.originalImageBase64);
    expect(image).toMatchObject({ format: 'png', width: CAPTCHA.width, height: CAPTCHA.height });
  });

  it('passes click-word clicks in order, within 25 px, and refuses them out of order', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('clickWord');
    const { points } = await c.secret(challenge.token);
    expect(points).toHaveLength(3);
    const near = points!.map((p, i) => ({ x: p.x + (i === 0 ? 24 : -20), y: p.y - 24.5 }));
    const { text, pointJson } = c.answer(challenge, near);
    const res = await c.check('clickWord', challenge.token, pointJson);
    expect(res).toEqual({
      code: 1,
      message: expect.any(String),
      data: { result: true, token: challenge.token },
    });
    const verification = browserEncrypt(`${challenge.token}---${text}`, challenge.secretKey);
    expect(await t.app.services.captcha.consumeVerification(verification)).toBe(true);

    const other = await c.challenge('clickWord');
    const secret = (await c.secret(other.token)).points!;
    const swapped = [secret[1], secret[0], secret[2]];
    const wrong = await c.check('clickWord', other.token, c.answer(other, swapped).pointJson);
    expect(wrong.status).toBe(400);
    expect(wrong.code).toBe(CAPTCHA_CODES.wrongPosition);
  });

  it('lets only one of two concurrent consumers use a verification', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const { text, pointJson } = c.answer(challenge, { x, y: 5 });
    expect((await c.check('blockPuzzle', challenge.token, pointJson)).status).toBe(200);
    const verification = browserEncrypt(`${challenge.token}---${text}`, challenge.secretKey);
    const results = await Promise.all([
      t.app.services.captcha.consumeVerification(verification),
      t.app.services.captcha.consumeVerification(verification),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets only one of two concurrent checks of one token through', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const { pointJson } = c.answer(challenge, { x, y: 5 });
    const answers = await Promise.all([
      c.check('blockPuzzle', challenge.token, pointJson),
      c.check('blockPuzzle', challenge.token, pointJson),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('does not accept a verification that has expired', async () => {
    const c = captchaClient(t);
    const challenge = await c.challenge('blockPuzzle');
    const { x } = await c.secret(challenge.token);
    const { text, pointJson } = c.answer(challenge, { x, y: 5 });
    await c.check('blockPuzzle', challenge.token, pointJson);
    const verification = browserEncrypt(`${challenge.token}---${text}`, challenge.secretKey);
    await t.db
      .updateTable('captcha_verifications')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('verification_hash', '=', sha256(verification))
      .execute();
    expect(await t.app.services.captcha.consumeVerification(verification)).toBe(false);
  });

  it('sweeps expired challenges and verifications when issuing new ones', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('captcha_challenges')
      .values({
        token_hash: 'stale',
        captcha_type: 'blockPuzzle',
        secret_key: 'abcdefghijklmnop',
        answer: '{"x":100,"y":5}',
        client_uid: null,
        client_ip: null,
        created_at: past,
        expires_at: past,
      })
      .execute();
    await t.db
      .insertInto('captcha_verifications')
      .values({ verification_hash: 'stale', created_at: past, expires_at: past })
      .execute();
    await captchaClient(t).challenge('blockPuzzle');
    const left = await t.db
      .selectFrom('captcha_challenges')
      .select('token_hash')
      .where('token_hash', '=', 'stale')
      .execute();
    expect(left).toHaveLength(0);
    const verifications = await t.db
      .selectFrom('captcha_verifications')
      .selectAll()
      .where('verification_hash', '=', 'stale')
      .execute();
    expect(verifications).toHaveLength(0);
  });
});
