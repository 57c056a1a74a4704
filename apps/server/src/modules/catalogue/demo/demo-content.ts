import { creditCodeFrom } from '@steel-epd/contract';
import { SYSTEM_ACTOR } from '../../../platform/access/actor.ts';
import { type ChildWork, startChildWork } from '../../../platform/child-work.ts';
import { todayIn } from '../../../platform/days.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { findCjkFont } from '../../../platform/pdf/cjk-font.ts';
import type { Services } from '../../../services.ts';
import { publishingOf } from '../publishing/publishing.service.ts';
import { demoStore } from './demo.store.ts';
import { DEMO_COMPANIES, DEMO_PCR_AUTHOR, DEMO_PCRS } from './demo-data.ts';
import { type PlannedRecord, planDemoCatalogue, RENEWED_N, WITHDRAWN_N } from './demo-plan.ts';
import type { DemoReportInput } from './demo-report.ts';

/** Where the seed's child process finds what draws the documents (not imported here: pdf-lib). */
const DEMO_DRAWING = new URL('./demo-drawing.ts', import.meta.url);

/** The demo portal login (README "Demo content"): an e-mail account of the first demo company. */
export const DEMO_USER = {
  account: 'demo@steel-epd.example',
  password: 'Demo2026Steel',
  userName: '演示用户',
};

export interface DemoSeedOptions {
  force?: boolean;
  /** The demo user's password when it is made; the README's by default (the embedded demo). */
  password?: string;
  /** Told once the demo user was made with it (main.ts prints a generated one). */
  onUserMade?: (account: string) => void;
}

/**
 * Fills an empty catalogue with the demo content (issue 10 "Seed data"): ten certified demo
 * companies, ten PCRs, 45 EPD versions with generated zh and en reports and QR codes (one
 * renewal chain, one withdrawn, some expired) and the demo portal user. Runs on `npm start`
 * (main.ts) unless DEMO_CONTENT=off, and only when there is no EPD yet; every step finds what
 * an earlier run made, so running it again (the e2e command) adds nothing twice.
 */
export const seedDemoContent = async (services: Services, options: DemoSeedOptions = {}) => {
  const { db, config, log } = services;
  const store = demoStore(db);
  if (!options.force && (await store.hasEpds())) return { published: 0 };
  const font = findCjkFont(config.WATERMARK_FONT);
  if (!font) {
    log.warn('demo content skipped: no CJK font for the Chinese reports (install fonts-noto-cjk)');
    return { published: 0 };
  }
  // The PDFs are drawn in a child process that ends with the seed (decision 230): drawn here,
  // they left about 230 MB of the server's memory taken for good.
  const drawing = startChildWork();
  try {
    return await seed(services, options, font, drawing);
  } finally {
    await drawing.close();
  }
};

const seed = async (services: Services, options: DemoSeedOptions, font: string, drawing: ChildWork) => {
  const { db, attachments, config, log } = services;
  const store = demoStore(db);
  const started = Date.now();
  const cpu = process.cpuUsage();
  const report = (input: DemoReportInput) =>
    drawing.call<Uint8Array>(DEMO_DRAWING, 'drawDemoReport', input, font);
  const base = (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

  const companyIds = new Map<string, number>();
  for (const [i, c] of DEMO_COMPANIES.entries()) {
    const creditCode = creditCodeFrom(
      `91${String(310_000 + i * 1111).padStart(6, '0')}DEM${String(i + 1).padStart(6, '0')}`,
    );
    companyIds.set(
      c.code,
      await store.company({
        code: c.code,
        name: c.zh,
        creditCode,
        address: c.siteZh,
      }),
    );
  }
  const pcrIds: number[] = [];
  for (const p of DEMO_PCRS) {
    pcrIds.push(
      await store.pcr({
        registerNo: p.registerNo,
        productName: p.zh,
        productNameEn: p.en,
        author: DEMO_PCR_AUTHOR,
        productClass: p.classZh,
        productClassEn: p.classEn,
        descriptionHtml: p.descriptionHtml,
        descriptionHtmlEn: p.descriptionHtmlEn,
      }),
    );
  }
  // The categories each PCR covers, so the apply form offers its products (decision 229).
  for (const [i, p] of DEMO_PCRS.entries()) await store.pcrCategories(pcrIds[i] as number, p.categories);
  // Each PCR's rules as documents in both languages, so their download buttons work (issue 29).
  for (const [i, p] of DEMO_PCRS.entries()) {
    const pcrId = pcrIds[i] as number;
    if (!(await store.pcrWithoutDocuments(pcrId))) continue;
    const [cn, en] = await Promise.all(
      (['zh', 'en'] as const).map(async (lang) =>
        attachments.putFile({
          operatorId: null,
          businessType: 'PCR',
          fileName: `${p.registerNo}-${lang}.pdf`,
          mimeType: 'application/pdf',
          bytes: await drawing.call<Uint8Array>(DEMO_DRAWING, 'drawDemoPcrDocument', p, lang, font),
          published: true,
        }),
      ),
    );
    await store.pcrDocuments(pcrId, (cn as { id: number }).id, (en as { id: number }).id);
  }
  const firstCompany = companyIds.get('DEMO01') as number;
  const demoUser = await store.user({
    account: DEMO_USER.account,
    passwordHash: await hashPassword(options.password ?? DEMO_USER.password),
    userName: DEMO_USER.userName,
    companyId: firstCompany,
  });
  if (demoUser.made) options.onUserMade?.(DEMO_USER.account);

  const today = todayIn(config.PLATFORM_TIME_ZONE);
  const { plan, renewal } = planDemoCatalogue(today);

  const publishing = publishingOf(services);
  const actor = SYSTEM_ACTOR;
  /** A generated report, stored as the platform's own file; publishing makes it public. */
  const storeReport = async (registrationNumber: string, lang: 'zh' | 'en', bytes: Uint8Array) =>
    (
      await attachments.putFile({
        operatorId: null,
        businessType: 'EPD',
        fileName: `${registrationNumber}-${lang}.pdf`,
        mimeType: 'application/pdf',
        bytes,
      })
    ).id;
  const reportsOf = async (record: PlannedRecord, qrUrl: string | undefined) => {
    const pcr = DEMO_PCRS[record.product.pcr] as (typeof DEMO_PCRS)[number];
    const common = {
      registrationNumber: record.registrationNumber,
      pcrRegisterNo: pcr.registerNo,
      issueDate: record.issueDate,
      expiryDate: record.expiryDate,
      gwp100: record.gwp100,
      route: record.company.route,
      ...(qrUrl ? { qrUrl } : {}),
    };
    const zh = await report({
      ...common,
      lang: 'zh',
      productName: record.product.zh,
      holder: record.company.zh,
      site: record.company.siteZh,
      pcrName: pcr.zh,
    });
    const en = await report({
      ...common,
      lang: 'en',
      productName: record.product.en ?? record.product.zh.replace(/[^\x20-\x7e]/g, '').trim(),
      holder: record.company.en,
      site: record.company.siteEn,
      pcrName: pcr.en,
    });
    return {
      reportZhId: await storeReport(record.registrationNumber, 'zh', zh),
      reportEnId: await storeReport(record.registrationNumber, 'en', en),
    };
  };

  // Every record goes through the publishing service, as the secretariat's would: report rows,
  // files published, QR code and ledger entries in one transaction each.
  const ids = new Map<number, number>();
  let published = 0;
  for (const record of plan) {
    const existing = await store.epdByRegistration(record.registrationNumber);
    if (existing) {
      ids.set(record.n, existing.id);
      continue;
    }
    const form = {
      productType: 'EPD' as const,
      productName: record.product.zh,
      productNameEn: record.productNameEn,
      companyId: companyIds.get(record.company.code) as number,
      pcrId: pcrIds[record.product.pcr] as number,
      registrationNumber: record.registrationNumber,
      gwp100: record.gwp100,
      holderZh: record.company.zh,
      holderEn: record.company.en,
      siteZh: record.company.siteZh,
      siteEn: record.company.siteEn,
      issueDate: record.issueDate,
      expiryDate: record.expiryDate,
      verifierZh: record.verifierZh,
      verifierEn: record.verifierEn,
      makingRoute: record.makingRoute,
      recycledContent: record.recycledContent,
    };
    // The draft gives the business id the report covers' QR code points at.
    const draft = await publishing.create(form, actor);
    const reports = await reportsOf(record, `${base}/app/epd/${draft.businessId}`);
    await publishing.update(draft.id, { ...form, ...reports }, actor);
    await publishing.publish(draft.id, actor);
    ids.set(record.n, draft.id);
    published += 1;
  }

  const oldId = ids.get(RENEWED_N);
  if (oldId && !(await store.epdByRegistration(renewal.registrationNumber))) {
    const reports = await reportsOf(renewal, undefined);
    await publishing.renew(
      oldId,
      {
        registrationNumber: renewal.registrationNumber,
        issueDate: renewal.issueDate,
        expiryDate: renewal.expiryDate,
        gwp100: renewal.gwp100,
        ...reports,
      },
      actor,
    );
    published += 1;
  }
  const withdrawn = plan.find((r) => r.n === WITHDRAWN_N);
  const withdrawnId = ids.get(WITHDRAWN_N);
  if (
    withdrawn &&
    withdrawnId &&
    (await store.epdByRegistration(withdrawn.registrationNumber))?.status === 'published'
  )
    await publishing.withdraw(withdrawnId, '持有者申请撤销 / withdrawn at the holder’s request', actor);

  const used = process.cpuUsage(cpu);
  log.info(
    { published, ms: Date.now() - started, cpuMs: Math.round((used.user + used.system) / 1000) },
    'demo content published',
  );
  return { published };
};
