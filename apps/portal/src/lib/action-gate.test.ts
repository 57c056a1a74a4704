import { describe, expect, it } from 'vitest';
import { decideGate, type GateSession } from './action-gate.ts';

const user = (patch: Partial<GateSession> = {}): GateSession => ({
  loggedIn: true,
  auditStatus: 1,
  companyStatus: 1,
  ...patch,
});

describe('decideGate', () => {
  it('asks an anonymous visitor to log in first', () => {
    expect(decideGate({ loggedIn: false, auditStatus: null, companyStatus: null })).toEqual({
      kind: 'login',
    });
  });

  it('lets a certified company with an approved registration proceed', () => {
    expect(decideGate(user())).toEqual({ kind: 'proceed' });
  });

  it('offers /enterprise for no status, a failed review and unknown values', () => {
    for (const companyStatus of [null, 2, 7]) {
      expect(decideGate(user({ companyStatus }))).toEqual({
        kind: 'confirm',
        to: '/enterprise',
        title: 'gate.certifyTitle',
        content: 'gate.certify',
      });
    }
  });

  it('blocks a company under review with the "certification pending" warning', () => {
    expect(decideGate(user({ companyStatus: 0 }))).toEqual({ kind: 'warn', reason: 'gate.companyReviewing' });
  });

  it('warns while the registration is under review, before looking at the company', () => {
    expect(decideGate(user({ auditStatus: 0, companyStatus: null }))).toEqual({
      kind: 'warn',
      reason: 'gate.auditPending',
    });
  });

  it('sends a failed registration to /information, or /userinfo on a phone', () => {
    expect(decideGate(user({ auditStatus: 2 }))).toMatchObject({ kind: 'confirm', to: '/information' });
    expect(decideGate(user({ auditStatus: 2 }), undefined, 'mobile')).toMatchObject({
      kind: 'confirm',
      to: '/userinfo',
    });
  });

  it('treats other audit values as normal', () => {
    expect(decideGate(user({ auditStatus: null }))).toEqual({ kind: 'proceed' });
    expect(decideGate(user({ auditStatus: 5 }))).toEqual({ kind: 'proceed' });
  });

  it('checks only what the action needs', () => {
    const uncertifiedUnderReview = user({ auditStatus: 0, companyStatus: null });
    expect(decideGate(uncertifiedUnderReview, { audit: true })).toMatchObject({ kind: 'warn' });
    expect(decideGate(user({ companyStatus: null }), { audit: true })).toEqual({ kind: 'proceed' });
    expect(decideGate(user({ auditStatus: 2 }), { company: true })).toEqual({ kind: 'proceed' });
    expect(decideGate(user({ auditStatus: 2, companyStatus: 0 }), {})).toEqual({ kind: 'proceed' });
  });
});
