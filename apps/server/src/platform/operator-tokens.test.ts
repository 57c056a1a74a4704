import { attachmentRoutes, defineRoute, routeUrl } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pngBytes } from '../test/file-bytes.ts';
import { answerOf, buildTestApp, engineName, type TestApp, type TestOperator } from '../test/helper.ts';
import { upload } from '../test/uploads.ts';
import { registerRoute } from './routes.ts';

/**
 * A console call that would take the token from the query, were operators allowed to: the
 * contract has none (tokenInQuery is for portal users' plain download links), so the test makes
 * one to show that the registration reads an operator's token from the header only.
 */
const whoAmI = defineRoute({
  method: 'GET',
  path: '/c/test/who-am-i',
  auth: 'operator',
  tokenInQuery: true,
  summary: 'The operator behind the call (a test route)',
  query: z.object({ Authorization: z.string().optional() }),
  data: z.object({ username: z.string() }),
});

/** Issue 28 point 8: operators authenticate by the Authorization header only, never by the query. */
describe(`operator tokens come in the header only (${engineName})`, () => {
  let t: TestApp;
  let admin: TestOperator;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) => registerRoute(app, whoAmI, ({ operator }) => ({ username: operator.username })),
    });
    admin = await t.loginAsOperator('administrator');
  });
  afterAll(() => t.close());

  const unauthenticated = {
    code: 402,
    error: 'UNAUTHENTICATED',
    message: 'Please log in first',
    data: null,
  };

  it('refuses an operator route with the token in the query, and answers it with the header', async () => {
    const byQuery = await t.call(whoAmI, { query: { Authorization: admin.token } }, { lang: 'en' });
    expect(byQuery.status).toBe(401);
    expect(byQuery).toMatchObject(unauthenticated);
    const byHeader = await t.call(whoAmI, {}, { as: admin, lang: 'en' });
    expect(byHeader.status, byHeader.body).toBe(200);
    expect(byHeader.data).toEqual({ username: admin.username });
    // The header wins, and a query token does not make up for a bad one.
    const badHeader = await t.call(
      whoAmI,
      { query: { Authorization: admin.token } },
      { as: 'Bearer not-a-valid-session-token-000', lang: 'en' },
    );
    expect(badHeader.status).toBe(401);
  });

  it('opens a console file only with the header', async () => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as: admin,
      fields: { businessType: 'NEWS_IMG' },
      file: { name: 'picture.png', bytes: await pngBytes() },
    });
    if (!res.ok) throw new Error(res.body);
    const url = routeUrl(attachmentRoutes.consoleAttachment, { id: res.data.id });
    for (const query of [`Authorization=${admin.token}`, `Authorization=Bearer%20${admin.token}`]) {
      const byQuery = answerOf(
        attachmentRoutes.consoleAttachment,
        await t.inject({ method: 'GET', url: `${url}?${query}`, lang: 'en' }),
      );
      expect(byQuery.status).toBe(401);
      expect(byQuery).toMatchObject(unauthenticated);
    }
    const byHeader = await t.call(
      attachmentRoutes.consoleAttachment,
      { params: { id: res.data.id } },
      { as: admin },
    );
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers['content-type']).toBe('image/png');
  });
});
