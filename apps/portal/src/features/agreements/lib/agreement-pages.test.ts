import type { TAgreement } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { AGREEMENTS, agreementTypeOf, dayOf, pickVersion, versionIdOf } from './agreement-pages.ts';

const agreement = (id: number, agreementType: TAgreement['agreementType'], version = '1.0'): TAgreement => ({
  id,
  agreementType,
  agreementVersion: version,
  agreementContent: `<p>${id}</p>`,
  publishTime: '2026-01-01T00:00:00.000Z',
  failureTime: null,
});

describe('agreement pages', () => {
  it('swap the labels as the spec asks: "user agreement" is /policy, "privacy" is /agreement', () => {
    expect(AGREEMENTS.REGISTRATION).toEqual({ path: '/policy', title: 'page.policy' });
    expect(AGREEMENTS.PRIVACY).toEqual({ path: '/agreement', title: 'page.agreement' });
  });

  it('read the agreement type of /compent?id= and nothing else', () => {
    expect(agreementTypeOf('REGISTRATION')).toBe('REGISTRATION');
    expect(agreementTypeOf('PRIVACY')).toBe('PRIVACY');
    for (const wrong of [null, '', 'privacy', 'OTHER']) expect(agreementTypeOf(wrong)).toBeNull();
  });

  it('read the version id of /hoster?Id= as a positive whole number', () => {
    expect(versionIdOf('12')).toBe(12);
    for (const wrong of [null, '', '0', '-1', '1.5', 'abc', '01', '12345678901']) {
      expect(versionIdOf(wrong), String(wrong)).toBeNull();
    }
  });

  it('show dates as their first 10 characters', () => {
    expect(dayOf('2026-01-01T00:00:00.000Z')).toBe('2026-01-01');
    expect(dayOf(null)).toBe('');
  });
});

describe('pickVersion', () => {
  const zh = [agreement(1, 'REGISTRATION'), agreement(3, 'PRIVACY')];
  const en = [agreement(2, 'REGISTRATION'), agreement(4, 'PRIVACY', '2.0')];

  it('shows the version of the id in the reader language', () => {
    expect(pickVersion(3, zh, en)?.id).toBe(3);
  });

  it("shows the reader's text of the same agreement and version for an id of the other language", () => {
    expect(pickVersion(2, zh, en)?.id).toBe(1);
  });

  it('shows the other language when the reader has no text of that version', () => {
    expect(pickVersion(4, zh, en)?.id).toBe(4);
  });

  it('finds nothing for an unknown id', () => {
    expect(pickVersion(99, zh, en)).toBeNull();
  });
});
