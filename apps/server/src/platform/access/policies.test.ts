import { COMPANY_STATUS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { assertCan, assertMayApply, can, FILE_READERS, type FileRecord } from './policies.ts';

const user = (id: number, companyId: number | null, deregistering = false): Actor => ({
  kind: 'user',
  user: { id, account: `user${id}@steel.cn`, accountType: 'EMAIL', companyId, sessionId: id, deregistering },
  ip: null,
});
const anonymous: Actor = { kind: 'anonymous', ip: null };
const operator = (role: 'administrator' | 'reviewer' | 'editor'): Actor => ({
  kind: 'operator',
  operator: { id: 1, username: role, role, sessionId: 1 },
  ip: null,
});

describe('access policies', () => {
  it('lets a certified company apply, but not a user whose account deregistration is pending', () => {
    expect(() => assertMayApply(user(1, 7), COMPANY_STATUS.certified)).not.toThrow();
    expect(() => assertMayApply(user(1, 7, true), COMPANY_STATUS.certified)).toThrow(
      expect.objectContaining({ errorName: 'DEREGISTRATION_PENDING' }),
    );
  });

  it('lets a user read their company’s files and refuses another company’s', () => {
    const file = { kind: 'attachment', ownerUserId: 1, companyId: 7, record: 'company' } as const;
    expect(can(user(2, 7), 'read', file)).toBe(true);
    expect(can(user(3, 8), 'read', file)).toBe(false);
    expect(can(anonymous, 'read', file)).toBe(false);
  });

  it('opens a published EPD report to any logged-in user except one whose registration is under review', () => {
    const report = (readerAuditStatus: number | null) => ({ kind: 'epdReport', readerAuditStatus }) as const;
    expect(can(user(1, null), 'read', report(1))).toBe(true);
    expect(can(user(1, 9), 'read', report(2))).toBe(true);
    expect(can(user(1, 9), 'read', report(null))).toBe(true);
    expect(can(user(1, 9), 'read', report(0))).toBe(false);
    expect(can(anonymous, 'read', report(null))).toBe(false);
    expect(() => assertCan(user(1, 9), 'read', report(0), 'REPORT_REVIEW_PENDING')).toThrow(
      expect.objectContaining({ errorName: 'REPORT_REVIEW_PENDING' }),
    );
  });

  it('lets an operator read a file only when their role handles its record, administrators every one', () => {
    const expected: Record<FileRecord, string[]> = {
      company: ['reviewer'],
      application: ['reviewer'],
      lowCarbon: ['reviewer'],
      verification: ['reviewer'],
      catalogue: ['editor', 'reviewer'],
      pcr: ['editor'],
      content: ['editor'],
      unknown: [],
    };
    for (const [record, roles] of Object.entries(expected) as [FileRecord, string[]][]) {
      expect([...FILE_READERS[record]].sort(), record).toEqual(roles);
      const file = { kind: 'attachment', ownerUserId: 5, companyId: 7, record } as const;
      for (const role of ['reviewer', 'editor'] as const)
        expect(can(operator(role), 'read', file), `${role} ${record}`).toBe(roles.includes(role));
      expect(can(operator('administrator'), 'read', file)).toBe(true);
      expect(can(operator('administrator'), 'update', file)).toBe(false);
    }
    // Other portal records stay readable by every operator.
    expect(can(operator('editor'), 'read', { kind: 'company', id: 7 })).toBe(true);
  });
});
