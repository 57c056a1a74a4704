import { describe, expect, it } from 'vitest';
import { replacedSinceAsked } from './correction.ts';

const file = (uploadedAt: string) => ({ attachmentId: 1, fileName: 'a.pdf', version: 1, uploadedAt });
const row = (lca: string | null, data: string | null = null) => ({
  lcaAttachmentCn: lca === null ? null : file(lca),
  epdAttachmentTest: null,
  dataAttachment: data === null ? null : file(data),
});

describe('confirming corrected data', () => {
  const asked = [
    { kind: 'lcaCorrectionAsked' as const, at: '2026-03-01T08:00:00.000Z' },
    { kind: 'submitted' as const, at: '2026-03-05T08:00:00.000Z' },
  ];

  it('waits for a file uploaded after the latest request', () => {
    expect(replacedSinceAsked([row('2026-02-01T00:00:00.000Z')], asked)).toBe(false);
    expect(replacedSinceAsked([row(null)], asked)).toBe(false);
    expect(
      replacedSinceAsked([row('2026-02-01T00:00:00.000Z'), row(null, '2026-03-01T08:00:01.000Z')], asked),
    ).toBe(true);
    // A second request wants a newer file again.
    const again = [...asked, { kind: 'lcaCorrectionAsked' as const, at: '2026-03-09T00:00:00.000Z' }];
    expect(replacedSinceAsked([row('2026-03-02T00:00:00.000Z')], again)).toBe(false);
  });

  it('does not wait when no request is in the history', () => {
    expect(replacedSinceAsked([row(null)], [])).toBe(true);
  });
});
