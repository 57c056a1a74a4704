import { envelope, OK, captchaRoutes as r, captchaTestRoutes as t, textOf } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import type { CaptchaService } from './captcha.service.ts';

/**
 * The test-only seam, registered by hand rather than through registerRoute: it must stay out
 * of the API reference even in test mode, where the committed OpenAPI document is compared.
 */
const registerTestSeam = (app: FastifyInstance, service: CaptchaService) => {
  const route = t.captchaTestAnswer;
  for (const prefix of ['/api', '']) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `${prefix}/n/captcha/test-answer/:token`,
        { schema: { hide: true, params: route.params, response: { 200: envelope(route.data) } } },
        async (request) => ({
          code: OK,
          message: textOf('common.success', request.lang),
          data: await service.secretOf(request.params.token, request.lang),
        }),
      );
  }
};

/**
 * AJ-Captcha's get and check, and which of its two kinds the portal's forms show (the console's
 * Settings, decision 225); the service itself (services.captcha) unlocks the code sends.
 */
export const captchaModule = async (app: FastifyInstance, { captcha, config, settings }: Services) => {
  registerRoute(app, r.captchaType, async () => ({ captchaType: await settings.captchaType() }));
  registerRoute(app, r.captchaGet, ({ body, request, lang }) =>
    captcha.get(body.captchaType, body.clientUid || null, request.ip, lang),
  );
  registerRoute(app, r.captchaCheck, ({ body, request, lang }) =>
    captcha.check(body.captchaType, body.token, body.pointJson, request.ip, lang),
  );
  if (config.APP_MODE === 'test') registerTestSeam(app, captcha);
};
