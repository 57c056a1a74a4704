import {
  DECLARED_UNIT_KG,
  type ExportContext,
  hostOf,
  ILCD_REFS,
  type OpenRecord,
  platformUuid,
} from './builders.ts';
import { el, wrap } from './xml.ts';

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
