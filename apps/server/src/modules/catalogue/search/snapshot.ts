import type { SearchStore } from './search.store.ts';

/**
 * The index's snapshot of the searchable versions, built from the store in one pass: the rows in
 * typed arrays, newest published first, and the texts a keyword is matched against, each
 * normalised once (see search-index.ts for the shape and why).
 */

/** NFKC and lower case: full-width letters and digits match their ASCII forms, A matches a. */
export const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/** 2026-03-01 → 20260301. */
export const dayNumber = (day: string) => Number(day.slice(0, 4) + day.slice(5, 7) + day.slice(8, 10));

export interface Company {
  id: number;
  code: string;
  name: string;
  norm: string;
  /** Has a published (not superseded) version. */
  listed: boolean;
}

export interface Snapshot {
  size: number;
  ids: Int32Array;
  company: Int32Array;
  pcr: Int32Array;
  product: Int32Array;
  issue: Int32Array;
  expiry: Int32Array;
  superseded: Uint8Array;
  productTexts: string[];
  companies: Company[];
  companyTexts: string[];
  companyByCode: Map<string, number>;
  pcrTexts: string[];
  pcrByNumber: Map<string, number>;
  regText: string;
  regStarts: Int32Array;
  /** 1 for each UTF-16 code unit that occurs in some registration number. */
  regChars: Uint8Array;
  signature: string;
}

export const buildSnapshot = async (
  store: Pick<SearchStore, 'companies' | 'pcrs' | 'eachSearchableBatch'>,
  signature: string,
): Promise<Snapshot> => {
  const [companyRows, pcrRows] = await Promise.all([store.companies(), store.pcrs()]);
  const companies: Company[] = [];
  const companyIndex = new Map<number, number>();
  for (const c of companyRows) {
    companyIndex.set(c.id, companies.length);
    companies.push({ id: c.id, code: c.code, name: c.name, norm: normalise(c.name), listed: false });
  }
  const pcrTexts: string[] = [];
  const pcrIndex = new Map<number, number>();
  const pcrByNumber = new Map<string, number>();
  for (const p of pcrRows) {
    pcrIndex.set(p.id, pcrTexts.length);
    pcrByNumber.set(p.register_no, pcrTexts.length);
    pcrTexts.push(normalise(`${p.product_name}\u0001${p.product_name_en ?? ''}`));
  }

  // Gathered batch by batch into columns of numbers; the order comes after.
  const ids: number[] = [];
  const companyOf: number[] = [];
  const pcrOf: number[] = [];
  const productOf: number[] = [];
  const issueOf: number[] = [];
  const expiryOf: number[] = [];
  const publishedOf: number[] = [];
  const supersededOf: number[] = [];
  const registrations: string[] = [];
  const productTexts: string[] = [];
  const productIndex = new Map<string, number>();
  await store.eachSearchableBatch((rows) => {
    for (const row of rows) {
      ids.push(row.id);
      const company = companyIndex.get(row.company_id) ?? -1;
      companyOf.push(company);
      pcrOf.push(pcrIndex.get(row.pcr_id) ?? -1);
      const text = normalise(
        `${row.product_name}\u0001${row.product_name_en ?? ''}\u0001${row.holder_en ?? ''}`,
      );
      let p = productIndex.get(text);
      if (p === undefined) {
        p = productTexts.length;
        productIndex.set(text, p);
        productTexts.push(text);
      }
      productOf.push(p);
      issueOf.push(dayNumber(row.issue_date));
      expiryOf.push(dayNumber(row.expiry_date));
      publishedOf.push(row.published_at ? Date.parse(row.published_at) : 0);
      supersededOf.push(row.status === 'superseded' ? 1 : 0);
      registrations.push(normalise(row.registration_number));
      const c = companies[company];
      if (c && row.status === 'published') c.listed = true;
    }
  });

  const size = ids.length;
  // Newest published first; the higher id first among equals, so the order is stable.
  const order = new Int32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  order.sort(
    (a, b) =>
      (publishedOf[b] as number) - (publishedOf[a] as number) || (ids[b] as number) - (ids[a] as number),
  );

  const s: Snapshot = {
    size,
    ids: new Int32Array(size),
    company: new Int32Array(size),
    pcr: new Int32Array(size),
    product: new Int32Array(size),
    issue: new Int32Array(size),
    expiry: new Int32Array(size),
    superseded: new Uint8Array(size),
    productTexts,
    companies,
    companyTexts: companies.map((c) => c.norm),
    companyByCode: new Map(companies.map((c, i) => [c.code, i])),
    pcrTexts,
    pcrByNumber,
    regText: '',
    regStarts: new Int32Array(size),
    regChars: new Uint8Array(65_536),
    signature,
  };
  const regParts: string[] = [];
  let offset = 0;
  for (let i = 0; i < size; i += 1) {
    const from = order[i] as number;
    s.ids[i] = ids[from] as number;
    s.company[i] = companyOf[from] as number;
    s.pcr[i] = pcrOf[from] as number;
    s.product[i] = productOf[from] as number;
    s.issue[i] = issueOf[from] as number;
    s.expiry[i] = expiryOf[from] as number;
    s.superseded[i] = supersededOf[from] as number;
    // A line feed ends each number: no keyword (one line) can match across two.
    const reg = `${registrations[from]}\n`;
    s.regStarts[i] = offset;
    offset += reg.length;
    regParts.push(reg);
  }
  s.regText = regParts.join('');
  const text = s.regText;
  for (let i = 0; i < text.length; i += 1) s.regChars[text.charCodeAt(i)] = 1;
  return s;
};
