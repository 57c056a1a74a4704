import type { TSteelMakingRoute } from '@steel-epd/contract';
import { DEMO_COMPANIES, DEMO_PRODUCTS, DEMO_VERIFIERS, LONG_PRODUCT_PCRS } from './demo-data.ts';

/** The demo catalogue's records planned from today's date: pure, the same on every run of a day. */

const DAY_MS = 86_400_000;
const YEARS_5_DAYS = 5 * 365 + 1;

const shiftDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface PlannedRecord {
  n: number;
  company: (typeof DEMO_COMPANIES)[number];
  product: (typeof DEMO_PRODUCTS)[number];
  registrationNumber: string;
  issueDate: string;
  expiryDate: string;
  gwp100: number;
  productNameEn: string | null;
  /** The verifier and steel data where known (issue 14: some records show them missing). */
  verifierZh: string | null;
  verifierEn: string | null;
  makingRoute: TSteelMakingRoute | null;
  recycledContent: number | null;
}

/**
 * The steel data of a demo record: the company's route, and a recycled content that fits it and
 * the product (scrap-fed electric arc furnaces: 0.80-0.97, long products highest; blast furnace
 * - converter: 0.10-0.20). Every eighth record from the fifth has none.
 */
const steelOf = (
  n: number,
  route: 'BF-BOF' | 'EAF',
  pcr: number,
): { makingRoute: TSteelMakingRoute | null; recycledContent: number | null } => {
  if (n % 8 === 5) return { makingRoute: null, recycledContent: null };
  // 0 to 10 hundredths, the same on every run.
  const step = (n * 7) % 11;
  if (route === 'BF-BOF') return { makingRoute: 'BF-BOF', recycledContent: (10 + step) / 100 };
  const base = LONG_PRODUCT_PCRS.includes(pcr) ? 92 : 80;
  return { makingRoute: 'EAF-SCRAP', recycledContent: (base + Math.min(step, 5)) / 100 };
};

/** The verifier of a demo record; every sixth record from the fourth names none. */
const verifierOf = (n: number) => {
  if (n % 6 === 4) return { verifierZh: null, verifierEn: null };
  const v = DEMO_VERIFIERS[n % DEMO_VERIFIERS.length] as (typeof DEMO_VERIFIERS)[number];
  return { verifierZh: v.zh, verifierEn: v.en };
};

/**
 * The demo records, the same on every run: 4 or 5 products of each company (the tube maker
 * makes tubes), issue dates spread over the last four years relative to today (so the demo
 * stays believable), every ninth one expired, a few without an English product name.
 */
export const planDemoRecords = (today: string): PlannedRecord[] => {
  const plan: PlannedRecord[] = [];
  DEMO_COMPANIES.forEach((company, c) => {
    const count = c < 4 ? 5 : 4;
    const picks = new Set<number>(company.code === 'DEMO07' ? [10, 11] : []);
    for (let k = 0; picks.size < count; k += 1) picks.add((c * 3 + k * 5) % DEMO_PRODUCTS.length);
    for (const p of picks) {
      const n = plan.length + 1;
      const product = DEMO_PRODUCTS[p] as (typeof DEMO_PRODUCTS)[number];
      const expired = n % 9 === 0;
      const issueDate = shiftDays(
        today,
        -(expired ? YEARS_5_DAYS + 30 + ((n * 53) % 300) : 20 + ((n * 37) % 1400)),
      );
      const factor = (company.route === 'EAF' ? 0.36 : 1) * (0.95 + ((n * 13) % 10) / 100);
      plan.push({
        n,
        company,
        product,
        registrationNumber: `SEPD-${issueDate.slice(0, 4)}-${String(n).padStart(4, '0')}`,
        issueDate,
        expiryDate: shiftDays(issueDate, YEARS_5_DAYS),
        gwp100: Math.round(product.gwp * factor * 10) / 10,
        productNameEn: n % 11 === 0 ? null : product.en,
        ...verifierOf(n),
        ...steelOf(n, company.route, product.pcr),
      });
    }
  });
  return plan;
};

/** The record that is renewed (superseded by a new version) and the one that is withdrawn. */
export const RENEWED_N = 1;
export const WITHDRAWN_N = 20;

/** The demo records, and the renewal of record RENEWED_N that supersedes it. */
export const planDemoCatalogue = (today: string) => {
  const plan = planDemoRecords(today);
  // The renewal of record 1: the same product, issued recently, a slightly lower GWP.
  const renewed = plan.find((r) => r.n === RENEWED_N) as PlannedRecord;
  const renewalIssue = shiftDays(today, -45);
  const renewal: PlannedRecord = {
    ...renewed,
    n: plan.length + 1,
    registrationNumber: `SEPD-${renewalIssue.slice(0, 4)}-${String(plan.length + 1).padStart(4, '0')}`,
    issueDate: renewalIssue,
    expiryDate: shiftDays(renewalIssue, YEARS_5_DAYS),
    gwp100: Math.round(renewed.gwp100 * 0.93 * 10) / 10,
  };
  // The renewed one was issued 4.5 years ago: still within its five years when it was replaced.
  renewed.issueDate = shiftDays(today, -1640);
  renewed.expiryDate = shiftDays(renewed.issueDate, YEARS_5_DAYS);
  renewed.registrationNumber = `SEPD-${renewed.issueDate.slice(0, 4)}-${String(renewed.n).padStart(4, '0')}`;
  return { plan, renewal };
};
