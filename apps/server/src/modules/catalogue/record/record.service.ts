import {
  epdPagePath,
  epdPublicStatus,
  PUBLIC_SITE_PATHS,
  type TEpdRecord,
  type TEpdVersion,
} from '@steel-epd/contract';
import { todayIn } from '../../../platform/days.ts';
import { appError } from '../../../platform/errors.ts';
import type { SearchStore } from '../search/search.store.ts';
import type { OpenRecords } from './open-records.store.ts';
import type { RecordStore } from './record.store.ts';

interface Deps {
  store: RecordStore;
  /** A version as the open data reads it, and its version number (so both say the same). */
  versions: Pick<OpenRecords, 'byBusinessId' | 'versionOf'>;
  /** The QR label of a published or superseded version (the search's query). */
  qr: Pick<SearchStore, 'qrOf'>;
  timeZone: string;
  /** PUBLIC_BASE_URL: the sitemap's addresses are absolute. */
  baseUrl: string;
}

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the newest versions are listed first. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The public page of an EPD version and the sitemap that lists every such page (issue 29). */
export const recordService = ({ store, versions, qr, timeZone, baseUrl }: Deps) => ({
  /** GET /n/epd/record/{id}: a published (valid or expired) or superseded version; else NOT_FOUND. */
  async record(businessId: string): Promise<TEpdRecord> {
    const row = await versions.byBusinessId(businessId);
    const today = todayIn(timeZone);
    const status = row ? epdPublicStatus(row.status, row.expiry_date, today) : null;
    if (!row || status === null || status === 'withdrawn') throw appError('NOT_FOUND');
    const [chain, { version }, langs, label] = await Promise.all([
      store.chain(row.id),
      versions.versionOf(row.id, row.previous_id),
      store.reportLangs(row.id),
      qr.qrOf(row.id),
    ]);
    const listed = chain.flatMap((v): TEpdVersion[] => {
      const shown = epdPublicStatus(v.status, v.expiry_date, today);
      return shown === null
        ? []
        : [
            {
              businessId: v.business_id,
              registrationNumber: v.registration_number,
              issueDate: v.issue_date,
              expiryDate: v.expiry_date,
              status: shown,
              current: v.id === row.id,
            },
          ];
    });
    return {
      id: row.id,
      businessId: row.business_id,
      registrationNumber: row.registration_number,
      productType: row.product_type,
      productName: row.product_name,
      productNameEn: row.product_name_en,
      holder: row.holder_zh,
      holderEn: row.holder_en,
      site: row.site_zh,
      siteEn: row.site_en,
      pcrRegisterNo: row.pcr_register_no,
      pcrName: row.pcr_name,
      pcrNameEn: row.pcr_name_en,
      pcrAuthor: row.pcr_author,
      verifier: row.verifier_zh,
      verifierEn: row.verifier_en,
      issueDate: row.issue_date,
      expiryDate: row.expiry_date,
      publishedAt: row.published_at,
      status,
      supersededBy: row.superseded_by_business_id,
      previous: row.previous_business_id,
      version,
      versions: listed,
      gwp100: row.gwp100,
      makingRoute: row.making_route,
      recycledContent: row.recycled_content,
      reportLangs: (['zh', 'en'] as const).filter((lang) => langs.some((l) => l.lang === lang)),
      qrAttachmentId: label?.qr_attachment_id ?? null,
    };
  },

  /** GET /sitemap.xml: the open pages, then every version with a page, newest first. */
  async sitemap(): Promise<string> {
    const pages = PUBLIC_SITE_PATHS.map((path) => `<url><loc>${xmlEscape(`${baseUrl}${path}`)}</loc></url>`);
    const records = await store.pageVersions(SITEMAP_MAX_URLS - pages.length);
    const entries = records.map(
      (r) =>
        `<url><loc>${xmlEscape(`${baseUrl}${epdPagePath(r.business_id)}`)}</loc>` +
        `<lastmod>${xmlEscape(r.updated_at.slice(0, 10))}</lastmod></url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages,
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  },
});

export type RecordService = ReturnType<typeof recordService>;
