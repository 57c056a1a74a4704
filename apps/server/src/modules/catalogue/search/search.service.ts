import {
  catalogueSearchRoutes,
  type Lang,
  type TCompanyOption,
  type TEpdCard,
  type ZEpdSearch,
} from '@steel-epd/contract';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Actor } from '../../../platform/access/actor.ts';
import { can } from '../../../platform/access/policies.ts';
import { appError } from '../../../platform/errors.ts';
import { answerBytes, type PreparedAnswer } from '../../../platform/prepared-answers.ts';
import { filtersKey, type SearchFilters } from './match.ts';
import type { SearchStore } from './search.store.ts';
import type { SearchIndex } from './search-index.ts';
import { dayNumber } from './snapshot.ts';

/** The data of a search answer. */
type PageData = { list: TEpdCard[]; totals: number; pageSize: number; pageNum: number };

/** A card as stored, before the caller's own-company marks. */
type StoredCard = Omit<TEpdCard, 'status' | 'ownCompany' | 'qrEnlarge'> & {
  companyId: number;
  superseded: boolean;
};

/** Cards kept between builds of the index (a build clears them: they are as fresh as it). */
const CARD_CACHE_MAX = 20_000;

/**
 * Pages kept between builds, each with its answer as bytes in one language: at most this many,
 * and this many bytes of JSON (counted twice: the compressed forms made at their first ask are
 * smaller than it together).
 */
const PAGE_CACHE_MAX = 4_000;
const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** One page of one search on one day, from one build of the index. */
interface Page {
  totals: number;
  cards: StoredCard[];
  /** The answer as everyone but a member of a company on the page gets it, as bytes. */
  answer: PreparedAnswer;
}

interface Deps {
  store: SearchStore;
  index: SearchIndex;
  timeZone: string;
}

export const searchService = ({ store, index, timeZone }: Deps) => {
  const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone });
  let day = 0;
  let dayFrom = 0;
  let dayUntil = 0;
  /**
   * Today in the platform's time zone, as YYYYMMDD: a record expires after its expiry day there.
   * Worked out once per minute of the clock: time zones' offsets are whole minutes, so the day
   * turns on a minute's first millisecond and never inside one.
   */
  const today = () => {
    const now = Date.now();
    if (now < dayFrom || now >= dayUntil) {
      dayFrom = now - (now % 60_000);
      dayUntil = dayFrom + 60_000;
      day = dayNumber(dayFormat.format(new Date(now)));
    }
    return day;
  };

  const cards = new Map<number, StoredCard>();
  let cardsOfBuild = -1;

  /** The cards of these ids in their order, from the cache or one read of the DB. */
  const cardsOf = async (ids: readonly number[]): Promise<StoredCard[]> => {
    if (cardsOfBuild !== index.builds) {
      cards.clear();
      cardsOfBuild = index.builds;
    }
    const missing = ids.filter((id) => !cards.has(id));
    if (missing.length > 0) {
      const [rows, reports, evidence] = await Promise.all([
        store.cards(missing),
        store.currentReports(missing),
        store.evidence(missing),
      ]);
      if (cards.size + rows.length > CARD_CACHE_MAX) cards.clear();
      for (const row of rows) {
        const mine = reports.filter((r) => r.epd_id === row.id);
        const zh = mine.findLast((r) => r.lang === 'zh');
        const en = mine.findLast((r) => r.lang === 'en');
        const shown = zh ?? en;
        const entries = evidence.filter((e) => e.epd_id === row.id);
        const data = entries.findLast((e) => e.kind === 'EPD_DATA');
        const report = shown
          ? entries.findLast((e) => e.kind === 'EPD_REPORT' && e.report_id === shown.id)
          : undefined;
        cards.set(row.id, {
          id: row.id,
          businessId: row.business_id,
          productName: row.product_name,
          productNameEn: row.product_name_en,
          productType: row.product_type,
          companyId: row.company_id,
          companyCode: row.company_code,
          companyName: row.company_name,
          holderEn: row.holder_en,
          epdRegistrationNumber: row.registration_number,
          epdExpirationDate: row.expiry_date,
          pcrProductName: row.pcr_product_name,
          pcrProductNameEn: row.pcr_product_name_en,
          gwp100: Number(row.gwp100),
          cnAttachmentId: zh?.attachment_id ?? null,
          enAttachmentId: en?.attachment_id ?? null,
          isDataStubs: data !== undefined,
          dataStubsBlocktime: data?.created_at ?? null,
          dataStubsTxhash: data?.entry_hash ?? null,
          isReportStubs: report !== undefined,
          reportStubsBlocktime: report?.created_at ?? null,
          reportStubsTxhash: report?.entry_hash ?? null,
          gssQrCodeAttachmentId: row.qr_attachment_id,
          superseded: row.status === 'superseded',
        });
      }
    }
    return ids.flatMap((id) => cards.get(id) ?? []);
  };

  /** A portal user's own company (operators read every record, but own none). */
  const isOwn = (actor: Actor, companyId: number) =>
    actor.kind === 'user' && can(actor, 'read', { kind: 'company', id: companyId });

  /** Cards as a caller sees them today: status, and the marks of the caller's own company. */
  const shown = (stored: StoredCard[], day: number, own: (companyId: number) => boolean, qrShow: boolean) =>
    stored.map(({ companyId, superseded, ...card }): TEpdCard => {
      const ownCompany = own(companyId);
      return {
        ...card,
        status: superseded ? 'superseded' : dayNumber(card.epdExpirationDate) < day ? 'expired' : 'valid',
        ownCompany,
        qrEnlarge: ownCompany && qrShow,
      };
    });

  /**
   * Pages with their answers, by language, filters, page and day; dropped at each build of the
   * index (with the cards), and a new day is a new key, so an answer is never older than either.
   */
  const pages = new LRUCache<string, Page>({
    max: PAGE_CACHE_MAX,
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, 2 * page.answer.json.length),
  });
  let pagesOfBuild = -1;

  /** A page as found now: the index's answer (waiting for a rebuild after a publish) and the cards. */
  const makePage = async (
    filters: SearchFilters,
    pageNum: number,
    pageSize: number,
    lang: Lang,
  ): Promise<Page> => {
    const ids = await index.find(filters);
    const from = (pageNum - 1) * pageSize;
    const pageIds = from < ids.length ? Array.from(ids.subarray(from, from + pageSize)) : [];
    const cards = await cardsOf(pageIds);
    const list = shown(cards, filters.today, () => false, false);
    const data = { list, totals: ids.length, pageSize, pageNum };
    return { totals: ids.length, cards, answer: answerBytes(catalogueSearchRoutes.epdPage, data, lang) };
  };

  return {
    /**
     * A page of the search. Everyone gets the same bytes for the same page on the same day,
     * made once per build of the index; a logged-in member of a company that holds a card on
     * the page gets that page with its own-company marks instead.
     */
    async search(
      form: z.output<typeof ZEpdSearch>,
      actor: Actor,
      lang: Lang,
    ): Promise<PreparedAnswer | PageData> {
      const day = today();
      const filters: SearchFilters = {
        companyCode: form.companyCode || undefined,
        pcrNumber: form.pcrNumber || undefined,
        keyword: form.epdKeyword || undefined,
        issuedFrom: form.epdEffectiveDate ? dayNumber(form.epdEffectiveDate) : 0,
        expiresBy: form.epdExpirationDate ? dayNumber(form.epdExpirationDate) : 0,
        includeExpired: form.includeExpired,
        today: day,
      };
      const { pageNum, pageSize } = form;
      const key = `${lang}:${pageNum}:${pageSize}:${filtersKey(filters)}`;
      if (pagesOfBuild !== index.builds) {
        pages.clear();
        pagesOfBuild = index.builds;
      }
      // Kept pages answer only while the index is fresh (after a publish the next search waits
      // for the rebuild in `find`).
      let page = index.fresh ? pages.get(key) : undefined;
      if (!page) {
        const build = index.builds;
        page = await makePage(filters, pageNum, pageSize, lang);
        // Kept only when no build came meanwhile (it would be from an older snapshot than the
        // next search's) and no publish waits for one.
        if (index.builds === build && index.fresh) pages.set(key, page);
      }
      if (actor.kind === 'user' && page.cards.some((c) => isOwn(actor, c.companyId))) {
        const qrShow = (await store.setting('qrShow'))?.value === 'true';
        const list = shown(page.cards, day, (companyId) => isOwn(actor, companyId), qrShow);
        return { list, totals: page.totals, pageSize, pageNum };
      }
      return page.answer;
    },

    companyOptions: (): Promise<TCompanyOption[]> => index.listedCompanies(),

    async qrAttachment(epdId: number) {
      const row = await store.qrOf(epdId);
      if (!row?.qr_attachment_id) throw appError('NOT_FOUND');
      return { attachmentId: row.qr_attachment_id };
    },
  };
};

export type SearchService = ReturnType<typeof searchService>;
