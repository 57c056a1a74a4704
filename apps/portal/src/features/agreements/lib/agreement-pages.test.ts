import { describe, expect, it } from 'vitest';
import {
  AGREEMENTS,
  agreementTypeOf,
  dayOf,
  historyPath,
  pageCount,
  pageNumOf,
  versionIdOf,
  versionPath,
  versionStatus,
} from './agreement-pages.ts';

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

  it('read the version id of /hoster?Id= as a positive whole number the server can hold', () => {
    expect(versionIdOf('12')).toBe(12);
    expect(versionIdOf('2147483647')).toBe(2_147_483_647);
    for (const wrong of [
      null,
      '',
      '0',
      '-1',
      '1.5',
      'abc',
      '01',
      '2147483648',
      '9999999999',
      '12345678901',
    ]) {
      expect(versionIdOf(wrong), String(wrong)).toBeNull();
    }
  });

  it('read the page of /compent?page=, the first page for anything else', () => {
    expect(pageNumOf('3')).toBe(3);
    expect(pageNumOf('99999')).toBe(99_999);
    for (const wrong of [null, '', '0', '-2', '1.5', 'x', '02', '100000']) {
      expect(pageNumOf(wrong), String(wrong)).toBe(1);
    }
  });

  it('link the first page without a page number and later pages with one', () => {
    expect(historyPath('REGISTRATION')).toBe('/compent?id=REGISTRATION');
    expect(historyPath('PRIVACY', 1)).toBe('/compent?id=PRIVACY');
    expect(historyPath('PRIVACY', 2)).toBe('/compent?id=PRIVACY&page=2');
    expect(versionPath(7)).toBe('/hoster?Id=7');
  });

  it('count the pages of a list, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('show dates as their first 10 characters', () => {
    expect(dayOf('2026-01-01T00:00:00.000Z')).toBe('2026-01-01');
    expect(dayOf(null)).toBe('');
  });
});

describe('versionStatus', () => {
  const now = '2026-06-01T00:00:00.000Z';
  const version = (agreementVersion: string, failureTime: string | null = null) => ({
    agreementVersion,
    failureTime,
  });

  it('marks the version the server answers as in force, even with an end still to come', () => {
    expect(versionStatus(version('2.0'), '2.0', now)).toEqual({ key: 'agreement.inForce' });
    expect(versionStatus(version('2.0', '2027-01-01T00:00:00.000Z'), '2.0', now)).toEqual({
      key: 'agreement.inForce',
    });
  });

  it('gives the end date of a version that has one in the past', () => {
    expect(versionStatus(version('1.0', '2026-02-01T08:00:00.000Z'), '2.0', now)).toEqual({
      key: 'agreement.ended',
      date: '2026-02-01',
    });
  });

  it('calls a version replaced by a newer one no longer in force, though it has no end date', () => {
    expect(versionStatus(version('1.0'), '2.0', now)).toEqual({ key: 'agreement.superseded' });
    expect(versionStatus(version('1.0', '2027-01-01T00:00:00.000Z'), '2.0', now)).toEqual({
      key: 'agreement.superseded',
    });
    expect(versionStatus(version('1.0'), null, now)).toEqual({ key: 'agreement.superseded' });
  });
});
