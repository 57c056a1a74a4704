import { VISITOR_ID_RENEW_MS } from '@steel-epd/contract';
import { readStored, writeStored } from '@steel-epd/web';

/**
 * A random v4 uuid. crypto.randomUUID exists only in secure contexts, and the portal may be
 * opened over plain http on an intranet address, so it falls back to getRandomValues.
 */
export const randomUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export interface StoredVisitor {
  id: string | null;
  createdAt: number | null;
}

/** Whether the stored visitor id is still usable at `now` (spec 01 §9: renewed after 8 hours). */
export const isVisitorIdFresh = (stored: StoredVisitor, now: number): boolean =>
  stored.id !== null &&
  stored.id.length > 0 &&
  stored.createdAt !== null &&
  now - stored.createdAt >= 0 &&
  now - stored.createdAt < VISITOR_ID_RENEW_MS;

/** The visitor id for the page-visit count, kept in localStorage as `uuid` and `uuidTime`. */
export const visitorId = (now: number = Date.now()): string => {
  const createdRaw = readStored('uuidTime');
  const created = createdRaw === null ? Number.NaN : Number(createdRaw);
  const stored: StoredVisitor = {
    id: readStored('uuid'),
    createdAt: Number.isFinite(created) ? created : null,
  };
  if (isVisitorIdFresh(stored, now) && stored.id !== null) return stored.id;
  const id = randomUuid();
  writeStored('uuid', id);
  writeStored('uuidTime', String(now));
  return id;
};
