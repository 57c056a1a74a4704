import { REGISTRATION_NUMBER_RE } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from './demo-data.ts';
import { planDemoCatalogue, RENEWED_N, WITHDRAWN_N } from './demo-plan.ts';

const today = '2026-06-01';

describe('the demo catalogue plan', () => {
  it('plans 44 records and a renewal, each under its own well-formed number', () => {
    const { plan, renewal } = planDemoCatalogue(today);
    expect(plan).toHaveLength(44);
    const numbers = [...plan, renewal].map((r) => r.registrationNumber);
    expect(new Set(numbers).size).toBe(45);
    for (const n of numbers) expect(n).toMatch(REGISTRATION_NUMBER_RE);
    expect(new Set(plan.map((r) => r.company.code)).size).toBe(DEMO_COMPANIES.length);
    expect(plan.find((r) => r.n === WITHDRAWN_N)).toBeDefined();
  });

  it('is the same on every run of a day', () => {
    expect(planDemoCatalogue(today)).toEqual(planDemoCatalogue(today));
  });

  it('every ninth record has expired; the others are valid today and run five years', () => {
    const { plan } = planDemoCatalogue(today);
    for (const r of plan) {
      expect(r.issueDate <= today).toBe(true);
      expect(r.expiryDate < today).toBe(r.n % 9 === 0);
      expect(Date.parse(r.expiryDate) - Date.parse(r.issueDate)).toBe((5 * 365 + 1) * 86_400_000);
    }
  });

  it('renews record 1 with the same product, issued 45 days ago, at a lower GWP', () => {
    const { plan, renewal } = planDemoCatalogue(today);
    const renewed = plan.find((r) => r.n === RENEWED_N);
    expect(renewal.product).toBe(renewed?.product);
    expect(renewal.issueDate).toBe('2026-04-17');
    expect(renewal.gwp100).toBeLessThan(renewed?.gwp100 ?? 0);
    expect(renewed?.expiryDate && renewed.expiryDate > renewal.issueDate).toBe(true);
  });

  it('leaves some records without a verifier, steel data or English name, and keeps shares sound', () => {
    const { plan } = planDemoCatalogue(today);
    expect(plan.some((r) => r.verifierZh === null)).toBe(true);
    expect(plan.some((r) => r.makingRoute === null && r.recycledContent === null)).toBe(true);
    expect(plan.some((r) => r.productNameEn === null)).toBe(true);
    for (const r of plan) if (r.recycledContent !== null) expect(r.recycledContent).toBeGreaterThan(0);
    for (const r of plan) if (r.recycledContent !== null) expect(r.recycledContent).toBeLessThan(1);
  });
});
