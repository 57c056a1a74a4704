import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbPoolStats } from './db/database.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { AppError, appError, sendError } from './errors.ts';

/** A queue of expensive work: how many jobs run, how many wait, how many were refused so far. */
export interface QueueStats {
  running: number;
  queued: number;
  refused?: number;
}

export interface MetricsSources {
  /** METRICS_TOKEN: unset, nothing is measured and /metrics is an unknown path. */
  token: string | undefined;
  /** The PostgreSQL pool's counts; absent on SQLite. */
  poolStats?: () => DbPoolStats;
  /** The limiter's refusals by limit name. */
  refusals: () => ReadonlyMap<string, number>;
  /** Work queues by name (password hashing, workbook reading). */
  queues: Record<string, () => QueueStats>;
}

/** The route label of a request no route matched: one value, whatever the path. */
export const UNMATCHED = 'unmatched';

/** The label children of one route, method and status. */
interface Series {
  count: { inc(): void };
  time: { observe(seconds: number): void };
}

/** From a millisecond (most answers) to ten seconds (a large upload, a report). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The scraper's token, compared in constant time: both sides are hashed first, so neither the
 * length nor a prefix of the right token shows in how long a refusal takes.
 */
const bearerCheck = (token: string) => {
  const expected = digest(token);
  return (header: string | undefined): boolean => {
    const given = header === undefined ? undefined : /^Bearer +(\S+)$/i.exec(header)?.[1];
    return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
  };
};

/**
 * GET /metrics in the Prometheus text format (issue 28), for a scraper with METRICS_TOKEN as its
 * bearer token: requests and their latency by route pattern, method and status; the PostgreSQL
 * pool; database-unavailable answers; limiter refusals by limit; the work queues; Node's own
 * (memory, event-loop lag, GC). A registry of this app's own, never prom-client's global one.
 * Install before any route: each route gets its own small recorder when it is added.
 */
export const installMetrics = (app: FastifyInstance, sources: MetricsSources): void => {
  if (!sources.token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const databaseUnavailable = new Counter({
    name: 'database_unavailable_total',
    help: 'Requests answered 503 DATABASE_UNAVAILABLE (the database unreachable, overloaded or too slow).',
    registers,
  });
  new Counter({
    name: 'limiter_refusals_total',
    help: "Limiter hits refused, by limit name (the key's name part).",
    labelNames: ['limit'] as const,
    registers,
    collect() {
      this.reset();
      for (const [limit, count] of sources.refusals()) this.inc({ limit }, count);
    },
  });
  const { poolStats } = sources;
  if (poolStats) {
    const pool = (name: string, help: string, pick: (s: DbPoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(poolStats()));
        },
      });
    pool('db_pool_connections', "The PostgreSQL pool's open connections.", (s) => s.total);
    pool('db_pool_idle_connections', "The PostgreSQL pool's idle connections.", (s) => s.idle);
    pool('db_pool_waiting_clients', 'Queries waiting for a free PostgreSQL connection.', (s) => s.waiting);
  }
  const queues = Object.entries(sources.queues);
  /** A gauge or counter read from the queues at each scrape. */
  const ofQueues = (pick: (s: QueueStats) => number | undefined) =>
    function collect(this: { reset(): void; inc(labels: { queue: string }, value: number): void }) {
      this.reset();
      for (const [queue, stats] of queues) {
        const value = pick(stats());
        if (value !== undefined) this.inc({ queue }, value);
      }
    };
  const byQueue = { labelNames: ['queue'] as const, registers };
  new Gauge({
    name: 'work_queue_running',
    help: 'Jobs of an expensive work queue running now.',
    ...byQueue,
    collect: ofQueues((s) => s.running),
  });
  new Gauge({
    name: 'work_queue_waiting',
    help: 'Jobs of an expensive work queue waiting for a turn.',
    ...byQueue,
    collect: ofQueues((s) => s.queued),
  });
  new Counter({
    name: 'work_queue_refused_total',
    help: 'Jobs of an expensive work queue refused for want of a turn (429).',
    ...byQueue,
    collect: ofQueues((s) => s.refused),
  });

  /**
   * One recorder per route pattern, made when the route is added; its label children are made
   * at a method and status's first answer and kept, so an answer costs two map lookups and
   * prom-client's own inc and observe.
   */
  const recorder = (route: string) => {
    const byMethod = new Map<string, Map<number, Series>>();
    return (request: FastifyRequest, reply: FastifyReply) => {
      const { method } = request;
      const status = reply.statusCode;
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let series = byStatus.get(status);
      if (!series) {
        const labels = [method, route, String(status)] as const;
        series = { count: requests.labels(...labels), time: duration.labels(...labels) };
        byStatus.set(status, series);
      }
      series.count.inc();
      series.time.observe(reply.elapsedTime / 1000);
    };
  };

  app.addHook('onRoute', (route) => {
    const record = recorder(route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      record(request, reply);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
  });
  // What no route matched (the 404 handler's answers, the portal's pages among them): one label.
  const unmatched = recorder(UNMATCHED);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply);
    done();
  });
  // The same test as the error handler's (errors.ts toAppError): a failure the database caused.
  app.addHook('onError', (_request, _reply, error, done) => {
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) databaseUnavailable.inc();
    done();
  });

  const authorized = bearerCheck(sources.token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, request.lang, appError('UNAUTHENTICATED'));
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
};
