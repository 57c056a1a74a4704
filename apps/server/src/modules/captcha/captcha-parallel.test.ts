import { CAPTCHA_CODES, captchaRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { CAPTCHA_LIMITS } from './captcha.service.ts';

/** The captcha limits under parallel requests (issue 9, finding 1): exactly the limit gets through. */
describe(`captcha limits under load (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (clientUid: string, ip: string) =>
    t.call(
      captchaRoutes.captchaGet,
      { body: { captchaType: 'blockPuzzle', clientUid, ts: Date.now() } },
      { ip },
    );

  it('answers exactly 20 of 60 parallel gets of one client, and stores only those challenges', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => get('parallel-one', '192.0.2.90')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAPTCHA_LIMITS.getsPerWindow);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(60 - CAPTCHA_LIMITS.getsPerWindow);
    expect(refused.every((a) => a.code === CAPTCHA_CODES.tooManyGets)).toBe(true);
    const stored = await t.db
      .selectFrom('captcha_challenges')
      .select('token_hash')
      .where('client_ip', '=', '192.0.2.90')
      .execute();
    expect(stored).toHaveLength(CAPTCHA_LIMITS.getsPerWindow);
  });

  it('counts by address too: 60 parallel gets with fresh client ids from one address answer 20', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => get(`parallel-many-${i}`, '192.0.2.91')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAPTCHA_LIMITS.getsPerWindow);
  });
});
