import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A timeout in milliseconds: from a tenth of a second (tests) to an hour. */
const timeoutMs = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

const ZSettings = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the SQLite file, uploaded files, the outbox and generated keys. */
  DATA_DIR: z.string().min(1).default('data'),
  /** Folder of uploaded files when S3_ENDPOINT is unset; default DATA_DIR/files. */
  STORAGE_DIR: z.string().min(1).optional(),
  /** An S3-compatible endpoint (http(s)://…): when set, uploaded files go to S3_BUCKET there, not to disk. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the path (MinIO and most S3-compatible servers), not in the host name. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** PostgreSQL when set (postgres://...), else SQLite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  /** PostgreSQL connections at most (per instance; the start lock holds one while seeding). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** How long a new PostgreSQL connection, or a wait for a free one, may take before a 503. */
  DB_CONNECT_TIMEOUT_MS: timeoutMs(3_000),
  /**
   * The longest PostgreSQL statement (the server's statement_timeout); a connection that sends
   * nothing back for a second longer is given up and replaced. Past it the call answers 503.
   */
  DB_QUERY_TIMEOUT_MS: timeoutMs(5_000),
  /** A PostgreSQL schema to use instead of `public` (tests use a fresh one each). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'must be a lower-case SQL identifier' })
    .optional(),
  /** redis://… or rediss://…: the abuse limits count there (shared by every instance); unset, in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Put before every key the limits write in Redis, so several deployments can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{0,64}$/, { error: 'letters, digits and : . _ - only, at most 64' })
    .default('steel-epd:'),
  /**
   * Turns on GET /metrics (Prometheus text) for a scraper that sends `Authorization: Bearer
   * <this>`; unset, /metrics answers 404. A long random string (`openssl rand -hex 32`).
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{32,512}$/, {
      error: 'at least 32 letters, digits or . _ ~ + / = - (a long random string)',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `production` for a deployment: no demo content unless asked for, and PUBLIC_BASE_URL is
   * required. `development` (the default: `npm start` on a fresh clone). `test` turns on
   * test-only seams (never set it in production).
   */
  APP_MODE: z.enum(['production', 'development', 'test']).default('development'),
  /** Where the built portal and console are; unset in API-only tests. */
  PORTAL_DIST: z.string().optional(),
  CONSOLE_DIST: z.string().optional(),
  /**
   * The public address of the portal (scheme, host, optional port and path, no trailing slash):
   * QR codes printed on products point to `${PUBLIC_BASE_URL}/app/epd/{businessId}`.
   * Default `http://localhost:<PORT>`.
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /**
   * Behind proxies: how many proxy hops to trust (`1` for one nginx or HAProxy in front), or the
   * proxies' addresses and CIDRs, comma-separated. The client is the right-most address of
   * X-Forwarded-For that is not a trusted proxy; an address left of it is the client's own
   * claim. Unset or `0`: the socket's address. `true` (trust every hop) is refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx): number | string[] | false => {
      if (v === '' || v === 'false' || v === '0') return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = v.split(',').map((a) => a.trim());
      if (
        v !== 'true' &&
        list.every((a) => isIP(a.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(a))
      ) {
        return list;
      }
      ctx.addIssue({
        code: 'custom',
        message:
          "must be a number of proxy hops or the proxies' addresses or CIDRs, comma-separated (true is not accepted)",
      });
      return z.NEVER;
    })
    .default(false),
  /**
   * Slow clients are cut with a 408 (issue 9): the request line and headers must arrive within
   * HEADERS_TIMEOUT_MS; a request whose bytes stop coming for IDLE_TIMEOUT_MS is closed; the
   * whole request, body included, must arrive within REQUEST_TIMEOUT_MS (long enough for the
   * largest upload on a slow line, short enough that a trickle cannot hold a connection).
   */
  HEADERS_TIMEOUT_MS: timeoutMs(10_000),
  IDLE_TIMEOUT_MS: timeoutMs(30_000),
  REQUEST_TIMEOUT_MS: timeoutMs(600_000),
  /** On SIGTERM the requests in flight may finish within this; then the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: timeoutMs(15_000),
  /** smtp://user:pass@host:port or smtps://…: mail goes through it; unset, mail goes to the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Steel EPD Platform <no-reply@steel-epd.local>'),
  /** An HTTP SMS gateway (POST JSON {to, text}); unset, SMS go to the outbox. */
  SMS_GATEWAY_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** A PEM RSA private key for password encryption; unset, one is made in DATA_DIR/keys. */
  RSA_PRIVATE_KEY_FILE: z.string().optional(),
  /**
   * A font with Chinese characters for the viewer's name stamped on full reports and for the demo
   * reports (.ttf, .otf, or a .ttc collection, whose Simplified Chinese face is used). Unset: the
   * system's Noto Sans CJK (Debian: fonts-noto-cjk) or another known CJK font is looked for.
   */
  WATERMARK_FONT: z.string().min(1).optional(),
  /**
   * The external EPD tool (spec 02 §2 "fill in" on my applications): the portal opens it with a
   * signed token (`?epdToken=`); unset hides the button.
   */
  EPD_TOOL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The external LCA tool: its button shows when this is set and the LCA_TOOL_SWITCH dictionary item is on. */
  LCA_TOOL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Demo EPDs, PCRs and a demo user on an empty catalogue. Unset: on for the embedded SQLite
   * default outside production, off with DATABASE_URL or APP_MODE=production. Set to `on`
   * there, the demo user gets a generated password, printed once in the log.
   */
  DEMO_CONTENT: z.enum(['on', 'off']).optional(),
  /** The programme's time zone: page-visit days and dates shown to users follow it. */
  PLATFORM_TIME_ZONE: z
    .string()
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', {
      error: 'unknown time zone',
    })
    .default('Asia/Shanghai'),
});

/** S3 is all or nothing: half a configuration would quietly keep files on this machine's disk. */
const S3_NEEDS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const ZConfig = ZSettings.superRefine((c, ctx) => {
  // Node refuses a headers timeout longer than the request's, and it would mean nothing.
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: 'must not exceed REQUEST_TIMEOUT_MS',
    });
  }
  // QR codes, mails and open-data links carry this address; a guess would print localhost on products.
  if (c.APP_MODE === 'production' && !c.PUBLIC_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: 'required when APP_MODE=production (the address QR codes and mails point to)',
    });
  }
  for (const key of S3_NEEDS) {
    if (c.S3_ENDPOINT && !c[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'required when S3_ENDPOINT is set' });
    }
    if (!c.S3_ENDPOINT && c[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'set S3_ENDPOINT too, or unset it' });
    }
  }
});

export type Config = z.infer<typeof ZConfig> & {
  DATA_DIR: string;
  PUBLIC_BASE_URL: string;
  /** What DEMO_CONTENT comes to, with its default decided. */
  DEMO: 'readme' | 'generated' | 'off';
  /** The PostgreSQL pool's size and timeouts, from the DB_ settings. */
  DB_POOL: { size: number; connectTimeoutMs: number; queryTimeoutMs: number };
};

/**
 * Demo content with the README's known password only where nobody but the person at the
 * keyboard reaches it: the embedded default outside production (issue 28).
 */
const demoOf = (c: z.infer<typeof ZConfig>): Config['DEMO'] => {
  const embedded = !c.DATABASE_URL && c.APP_MODE !== 'production';
  if (c.DEMO_CONTENT === 'off') return 'off';
  if (embedded) return 'readme';
  return c.DEMO_CONTENT === 'on' ? 'generated' : 'off';
};

/**
 * Reads every setting from the environment once, at start. Nothing else reads process.env.
 * A bad value stops the start with a message naming the setting.
 */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    PUBLIC_BASE_URL: parsed.data.PUBLIC_BASE_URL ?? `http://localhost:${parsed.data.PORT}`,
    DEMO: demoOf(parsed.data),
    DB_POOL: {
      size: parsed.data.DB_POOL_SIZE,
      connectTimeoutMs: parsed.data.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: parsed.data.DB_QUERY_TIMEOUT_MS,
    },
  };
};
