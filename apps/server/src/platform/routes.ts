import {
  envelope,
  type Lang,
  OK,
  type RouteData,
  type RouteDescriptor,
  routeMethods,
  textOf,
} from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Actor, actorOf, type OperatorActor, type UserActor } from './access/actor.ts';
import { operatorToken, requestToken, type SessionOperator, type SessionUser } from './auth.ts';
import { appError } from './errors.ts';
import { PreparedAnswer, sendPrepared } from './prepared-answers.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<R extends RouteDescriptor> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  lang: Lang;
  /** Always there on user and reset routes; on an identifying public route, when a token came. */
  user: R['auth'] extends 'user' | 'reset' ? SessionUser : SessionUser | null;
  operator: R['auth'] extends 'operator' ? SessionOperator : SessionOperator | null;
  /** Who asks: what services hand to the policies and the audit log. */
  actor: R['auth'] extends 'user' | 'reset'
    ? UserActor
    : R['auth'] extends 'operator'
      ? OperatorActor
      : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its data, or an answer prepared once for many requests (prepared-answers.ts). */
export type Handler<R extends RouteDescriptor> = (
  ctx: HandlerContext<R>,
) => Promise<RouteData<R> | PreparedAnswer> | RouteData<R> | PreparedAnswer;

/** `/n/dict/list/{type}` is `/n/dict/list/:type` to Fastify. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The API reference groups portal calls by their area (`/n/dict/…` → dict), console calls and the open API together. */
const tagOf = (route: RouteDescriptor) =>
  route.path.startsWith('/c/')
    ? 'console'
    : route.path.startsWith('/open/')
      ? 'open'
      : (route.path.split('/')[2] ?? 'misc');

/**
 * Registers the handler of one contract route, at the path as the spec writes it and again
 * under `/api` (the spec mixes both forms). The handler returns `data`; this wraps it in the
 * envelope, and the response schema drops every field the contract does not name.
 */
export const registerRoute = <R extends RouteDescriptor>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/api', '']) {
    typed.route({
      method: [...routeMethods(route)],
      url: prefix + fastifyPath(route.path),
      schema: {
        summary: route.summary,
        tags: [tagOf(route)],
        hide: prefix === '',
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.raw ? {} : { response: { 200: envelope(route.data) } }),
        ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      },
      // A raw route sends a file as it is stored (its own type, ranges): never compressed here.
      ...(route.raw ? { compress: false as const } : {}),
      preValidation: async (request) => {
        const token = requestToken(request, route.tokenInQuery === true);
        // Operators by the header only: a console token in the query names no one.
        const staffToken = operatorToken(request);
        if (route.auth === 'user' || route.auth === 'reset') {
          const user = token ? await app.auth[route.auth](token) : null;
          // A closed account says so, rather than only "log in".
          if (!user) throw appError((token && (await app.auth.userRefusal(token))) || 'UNAUTHENTICATED');
          request.principal = { user, operator: null };
        } else if (route.auth === 'operator') {
          const operator = staffToken ? await app.auth.operator(staffToken) : null;
          if (!operator) throw appError('UNAUTHENTICATED');
          if (route.roles && operator.role !== 'administrator' && !route.roles.includes(operator.role)) {
            throw appError('OPERATOR_ROLE_REQUIRED');
          }
          request.principal = { user: null, operator };
        } else if (route.identifies && token) {
          const user = await app.auth.user(token);
          const operator = user || !staffToken ? null : await app.auth.operator(staffToken);
          request.principal = { user, operator };
        }
      },
      handler: async (request, reply) => {
        const data = await handler({
          params: request.params as Out<R['params']>,
          query: request.query as Out<R['query']>,
          body: request.body as Out<R['body']>,
          lang: request.lang,
          user: request.principal.user as HandlerContext<R>['user'],
          operator: request.principal.operator as HandlerContext<R>['operator'],
          actor: actorOf(request) as HandlerContext<R>['actor'],
          request,
          reply,
        });
        // A raw route has sent its file itself.
        if (route.raw) return reply;
        if (data instanceof PreparedAnswer) return sendPrepared(request, reply, data);
        return { code: OK, message: textOf('common.success', request.lang), data };
      },
    });
  }
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: { user: SessionUser | null; operator: SessionOperator | null };
  }
}

export const installPrincipal = (app: FastifyInstance) => {
  app.decorateRequest('principal', null as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.principal = { user: null, operator: null };
    done();
  });
};
