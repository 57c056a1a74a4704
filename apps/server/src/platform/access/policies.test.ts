import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { assertCan, can } from './policies.ts';

const user = (id: number, companyId: number | null): Actor => ({
  kind: 'user',
  user: { id, account: `user${id}@steel.cn`, accountType: 'EMAIL', companyId, sessionId: id },
  ip: null,
});
const anonymous: Actor = { kind: 'anonymous', ip: null };

describe('access policies', () => {
  it('lets a user read their company’s files and refuses another company’s', () => {
    const file = { kind: 'attachment', ownerUserId: 1, companyId: 7 } as const;
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
});
