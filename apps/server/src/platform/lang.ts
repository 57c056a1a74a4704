import { type Lang, langFromAcceptLanguage } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (spec 01 §7: en, else zh-CN). */
    lang: Lang;
  }
}

export const installLang = (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
};
