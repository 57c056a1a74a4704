import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  constants,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  accountRoutes,
  attachmentRoutes,
  CAPTCHA_CODES,
  captchaRoutes,
  captchaTestRoutes,
  catalogueSearchRoutes,
  companyRoutes,
  consoleEpdsRoutes,
  consolePcrRoutes,
  consoleReviewsRoutes,
  consoleRoutes,
  creditCodeFrom,
  type RouteData,
  type RouteDescriptor,
  type RouteInput,
  routeMethods,
  routeUrl,
  type TEpdForm,
} from '@steel-epd/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEncrypt } from '../test/captcha-client.ts';
import { makePdf } from '../test/catalogue-fixtures.ts';
import { pngBytes, zipBytes } from '../test/file-bytes.ts';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { limitKey } from './limits/limiter.ts';
import { lastCodeFor, readOutbox } from './messaging/outbox-reader.ts';

/**
 * Issue 28: two server processes behind a real HAProxy (Debian's), on one PostgreSQL schema,
 * one Redis and one S3 bucket (s3rver), as docs/operations.md "More than one machine" describes.
 * A portal user registers and logs in through the balancer, uploads on the other instance,
 * certifies their company; operators approve it and publish an EPD; the record is found by the
 * portal's search on both instances within the stated bound; a session opened on one is good on
 * the other, and a rate limit counts across both. `npm run test:ops` runs it.
 *
 * HAProxy names the instance that answered in X-Served-By (its own `http-response set-header`,
 * nothing of the server's): requests alternate between the two (round robin), and every "on the
 * other instance" below is checked by that header or made on the instance's own port.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const HAPROXY = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * The search bound: another instance's index checks the tables' signature every
 * SEARCH_CHECK_EVERY_MS (5 s, modules/catalogue/search/search.routes.ts) and then rebuilds (milliseconds
 * at this size, seconds at a million records). 10 s covers both; the publishing instance sees the
 * record at once.
 */
const SEARCH_BOUND_MS = 10_000;
const POLL_MS = 250;
/** The captcha's gets per address and minute (CAPTCHA_LIMITS.getsPerWindow of the captcha module). */
const CAPTCHA_GETS_PER_MINUTE = 20;

const BUCKET = 'steel-epd-files';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** The balancer's server that answered (X-Served-By), when the request went through it. */
  servedBy: string | undefined;
}

interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The local address to connect from (any of 127.0.0.0/8): one client each. */
  from?: string;
}

/** One request on a connection of its own, so the balancer places each request by itself. */
const send = (url: string, { method = 'GET', headers = {}, body, from }: SendOptions = {}) =>
  new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, agent: false, timeout: 30_000, ...(from ? { localAddress: from } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const served = res.headers['x-served-by'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
            servedBy: typeof served === 'string' ? served : undefined,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });

interface Envelope<R extends RouteDescriptor> {
  code: number;
  message: string;
  data: RouteData<R>;
  error?: string;
}
type Called<R extends RouteDescriptor> = Reply & { envelope: Envelope<R> };

interface CallOptions {
  /** The Authorization header: a portal token as is, `Bearer <token>` for an operator. */
  auth?: string;
  from?: string;
  headers?: Record<string, string>;
}

/** Calls a contract route at a base address (an instance or the balancer) as the portal or console does. */
const call = async <R extends RouteDescriptor>(
  base: string,
  route: R,
  input: Partial<RouteInput<R>> = {},
  options: CallOptions = {},
): Promise<Called<R>> => {
  const { params, body } = input as { params?: Record<string, string | number>; body?: unknown };
  const json = body === undefined ? undefined : JSON.stringify(body);
  const reply = await send(`${base}${routeUrl(route, params)}`, {
    method: routeMethods(route)[0] ?? 'GET',
    headers: {
      'accept-language': 'en',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.auth ? { authorization: options.auth } : {}),
      ...options.headers,
    },
    ...(json === undefined ? {} : { body: json }),
    ...(options.from ? { from: options.from } : {}),
  });
  const text = reply.bytes.toString('utf8');
  let envelope: Envelope<R>;
  try {
    envelope = JSON.parse(text) as Envelope<R>;
  } catch {
    throw new Error(
      `${route.path} on ${base} answered ${reply.status} without an envelope: ${text.slice(0, 300)}`,
    );
  }
  return { ...reply, envelope };
};

/** A call that must succeed (code 1). */
const ok = async <R extends RouteDescriptor>(
  base: string,
  route: R,
  input: Partial<RouteInput<R>> = {},
  options: CallOptions = {},
) => {
  const answer = await call(base, route, input, options);
  if (answer.status !== 200 || answer.envelope.code !== 1) {
    throw new Error(`${route.path} on ${base} answered ${answer.status}: ${answer.bytes.toString('utf8')}`);
  }
  return { ...answer, data: answer.envelope.data };
};

/** A multipart upload exactly as a browser's FormData sends it. */
const upload = async (
  base: string,
  route: typeof attachmentRoutes.attachmentUpload | typeof attachmentRoutes.consoleUpload,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
  auth: string,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const reply = await send(`${base}${routeUrl(route)}`, {
    method: 'POST',
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'accept-language': 'en',
      authorization: auth,
    },
    body: Buffer.from(await request.arrayBuffer()),
  });
  const envelope = JSON.parse(reply.bytes.toString('utf8')) as Envelope<typeof route>;
  if (reply.status !== 200 || envelope.code !== 1) {
    throw new Error(`upload on ${base} answered ${reply.status}: ${reply.bytes.toString('utf8')}`);
  }
  return { ...reply, id: envelope.data.id };
};

const encryptWith = (publicKeyBase64: string, password: string) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(password),
  ).toString('base64');

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder (s3rver keeps each object as a file). */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

/** HAProxy in front of the instances: round robin, X-Forwarded-For, a health check on /readyz. */
const haproxyConfig = (port: number, backends: Record<string, string>) =>
  [
    'global',
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // The test's own: which instance answered.
    '  http-response set-header X-Served-By %[srv_name]',
    ...Object.entries(backends).map(
      ([name, url]) => `  server ${name} ${new URL(url).host} check inter 1s fall 2 rise 1`,
    ),
    '',
  ].join('\n');

describe.skipIf(!DATABASE_URL || !REDIS_URL || !HAPROXY)(
  'two instances behind HAProxy on one PostgreSQL, Redis and S3 bucket',
  () => {
    const run = randomBytes(6).toString('hex');
    const schema = `t_${run}`;
    const redisPrefix = `steel-epd-lb-${run}:`;
    let work: string;
    let s3: S3StandIn | undefined;
    let s3Dir: string;
    let haproxy: ChildProcess | undefined;
    let haproxyOutput = '';
    const instances: Record<string, ServerProcess> = {};
    let lb: string;
    /** Which instance answered each request through the balancer, in order. */
    const served: string[] = [];
    /** The instance that did not answer a request through the balancer. */
    const other = (name: string | undefined) => {
      const found = Object.keys(instances).find((n) => n !== name);
      if (!name || !found) throw new Error(`no instance besides ${name}`);
      return found;
    };
    const urlOf = (name: string | undefined) => {
      const instance = name ? instances[name] : undefined;
      if (!instance) throw new Error(`no instance ${name}`);
      return instance.url;
    };
    /** Records who answered, and fails with both servers' output when the balancer named none. */
    const through = <T extends Reply>(reply: T): T & { servedBy: string } => {
      if (!reply.servedBy) throw new Error(`no X-Served-By from the balancer:\n${haproxyOutput}`);
      served.push(reply.servedBy);
      return reply as T & { servedBy: string };
    };
    const outputs = () =>
      Object.entries(instances)
        .map(([name, p]) => `--- ${name}\n${p.output().slice(-4000)}`)
        .join('\n');

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-lb-'));
      s3 = await startS3StandIn([BUCKET]);
      s3Dir = s3.dir;

      // One password key for both: a password encrypted with the key one instance gave out must
      // be readable by the other (docs/operations.md).
      const keyFile = path.join(work, 'password-rsa.pem');
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });

      const lbPort = await freePort();
      lb = `http://127.0.0.1:${lbPort}`;
      const env = {
        DATABASE_URL: DATABASE_URL as string,
        DATABASE_SCHEMA: schema,
        REDIS_URL: REDIS_URL as string,
        REDIS_KEY_PREFIX: redisPrefix,
        ...s3.env(BUCKET),
        RSA_PRIVATE_KEY_FILE: keyFile,
        TRUST_PROXY: '1',
        // The captcha's test seam (its secret answer), so the registration passes it as a browser would.
        APP_MODE: 'test',
        PUBLIC_BASE_URL: lb,
      };
      // Both start at once on the fresh schema: migrations and seeds take the start lock in turn.
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      instances.a = a;
      instances.b = b;

      const cfg = path.join(work, 'haproxy.cfg');
      fs.writeFileSync(cfg, haproxyConfig(lbPort, { a: a.url, b: b.url }));
      haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
      haproxy.on('error', (err) => {
        haproxyOutput += String(err);
      });
      haproxy.stdout?.on('data', (chunk) => {
        haproxyOutput += chunk;
      });
      haproxy.stderr?.on('data', (chunk) => {
        haproxyOutput += chunk;
      });
      // Up when both servers answer through it.
      const seen = new Set<string>();
      const deadline = Date.now() + 20_000;
      while (seen.size < 2) {
        if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${haproxyOutput}`);
        if (Date.now() > deadline) throw new Error(`haproxy did not serve both:\n${haproxyOutput}`);
        const reply = await send(`${lb}/readyz`).catch(() => null);
        if (reply?.status === 200 && reply.servedBy) seen.add(reply.servedBy);
        else await sleep(100);
      }
    }, 120_000);

    afterAll(async () => {
      if (haproxy && haproxy.exitCode === null) {
        const ended = new Promise((resolve) => haproxy?.once('exit', resolve));
        haproxy.kill('SIGTERM');
        await ended;
      }
      await Promise.all(Object.values(instances).map((p) => p.stop()));
      await s3?.close();
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      const redis = new Redis(REDIS_URL as string);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      if (work) fs.rmSync(work, { recursive: true, force: true });
    });

    it('takes a user from registration to a published EPD found on both instances', async () => {
      const stamp = run;
      const email = `lb-${stamp}@example.org`;
      const password = 'Steel2026Lb';

      // Registration: the captcha, the mailed code, the encrypted passwords, each where the
      // balancer sends it.
      const uid = `lb-${stamp}`;
      const challenge = through(
        await ok(lb, captchaRoutes.captchaGet, { body: { captchaType: 'blockPuzzle', clientUid: uid } }),
      ).data;
      const secret = through(
        await ok(lb, captchaTestRoutes.captchaTestAnswer, { params: { token: challenge.token } }),
      ).data;
      const pointText = JSON.stringify({ x: secret.x, y: 5 });
      through(
        await ok(lb, captchaRoutes.captchaCheck, {
          body: {
            captchaType: 'blockPuzzle',
            token: challenge.token,
            pointJson: browserEncrypt(pointText, challenge.secretKey),
          },
        }),
      );
      const sent = through(
        await ok(lb, accountRoutes.emailVerifySend, {
          body: {
            userAccount: email,
            token: browserEncrypt(`${challenge.token}---${pointText}`, challenge.secretKey),
            inlet: 'WEB',
          },
        }),
      );
      // Without SMTP each instance keeps its own outbox: the code is in the one that answered.
      const mailer = instances[sent.servedBy];
      const code = mailer ? lastCodeFor(mailer.dataDir, email) : undefined;
      expect(code, outputs()).toMatch(/^\d{6}$/);
      expect(readOutbox(instances[other(sent.servedBy)]?.dataDir ?? '')).toEqual([]);

      const keyAnswer = through(await ok(lb, accountRoutes.getPublicKey, { body: {} }));
      const registered = through(
        await ok(lb, accountRoutes.emailRegister, {
          body: {
            userAccount: email,
            verify: code ?? '',
            userPassword: encryptWith(keyAnswer.data, password),
            emailpasswordss: encryptWith(keyAnswer.data, password),
          },
        }),
      );
      // Encrypted with the key of one instance, read by the other.
      expect(registered.servedBy).not.toBe(keyAnswer.servedBy);

      const login = through(
        await ok(lb, accountRoutes.emailLogin, {
          body: { userAccount: email, userPassword: encryptWith(keyAnswer.data, password) },
        }),
      );
      const token = login.data.tokenVO.token;
      expect(login.data.portalUserVO.userAccount).toBe(email);

      // Logged in on one, the upload lands on the other (round robin), in the one bucket.
      const licence = through(
        await upload(
          lb,
          attachmentRoutes.attachmentUpload,
          { businessType: 'COMPANY_LICENSE' },
          { name: 'licence.png', bytes: await pngBytes() },
          token,
        ),
      );
      expect(licence.servedBy).not.toBe(login.servedBy);
      const billing = through(
        await upload(
          lb,
          attachmentRoutes.attachmentUpload,
          { businessType: 'COMPANY_BILL_INFO' },
          { name: 'billing.png', bytes: await pngBytes() },
          token,
        ),
      );

      // The file, downloaded from the instance that did not take it (directly on its port).
      const downloaded = await send(
        `${urlOf(other(licence.servedBy))}${routeUrl(attachmentRoutes.attachmentDownload, { id: licence.id })}`,
        {
          headers: { authorization: token },
        },
      );
      expect(downloaded.status, downloaded.bytes.toString('utf8')).toBe(200);
      expect(await sharp(downloaded.bytes).metadata()).toMatchObject({ format: 'png', width: 6, height: 4 });
      const sameFromBoth = await send(
        `${urlOf(licence.servedBy)}${routeUrl(attachmentRoutes.attachmentDownload, { id: licence.id })}`,
        { headers: { authorization: token } },
      );
      expect(sha256(sameFromBoth.bytes)).toBe(sha256(downloaded.bytes));
      // It is an object of the bucket, and neither instance keeps files of its own.
      expect(filesUnder(s3Dir).some((f) => sha256(fs.readFileSync(f)) === sha256(downloaded.bytes))).toBe(
        true,
      );
      for (const p of Object.values(instances))
        expect(fs.existsSync(path.join(p.dataDir, 'files'))).toBe(false);

      const certified = through(
        await ok(
          lb,
          companyRoutes.certify,
          {
            body: {
              companyCreditCode: creditCodeFrom(`91310000MA1F${String(Date.now()).slice(-5)}`),
              companyName: `负载均衡钢铁有限公司${stamp}`,
              companyEmail: `info-${stamp}@steel.cn`,
              attachmentId: `${licence.id},${billing.id}`,
              companyAddress: '上海市浦东新区世纪大道100号',
              corporation: '王五',
              companyContacts: '赵六',
              companyContactPhone: '13912345678',
              companyZipCode: '200120',
            },
          },
          { auth: token },
        ),
      );
      const companyId = certified.data.id;
      expect(certified.data.companyStatus).toBe(0);

      // The console: the first administrator from the command line, against the same schema.
      const adminPassword = 'Console2026Admin';
      const cli = spawn(
        process.execPath,
        [
          path.resolve(import.meta.dirname, '../cli/create-admin.ts'),
          '--username',
          'lbadmin',
          '--password-stdin',
        ],
        {
          env: {
            PATH: process.env.PATH ?? '',
            DATA_DIR: path.join(work, 'cli'),
            DATABASE_URL: DATABASE_URL as string,
            DATABASE_SCHEMA: schema,
            LOG_LEVEL: 'warn',
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let cliOutput = '';
      cli.stdout.on('data', (chunk) => {
        cliOutput += chunk;
      });
      cli.stderr.on('data', (chunk) => {
        cliOutput += chunk;
      });
      cli.stdin.end(`${adminPassword}\n`);
      const cliCode = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
      expect(cliCode, cliOutput).toBe(0);

      const adminLogin = through(
        await ok(lb, consoleRoutes.login, { body: { username: 'lbadmin', password: adminPassword } }),
      );
      const admin = `Bearer ${adminLogin.data.token}`;
      through(
        await ok(
          lb,
          consoleRoutes.operatorCreate,
          {
            body: {
              username: 'lbeditor',
              displayName: 'LB editor',
              role: 'editor',
              password: 'Editor2026Steel',
            },
          },
          { auth: admin },
        ),
      );
      const editorLogin = through(
        await ok(lb, consoleRoutes.login, { body: { username: 'lbeditor', password: 'Editor2026Steel' } }),
      );
      const editor = `Bearer ${editorLogin.data.token}`;
      const approved = through(
        await ok(
          lb,
          consoleReviewsRoutes.companyApprove,
          { params: { id: companyId ?? 0 } },
          { auth: admin },
        ),
      );
      expect(approved.data.companyStatus).toBe(1);

      const pcr = through(
        await ok(
          lb,
          consolePcrRoutes.pcrCreate,
          {
            body: {
              registerNo: `PCR-LB-${stamp}`.toUpperCase().slice(0, 40),
              productName: '钢筋混凝土用热轧带肋钢筋',
              productNameEn: 'Hot-rolled ribbed steel bars',
              author: '中国钢铁工业协会',
              productClass: '长材',
            },
          },
          { auth: editor },
        ),
      );
      const report = async (label: string) =>
        through(
          await upload(
            lb,
            attachmentRoutes.consoleUpload,
            { businessType: 'EPD' },
            { name: `${label}.pdf`, bytes: Buffer.from(await makePdf([`${label} ${stamp}`])) },
            editor,
          ),
        ).id;
      const dataFile = through(
        await upload(
          lb,
          attachmentRoutes.consoleUpload,
          { businessType: 'EPD_DATA' },
          { name: 'data.zip', bytes: zipBytes([{ name: 'lci.csv', data: `flow,amount\nsteel,${stamp}\n` }]) },
          editor,
        ),
      ).id;
      const productNameEn = `Balanced ribbed bar ${stamp}`;
      const form: TEpdForm = {
        productType: 'EPD',
        productName: `热轧带肋钢筋 ${stamp}`,
        productNameEn,
        companyId: companyId ?? 0,
        pcrId: pcr.data.id,
        registrationNumber: `SEPD-LB-${stamp}`.toUpperCase(),
        gwp100: 1850.25,
        holderZh: '负载均衡钢铁有限公司',
        holderEn: 'Balanced Steel Co., Ltd.',
        siteZh: '上海市宝山区',
        siteEn: 'Baoshan, Shanghai',
        issueDate: day(-30),
        expiryDate: day(5 * 365),
        reportZhId: await report('zh'),
        reportEnId: await report('en'),
        dataFileId: dataFile,
      };
      const draft = through(await ok(lb, consoleEpdsRoutes.epdCreate, { body: form }, { auth: editor }));

      const search = (name: string) =>
        ok(
          urlOf(name),
          catalogueSearchRoutes.epdPage,
          { body: { epdKeyword: productNameEn } },
          { auth: token },
        );
      const publisher = through(
        await ok(lb, consoleEpdsRoutes.epdPublish, { params: { id: draft.data.id } }, { auth: editor }),
      ).servedBy;
      const publishedAt = Date.now();

      // The instance that published finds it at once; the other within the bound.
      const here = await search(publisher);
      expect(here.data.list.map((c) => c.productNameEn)).toEqual([productNameEn]);
      let elsewhere = await search(other(publisher));
      while (elsewhere.data.totals === 0 && Date.now() - publishedAt < SEARCH_BOUND_MS + 5_000) {
        await sleep(POLL_MS);
        elsewhere = await search(other(publisher));
      }
      const seenAfterMs = Date.now() - publishedAt;
      console.log(`the other instance's search found the record ${seenAfterMs} ms after the publish`);
      expect(elsewhere.data.list.map((c) => c.productNameEn)).toEqual([productNameEn]);
      expect(seenAfterMs).toBeLessThan(SEARCH_BOUND_MS);
      // The user's token marks their own company's card on either instance (sessions in the database).
      expect(here.data.list[0]?.ownCompany).toBe(true);
      expect(elsewhere.data.list[0]?.ownCompany).toBe(true);
      expect(elsewhere.data.list[0]?.companyName).toBe(`负载均衡钢铁有限公司${stamp}`);

      // And through the balancer, once from each.
      const viaLb = [
        through(await ok(lb, catalogueSearchRoutes.epdPage, { body: { epdKeyword: productNameEn } })),
        through(await ok(lb, catalogueSearchRoutes.epdPage, { body: { epdKeyword: productNameEn } })),
      ];
      expect(new Set(viaLb.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));
      for (const r of viaLb) expect(r.data.totals).toBe(1);

      // Round robin: no two requests in a row through the balancer went to the same instance.
      expect(served.length).toBeGreaterThan(20);
      for (let i = 1; i < served.length; i += 1) expect(served[i], served.join(' ')).not.toBe(served[i - 1]);
    }, 120_000);

    it('takes a session opened on one instance on the other, lets one of 20 refreshes across both win, and ends it on both', async () => {
      const phone = `139${String(Date.now()).slice(-8)}`;
      const sent = through(
        await ok(lb, accountRoutes.smsSendSimple, { body: { phoneNumber: phone, inlet: 'REGISTER' } }),
      );
      const code = lastCodeFor(instances[sent.servedBy]?.dataDir ?? '', phone);
      expect(code).toMatch(/^\d{6}$/);
      const login = through(
        await ok(lb, accountRoutes.phoneLoginOrRegister, { body: { mobile: phone, password: code ?? '' } }),
      );
      const token = login.data.tokenVO.token;
      const verifyOn = (name: string) => call(urlOf(name), accountRoutes.verify, {}, { auth: token });
      const elsewhere = await verifyOn(other(login.servedBy));
      expect(elsewhere.envelope).toMatchObject({ code: 1, data: { userAccount: phone } });
      // 20 refreshes of that token at once, half on each instance: one wins (issue 28).
      const refreshes = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call(urlOf(n % 2 ? 'a' : 'b'), accountRoutes.refreshToken, {}, { auth: token }),
        ),
      );
      const won = refreshes.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      for (const r of refreshes.filter((x) => x.status !== 200)) {
        expect([r.status, r.envelope.error]).toEqual([401, 'UNAUTHENTICATED']);
      }
      const renewed = won[0]?.envelope.data?.tokenVO.token ?? '';
      // Logged out on either instance: refused on both.
      await ok(urlOf(other(login.servedBy)), accountRoutes.logout, {}, { auth: renewed });
      for (const name of ['a', 'b']) {
        expect((await call(urlOf(name), accountRoutes.verify, {}, { auth: renewed })).envelope.code).toBe(0);
        expect((await verifyOn(name)).envelope.code).toBe(0);
      }
    }, 60_000);

    it('counts a rate limit across both instances in Redis, by the address HAProxy saw', async () => {
      const get = (base: string, from: string, n: number, headers: Record<string, string> = {}) =>
        call(
          base,
          captchaRoutes.captchaGet,
          // A new client id each time: only the address's counter can refuse.
          { body: { captchaType: 'blockPuzzle', clientUid: `rl-${run}-${from}-${n}` } },
          { from, headers },
        );

      // Through the balancer, alternating, each with a made-up X-Forwarded-For of its own: the
      // server takes the address HAProxy appended (TRUST_PROXY=1), so the forgeries change nothing.
      const balanced: { status: number; code: number; servedBy: string }[] = [];
      for (let n = 1; n <= CAPTCHA_GETS_PER_MINUTE + 1; n += 1) {
        const answer = through(await get(lb, '127.0.0.11', n, { 'x-forwarded-for': `203.0.113.${n}` }));
        balanced.push({ status: answer.status, code: answer.envelope.code, servedBy: answer.servedBy });
      }
      // One instance on its own port, from another address.
      const alone: { status: number; code: number }[] = [];
      for (let n = 1; n <= CAPTCHA_GETS_PER_MINUTE + 1; n += 1) {
        const answer = await get(urlOf('a'), '127.0.0.12', n);
        alone.push({ status: answer.status, code: answer.envelope.code });
      }

      const refusedAt = (answers: { status: number }[]) => answers.findIndex((a) => a.status !== 200) + 1;
      expect(refusedAt(balanced)).toBe(CAPTCHA_GETS_PER_MINUTE + 1);
      expect(refusedAt(alone)).toBe(refusedAt(balanced));
      expect(balanced.at(-1)).toMatchObject({ status: 429, code: CAPTCHA_CODES.tooManyGets });
      expect(alone.at(-1)).toMatchObject({ status: 429, code: CAPTCHA_CODES.tooManyGets });
      // Both instances took part in the count.
      const allowed = balanced.slice(0, -1);
      expect(allowed.filter((a) => a.servedBy === 'a').length).toBe(CAPTCHA_GETS_PER_MINUTE / 2);
      expect(allowed.filter((a) => a.servedBy === 'b').length).toBe(CAPTCHA_GETS_PER_MINUTE / 2);

      // The count is one Redis key of the run's prefix, by the address as HAProxy saw it.
      const redis = new Redis(REDIS_URL as string, { keyPrefix: redisPrefix });
      try {
        expect(await redis.get(limitKey('captcha.get', 'ip:127.0.0.11'))).toBe(
          String(CAPTCHA_GETS_PER_MINUTE + 1),
        );
        expect(await redis.get(limitKey('captcha.get', 'ip:203.0.113.1'))).toBeNull();
      } finally {
        await redis.quit();
      }
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query(`select count(*)::int as n from ${schema}.rate_limits`);
        expect(rows[0]?.n).toBe(0);
      } finally {
        await client.end();
      }
    }, 60_000);
  },
);
