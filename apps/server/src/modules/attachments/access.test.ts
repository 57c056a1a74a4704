import { describe, expect, it } from 'vitest';
import { attachmentResource, isPublicImage, isPublishedDocument } from './access.ts';
import type { AttachmentRow } from './attachments.store.ts';

const row = (values: Partial<AttachmentRow>): AttachmentRow => ({
  id: 1,
  owner_user_id: 7,
  company_id: 3,
  business_type: 'LCA',
  business_version: null,
  report_type: null,
  file_name: 'report.pdf',
  mime_type: 'application/pdf',
  size: 10,
  storage_key: 'key',
  sha256: 'digest',
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: null,
  operator_id: null,
  ...values,
});

describe('which record a file belongs to', () => {
  it('places a portal upload by its type', () => {
    expect(attachmentResource(row({ business_type: 'COMPANY_LICENSE' }))).toEqual({
      kind: 'attachment',
      ownerUserId: 7,
      companyId: 3,
      record: 'company',
    });
    expect(attachmentResource(row({ business_type: 'EPD' })).record).toBe('application');
    expect(attachmentResource(row({ business_type: 'RES_IMG' })).record).toBe('lowCarbon');
  });

  it('places a platform file (no portal owner) by the platform types, which differ', () => {
    const platform = (business_type: string) =>
      attachmentResource(row({ owner_user_id: 0, company_id: null, business_type })).record;
    expect(platform('EPD')).toBe('catalogue');
    expect(platform('RES_IMG')).toBe('content');
    expect(platform('QUOTE')).toBe('application');
    expect(platform('LCES_TEMPLATE')).toBe('content');
  });

  it('knows no record for an unknown type, nor for a name every object has', () => {
    expect(attachmentResource(row({ business_type: 'QUOTE' })).record).toBe('unknown');
    expect(attachmentResource(row({ business_type: 'constructor' })).record).toBe('unknown');
    expect(attachmentResource(row({ owner_user_id: 0, business_type: 'toString' })).record).toBe('unknown');
  });
});

describe('files shown beyond their readers', () => {
  const at = '2026-02-01T00:00:00.000Z';

  it('a public image only once published, and only when it is an image', () => {
    const cover = row({ business_type: 'RES_IMG', mime_type: 'image/png' });
    expect(isPublicImage(cover)).toBe(false);
    expect(isPublicImage({ ...cover, published_at: at })).toBe(true);
    expect(isPublicImage({ ...cover, published_at: at, mime_type: 'application/pdf' })).toBe(false);
    expect(isPublicImage(row({ business_type: 'EPD_QR', mime_type: 'image/png', published_at: at }))).toBe(
      true,
    );
    expect(isPublicImage(row({ business_type: 'LCA', mime_type: 'image/png', published_at: at }))).toBe(
      false,
    );
  });

  it('a published document only when it is a published platform file of a document type', () => {
    const resource = row({ owner_user_id: 0, business_type: 'RESOURCE', published_at: at });
    expect(isPublishedDocument(resource)).toBe(true);
    expect(isPublishedDocument({ ...resource, published_at: null })).toBe(false);
    expect(isPublishedDocument({ ...resource, owner_user_id: 7 })).toBe(false);
    expect(isPublishedDocument({ ...resource, business_type: 'QUOTE' })).toBe(false);
  });
});
