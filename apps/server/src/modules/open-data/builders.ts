import { createHash } from 'node:crypto';
import {
  type EpdPublicStatus,
  hasEnglishNames,
  OPENEPD_MAKING_ROUTE,
  OPENEPD_VERSION,
  openExportPaths,
  STEEL_MAKING_ROUTES,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import type { OpenRecordRow } from '../catalogue/index.ts';
import { el, wrap } from './xml.ts';

type Lang = 'zh' | 'en';

/** A public EPD version with what the exports need beside its row. */
export interface OpenRecord {
  row: OpenRecordRow;
  status: EpdPublicStatus;
  /** Every publication, correction and renewal of the chain up to this version counts one. */
  version: number;
  /** The first version's business id: the chain's id in both formats (a later version replaces it). */
  chainId: string;
  /** The current report business ids (/apppdf/{id}); none for a withdrawn version. */
  reports: { zh: string | null; en: string | null };
}

/** What the exports take from the platform: its public address and name (the programme operator). */
export interface ExportContext {
  baseUrl: string;
  operatorName: (lang: Lang) => string;
}

/** The reference UUIDs of ../shared/formats/ilcd-epd/identifiers (never invented ones). */
export const ILCD_REFS = {
  /** EN15804+A2_EF3.1_indicators.csv: Global Warming Potential - total (GWP-total), kg CO2 eqv. */
  gwpTotal: { uuid: 'a7ea142a-9749-11ed-a8fc-0242ac120002', version: '01.00.000' },
  /** Its unit group (same row). */
  gwpUnitGroup: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
  /** Common_references.csv. */
  ilcdFormat: 'a97a0155-0234-4b87-b4ce-a45da52f2a40',
  epdExtensions12: 'a29449fd-aa2f-4de8-b5d7-4b06b43c6fde',
  en15804A2Ef31: 'd4aa3ec7-b1d7-4a4a-a6cb-37af88dcc902',
  /** Flow_properties_and_unit_groups.csv: Mass (kg). */
  mass: '93a60a56-a3c8-11da-a746-0800200b9a66',
} as const;

/** The declared unit of every steel EPD of the programme: 1 t (GWP100 is stored per tonne). */
export const DECLARED_UNIT_KG = 1000;

/** The public addresses of a version's exports and pages (absolute, on the platform's address). */
export const linksOf = (baseUrl: string, businessId: string, productNameEn: string | null) => {
  const paths = openExportPaths(businessId, productNameEn);
  return {
    self: `${baseUrl}${paths.self}`,
    openEpdZh: `${baseUrl}${paths.openEpdZh}`,
    openEpdEn: paths.openEpdEn === null ? null : `${baseUrl}${paths.openEpdEn}`,
    ilcd: `${baseUrl}${paths.ilcd}`,
    summary: `${baseUrl}/app/epd/${businessId}`,
  };
};

/** The English export exists only when the record has an English product name. */
export const hasEnglish = (row: Pick<OpenRecordRow, 'product_name_en'>) =>
  hasEnglishNames(row.product_name_en);

/** A name in the language: English falls back to the Chinese one where only that exists. */
const pick = (zh: string, en: string | null, lang: Lang) => (lang === 'en' && en?.trim() ? en : zh);

/** The day as openEPD's date-time (the programme's days, written at midnight UTC as EC3 does). */
const dayTime = (day: string) => `${day}T00:00:00+00:00`;

/** A name-based UUID (version 5 layout over SHA-1) of a thing of the platform: stable per input. */
export const platformUuid = (kind: string, id: string) => {
  const h = createHash('sha1').update(`steel-epd-platform:${kind}:${id}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Cuts a text to the schema's maximum length (openEPD names: 200). */
const cap = (text: string, max = 200) => (text.length > max ? text.slice(0, max) : text);

/** The record's steelmaking route when it is one the programme knows, else null. */
export const makingRouteOf = (row: Pick<OpenRecordRow, 'making_route'>): TSteelMakingRoute | null =>
  (STEEL_MAKING_ROUTES as readonly (string | null)[]).includes(row.making_route)
    ? (row.making_route as TSteelMakingRoute)
    : null;

/**
 * openEPD's `third_party_verifier` (an Org) where known: the name in the document's language
 * (English falls back to Chinese), the other language's name among `alt_names`.
 */
const verifierOrg = (row: OpenRecordRow, lang: Lang) => {
  if (!row.verifier_zh) return null;
  const name = cap(pick(row.verifier_zh, row.verifier_en, lang));
  const other = [row.verifier_zh, row.verifier_en ?? '']
    .map((n) => cap(n.trim()))
    .filter((n) => n !== '' && n !== name);
  return { name, ...(other.length > 0 ? { alt_names: other } : {}) };
};

/** openEPD's `specs.Steel` where anything of it is known: the making route and recycled content. */
const steelSpecs = (row: OpenRecordRow) => {
  const route = makingRouteOf(row);
  const recycled = row.recycled_content;
  if (route === null && recycled === null) return null;
  return {
    ...(route === null ? {} : { making_route: { ...OPENEPD_MAKING_ROUTE[route] } }),
    ...(recycled === null ? {} : { recycled_content: recycled }),
  };
};

/**
 * The openEPD document of a version in one language (issue 14). `id` is the chain's id and
 * `version` counts its publications, corrections and renewals, so a reader keeps the newest.
 */
export const toOpenEpd = (record: OpenRecord, lang: Lang, ctx: ExportContext) => {
  const { row } = record;
  const links = linksOf(ctx.baseUrl, row.business_id, row.product_name_en);
  const productName = cap(pick(row.product_name, row.product_name_en, lang));
  const holder = cap(pick(row.holder_zh, row.holder_en, lang));
  const site = cap(pick(row.site_zh, row.site_en, lang));
  const operator = { name: cap(ctx.operatorName(lang)), web_domain: hostOf(ctx.baseUrl) };
  const attachments: Record<string, string> = {
    openEPD: lang === 'en' && links.openEpdEn ? links.openEpdEn : links.openEpdZh,
    ILCD_EPD: links.ilcd,
    Summary: links.summary,
  };
  if (record.reports.zh) attachments['Report (zh)'] = `${ctx.baseUrl}/apppdf/${record.reports.zh}`;
  if (record.reports.en) attachments['Report (en)'] = `${ctx.baseUrl}/apppdf/${record.reports.en}`;
  const verifier = verifierOrg(row, lang);
  const steel = steelSpecs(row);
  return {
    doctype: 'openEPD',
    openepd_version: OPENEPD_VERSION,
    id: record.chainId,
    version: record.version,
    language: lang,
    name: productName,
    product_name: productName,
    declared_unit: { qty: 1, unit: 't' },
    kg_per_declared_unit: { qty: DECLARED_UNIT_KG, unit: 'kg' },
    date_of_issue: dayTime(row.issue_date),
    valid_until: dayTime(row.expiry_date),
    program_operator: operator,
    program_operator_doc_id: cap(row.registration_number),
    pcr: {
      id: row.pcr_register_no,
      name: cap(pick(row.pcr_name, row.pcr_name_en, lang)),
      ...(row.pcr_register_no.length <= 40 ? { issuer_doc_id: row.pcr_register_no } : {}),
      ...(row.pcr_author.trim() ? { issuer: { name: cap(row.pcr_author) } } : {}),
    },
    ...(verifier ? { third_party_verifier: verifier } : {}),
    manufacturer: { name: holder },
    plants: [{ name: site, owner: { name: holder }, location: { address: site, country: 'CN' } }],
    impacts: { 'EF 3.1': { gwp: { A1A2A3: { mean: row.gwp100, unit: 'kgCO2e' } } } },
    ...(steel ? { specs: { Steel: steel } } : {}),
    attachments,
    ext: {
      'steel-epd-platform': {
        business_id: row.business_id,
        status: record.status,
        product_type: row.product_type,
        withdrawn_at: row.withdrawn_at,
        updated_at: row.updated_at,
      },
    },
  };
};

export type OpenEpdDocument = ReturnType<typeof toOpenEpd>;

/** `01.00.007` for version 7: ILCD's dataSetVersion (a higher one is a newer data set of the same UUID). */
export const ilcdVersion = (version: number) =>
  `01.${String(Math.min(99, Math.floor(version / 1000))).padStart(2, '0')}.${String(version % 1000).padStart(3, '0')}`;

/** Both languages' texts of one element: Chinese always, English when there is one. */
const multi = (name: string, zh: string, en: string | null) => [
  el(name, zh, { 'xml:lang': 'zh' }),
  ...(en?.trim() ? [el(name, en, { 'xml:lang': 'en' })] : []),
];

const NS = {
  xmlns: 'http://lca.jrc.it/ILCD/Process',
  'xmlns:common': 'http://lca.jrc.it/ILCD/Common',
  'xmlns:epd': 'http://www.iai.kit.edu/EPD/2013',
  'xmlns:epd2': 'http://www.indata.network/EPD/2019',
  version: '1.1',
};

/**
 * The ILCD+EPD v1.2 process data set of a version: names in Chinese and English, reference
 * year and validity, publication date, the programme as registration authority with the
 * registration number, the holder as owner, the PCR, EN 15804+A2 (EF 3.1) compliance, the
 * third-party verifier where known and the GWP-total result of modules A1-A3 per declared unit
 * (1 t).
 */
export const toIlcdEpd = (record: OpenRecord, ctx: ExportContext) => {
  const { row } = record;
  const year = (day: string) => Number(day.slice(0, 4));
  const published = (row.published_at ?? row.created_at).slice(0, 10);
  const body = wrap(
    'processDataSet',
    [
      wrap('processInformation', [
        wrap('dataSetInformation', [
          el('common:UUID', platformUuid('epd', record.chainId)),
          wrap('name', multi('baseName', row.product_name, row.product_name_en)),
          ...multi(
            'common:generalComment',
            `${row.registration_number} · ${row.holder_zh}`,
            row.holder_en ? `${row.registration_number} · ${row.holder_en}` : null,
          ),
        ]),
        wrap('quantitativeReference', [el('referenceToReferenceFlow', 0)], { type: 'Reference flow(s)' }),
        wrap('time', [
          el('common:referenceYear', year(row.issue_date)),
          el('common:dataSetValidUntil', year(row.expiry_date)),
          wrap('common:other', [el('epd2:publicationDateOfEPD', published)]),
        ]),
        wrap('geography', [
          wrap(
            'locationOfOperationSupplyOrProduction',
            multi('descriptionOfRestrictions', row.site_zh, row.site_en),
            {
              location: 'CN',
            },
          ),
        ]),
      ]),
      wrap('modellingAndValidation', [
        wrap('LCIMethodAndAllocation', [
          el('typeOfDataSet', 'EPD'),
          wrap(
            'referenceToLCAMethodDetails',
            multi(
              'common:shortDescription',
              `${row.pcr_register_no} ${row.pcr_name}`,
              row.pcr_name_en ? `${row.pcr_register_no} ${row.pcr_name_en}` : null,
            ),
            { type: 'source data set', refObjectId: platformUuid('pcr', row.pcr_register_no) },
          ),
          wrap('common:other', [el('epd:subType', 'specific dataset')]),
        ]),
        ...(row.verifier_zh
          ? [
              // The verifier by name: the reference's data set id is optional in the XSD, and the
              // platform publishes no contact data set to point at, so none is named.
              wrap('validation', [
                wrap(
                  'review',
                  [
                    wrap(
                      'common:referenceToNameOfReviewerAndInstitution',
                      multi('common:shortDescription', row.verifier_zh, row.verifier_en),
                      { type: 'contact data set' },
                    ),
                  ],
                  { type: 'Independent external review' },
                ),
              ]),
            ]
          : []),
        wrap('complianceDeclarations', [
          wrap('compliance', [
            wrap(
              'common:referenceToComplianceSystem',
              [el('common:shortDescription', 'EN 15804+A2 (EF 3.1)', { 'xml:lang': 'en' })],
              {
                type: 'source data set',
                refObjectId: ILCD_REFS.en15804A2Ef31,
              },
            ),
          ]),
        ]),
      ]),
      wrap('administrativeInformation', [
        wrap('dataEntryBy', [
          el('common:timeStamp', row.updated_at),
          wrap(
            'common:referenceToDataSetFormat',
            [el('common:shortDescription', 'ILCD format', { 'xml:lang': 'en' })],
            {
              type: 'source data set',
              refObjectId: ILCD_REFS.ilcdFormat,
            },
          ),
          wrap(
            'common:referenceToDataSetFormat',
            [el('common:shortDescription', 'EPD Data Format Extensions v1.2', { 'xml:lang': 'en' })],
            { type: 'source data set', refObjectId: ILCD_REFS.epdExtensions12 },
          ),
        ]),
        wrap('publicationAndOwnership', [
          el('common:dataSetVersion', ilcdVersion(record.version)),
          el('common:dateOfLastRevision', row.updated_at),
          wrap(
            'common:referenceToRegistrationAuthority',
            multi('common:shortDescription', ctx.operatorName('zh'), ctx.operatorName('en')),
            {
              type: 'contact data set',
              refObjectId: platformUuid('operator', hostOf(ctx.baseUrl)),
              uri: ctx.baseUrl,
            },
          ),
          el('common:registrationNumber', row.registration_number),
          wrap(
            'common:referenceToOwnershipOfDataSet',
            multi('common:shortDescription', row.holder_zh, row.holder_en),
            {
              type: 'contact data set',
              refObjectId: platformUuid('company', row.company_code),
            },
          ),
        ]),
      ]),
      wrap('exchanges', [
        wrap(
          'exchange',
          [
            wrap(
              'referenceToFlowDataSet',
              multi('common:shortDescription', row.product_name, row.product_name_en),
              {
                type: 'flow data set',
                refObjectId: platformUuid('product', record.chainId),
              },
            ),
            el('exchangeDirection', 'Output'),
            el('meanAmount', DECLARED_UNIT_KG),
            el('resultingAmount', DECLARED_UNIT_KG),
          ],
          { dataSetInternalID: 0 },
        ),
      ]),
      wrap('LCIAResults', [
        wrap('LCIAResult', [
          wrap(
            'referenceToLCIAMethodDataSet',
            [
              el('common:shortDescription', 'Global Warming Potential - total (GWP-total)', {
                'xml:lang': 'en',
              }),
            ],
            {
              type: 'LCIA method data set',
              refObjectId: ILCD_REFS.gwpTotal.uuid,
              version: ILCD_REFS.gwpTotal.version,
            },
          ),
          el('meanAmount', row.gwp100),
          wrap('common:other', [
            el('epd:amount', row.gwp100, { 'epd:module': 'A1-A3' }),
            wrap(
              'epd:referenceToUnitGroupDataSet',
              [el('common:shortDescription', 'kg CO2 eqv.', { 'xml:lang': 'en' })],
              {
                type: 'unit group data set',
                refObjectId: ILCD_REFS.gwpUnitGroup,
              },
            ),
          ]),
        ]),
      ]),
    ],
    NS,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
};
