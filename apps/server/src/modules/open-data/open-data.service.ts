import { createHash } from 'node:crypto';
import {
  epdPublicStatus,
  OPEN_API_LIMIT,
  type TOpenEpd,
  type TOpenEpdPage,
  type TOpenEpdQuery,
} from '@steel-epd/contract';
import { todayIn } from '../../platform/days.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey } from '../../platform/limits/limiter.ts';
import type { OpenRecordRow, OpenRecords } from '../catalogue/index.ts';
import {
  type ExportContext,
  hasEnglish,
  linksOf,
  makingRouteOf,
  type OpenRecord,
  toOpenEpd,
} from './builders.ts';
import { toIlcdEpd } from './ilcd-epd.ts';

interface Deps {
  records: OpenRecords;
  limiter: Limiter;
  ctx: ExportContext;
  timeZone: string;
}

/** A document with its validators: the body, a strong ETag of its bytes and its last change. */
export interface OpenDocument {
  body: string;
  etag: string;
  /** The version's updated_at (ISO): Last-Modified. */
  lastModified: string;
}

/** The cursor: the last row's (updated_at, id), opaque to callers (base64url JSON). */
const encodeCursor = (row: { updated_at: string; id: number }) =>
  Buffer.from(JSON.stringify([row.updated_at, row.id]), 'utf8').toString('base64url');

const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const decodeCursor = (cursor: string) => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      ISO_RE.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    )
      return { updatedAt: value[0], id: value[1] as number };
  } catch {
    // falls through to the refusal
  }
  throw appError('OPEN_CURSOR_INVALID');
};

/** updatedSince as the stored form (nowIso: UTC with milliseconds), so text order is time order. */
const storedInstant = (value: string) => {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw appError('VALIDATION_FAILED', {
      fields: [{ path: 'updatedSince', message: 'validation.invalid' }],
    });
  return at.toISOString();
};

/**
 * When a version last changed as a reader sees it: its updated_at, or the start of the day after
 * its expiry once that has come (its status turns from valid to expired without a write).
 */
export const lastChangeOf = (row: Pick<OpenRecordRow, 'updated_at' | 'expiry_date'>, now = new Date()) => {
  const expiredAt = new Date(`${row.expiry_date}T00:00:00.000Z`);
  expiredAt.setUTCDate(expiredAt.getUTCDate() + 1);
  if (Number.isNaN(expiredAt.getTime()) || expiredAt > now) return row.updated_at;
  const iso = expiredAt.toISOString();
  return iso > row.updated_at ? iso : row.updated_at;
};

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`;

/**
 * The open-data read side (issue 14): the public versions as the API lists them and as
 * openEPD and ILCD+EPD documents. Everything public: no actor is asked; each call counts
 * against its client address's limit.
 */
export const openDataService = ({ records, limiter, ctx, timeZone }: Deps) => {
  const complete = async (
    row: OpenRecordRow,
    reportsOf: Map<number, { zh: string | null; en: string | null }>,
  ): Promise<OpenRecord> => {
    const status = epdPublicStatus(row.status, row.expiry_date, todayIn(timeZone));
    if (!status) throw appError('NOT_FOUND');
    const { version, firstBusinessId } = await records.versionOf(row.id, row.previous_id);
    return {
      row,
      status,
      version,
      chainId: firstBusinessId,
      // A withdrawn version's reports are not served, so their addresses are not handed out.
      reports:
        status === 'withdrawn' ? { zh: null, en: null } : (reportsOf.get(row.id) ?? { zh: null, en: null }),
    };
  };

  const reportsMap = async (ids: number[]) => {
    const map = new Map<number, { zh: string | null; en: string | null }>();
    for (const r of await records.currentReports(ids)) {
      const entry = map.get(r.epd_id) ?? { zh: null, en: null };
      if (r.lang === 'zh' || r.lang === 'en') entry[r.lang] = r.business_id;
      map.set(r.epd_id, entry);
    }
    return map;
  };

  const load = async (businessId: string) => {
    const row = await records.byBusinessId(businessId);
    if (!row) throw appError('NOT_FOUND');
    return complete(row, await reportsMap([row.id]));
  };

  const view = (r: OpenRecord): TOpenEpd => ({
    id: r.row.business_id,
    registrationNumber: r.row.registration_number,
    productType: r.row.product_type,
    productName: r.row.product_name,
    productNameEn: r.row.product_name_en,
    companyCode: r.row.company_code,
    holderZh: r.row.holder_zh,
    holderEn: r.row.holder_en,
    siteZh: r.row.site_zh,
    siteEn: r.row.site_en,
    pcrRegisterNo: r.row.pcr_register_no,
    pcrName: r.row.pcr_name,
    pcrNameEn: r.row.pcr_name_en,
    gwp100: r.row.gwp100,
    verifierZh: r.row.verifier_zh,
    verifierEn: r.row.verifier_en,
    makingRoute: makingRouteOf(r.row),
    recycledContent: r.row.recycled_content,
    issueDate: r.row.issue_date,
    expiryDate: r.row.expiry_date,
    status: r.status,
    version: r.version,
    publishedAt: r.row.published_at,
    updatedAt: r.row.updated_at,
    withdrawnAt: r.row.withdrawn_at,
    supersededBy: r.row.superseded_by_business_id,
    previous: r.row.previous_business_id,
    links: linksOf(ctx.baseUrl, r.row.business_id, r.row.product_name_en),
  });

  return {
    /** Counts one call of a client address; OPEN_RATE_LIMITED (429) past OPEN_API_LIMIT. */
    async countCall(ip: string | null) {
      const hit = await limiter.hit(
        limitKey('open-api', ip ?? 'unknown'),
        OPEN_API_LIMIT.limit,
        OPEN_API_LIMIT.windowMs,
      );
      if (!hit.allowed)
        throw appError('OPEN_RATE_LIMITED', { retryAfterS: Math.ceil(hit.retryAfterMs / 1000) });
    },

    /** A page in (updated_at, id) order after the cursor; the last change of its versions for Last-Modified. */
    async list(
      query: TOpenEpdQuery & { limit: number },
    ): Promise<{ page: TOpenEpdPage; lastModified: string | null }> {
      const rows = await records.page(
        {
          companyCode: query.company || undefined,
          pcrRegisterNo: query.pcr || undefined,
          keyword: query.keyword || undefined,
          validOn: query.validOn,
          updatedSince: query.updatedSince ? storedInstant(query.updatedSince) : undefined,
          after: query.cursor ? decodeCursor(query.cursor) : null,
        },
        query.limit + 1,
      );
      const pageRows = rows.slice(0, query.limit);
      const reports = await reportsMap(pageRows.map((r) => r.id));
      const list: TOpenEpd[] = [];
      for (const row of pageRows) list.push(view(await complete(row, reports)));
      const last = pageRows.at(-1);
      const lastModified =
        pageRows
          .map((r) => lastChangeOf(r))
          .sort()
          .at(-1) ?? null;
      return {
        page: { list, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null },
        lastModified,
      };
    },

    async one(businessId: string): Promise<{ data: TOpenEpd; lastModified: string }> {
      const r = await load(businessId);
      return { data: view(r), lastModified: lastChangeOf(r.row) };
    },

    /** The openEPD document; an English one only when the record has English names. */
    async openEpd(businessId: string, lang: 'zh' | 'en'): Promise<OpenDocument> {
      const r = await load(businessId);
      if (lang === 'en' && !hasEnglish(r.row)) throw appError('NOT_FOUND');
      const body = `${JSON.stringify(toOpenEpd(r, lang, ctx), null, 2)}\n`;
      return { body, etag: etagOf(body), lastModified: lastChangeOf(r.row) };
    },

    async ilcd(businessId: string): Promise<OpenDocument> {
      const r = await load(businessId);
      const body = toIlcdEpd(r, ctx);
      return { body, etag: etagOf(body), lastModified: lastChangeOf(r.row) };
    },
  };
};

export type OpenDataService = ReturnType<typeof openDataService>;
