import type { TextPair } from '../texts/define.ts';

/**
 * The indicators of an EN 15804+A2 results matrix (LCIA method EF 3.1), one catalogue for the
 * server, the portal, the console, the workbook and both exports. Names, units and UUIDs are the
 * ILCD+EPD format's own (../shared/formats/ilcd-epd/identifiers/EN15804+A2_EF3.1_indicators.csv;
 * a test holds this table to that file and to the openEPD library's indicator names). GWP-GHG has
 * no ILCD reference: it is declared in openEPD and shown, never exported to ILCD.
 */

/** Where EN 15804+A2 puts an indicator: core and additional impacts, resource use, waste, output flows. */
export type IndicatorGroup = 'core' | 'additional' | 'resource' | 'waste' | 'output';

/** The openEPD field that carries an indicator, with the unit the library expects. */
export interface OpenEpdIndicator {
  /** `impacts` (per LCIA method), `resource_uses` or `output_flows`. */
  set: 'impacts' | 'resource_uses' | 'output_flows';
  key: string;
  unit: string;
  /** Multiplies the matrix value into `unit` (kg P eq to kg PO4 eq); 1 when the units agree. */
  factor: number;
}

export interface Indicator {
  /** The indicator's short name in EN 15804+A2, the key of the matrix. */
  key: string;
  group: IndicatorGroup;
  /** Mandatory in every declared module of an EN 15804+A2 declaration (the additional ones are not). */
  mandatory: boolean;
  /** The ILCD reference: an LCIA method data set (impacts) or an elementary flow (the rest). */
  ilcd: {
    uuid: string;
    /** The data set version the file names (the flows' rows name none). */
    version: string | null;
    name: string;
    unit: string;
    unitGroupUuid: string;
  } | null;
  name: TextPair;
  /** The unit as people read it. */
  unit: TextPair;
  openEpd: OpenEpdIndicator;
}

/** kg PO4 per kg P: molar masses 94.971 / 30.974 (openEPD's freshwater eutrophication is in kgPO4e). */
export const PO4_PER_P = 3.0662;

const ENERGY = '93a60a57-a3c8-11da-a746-0800200c9a66';
const MASS = 'ad38d542-3fe9-439d-9b95-2f5f7752acaf';
const VOLUME = 'cd950537-0a98-4044-9ba7-9f9a68d0a504';
const GWP_UNITS = '1ebf3012-d0db-4de2-aefd-ef30cedb0be1';
const CTUH = 'd4c9523e-2d7e-49fd-8469-998f547d3a70';

const impact = (set: 'impacts', key: string, unit: string, factor = 1): OpenEpdIndicator => ({
  set,
  key,
  unit,
  factor,
});
const resource = (key: string, unit: string): OpenEpdIndicator => ({
  set: 'resource_uses',
  key,
  unit,
  factor: 1,
});
const output = (key: string, unit: string): OpenEpdIndicator => ({
  set: 'output_flows',
  key,
  unit,
  factor: 1,
});

const KG_CO2: TextPair = ['kg CO₂当量', 'kg CO₂ eq'];
const MJ: TextPair = ['MJ', 'MJ'];
const KG: TextPair = ['kg', 'kg'];
const M3: TextPair = ['m³', 'm³'];

// Built in a function marked pure, so that a bundle that never reads the catalogue drops it.
const catalogue = (): readonly Indicator[] => [
  {
    key: 'GWP-total',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'a7ea142a-9749-11ed-a8fc-0242ac120002',
      version: '01.00.000',
      name: 'Global Warming Potential - total (GWP-total)',
      unit: 'kg CO2 eqv.',
      unitGroupUuid: GWP_UNITS,
    },
    name: ['全球变暖潜势-总计', 'Global warming potential - total'],
    unit: KG_CO2,
    openEpd: impact('impacts', 'gwp', 'kgCO2e'),
  },
  {
    key: 'GWP-fossil',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'a7ea19c0-9749-11ed-a8fc-0242ac120002',
      version: '01.00.000',
      name: 'Global Warming Potential - fossil fuels (GWP-fossil)',
      unit: 'kg CO2 eqv.',
      unitGroupUuid: GWP_UNITS,
    },
    name: ['全球变暖潜势-化石', 'Global warming potential - fossil'],
    unit: KG_CO2,
    openEpd: impact('impacts', 'gwp-fossil', 'kgCO2e'),
  },
  {
    key: 'GWP-biogenic',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'a7ea186c-9749-11ed-a8fc-0242ac120002',
      version: '01.00.000',
      name: 'Global Warming Potential - biogenic (GWP-biogenic)',
      unit: 'kg CO2 eqv.',
      unitGroupUuid: GWP_UNITS,
    },
    name: ['全球变暖潜势-生物源', 'Global warming potential - biogenic'],
    unit: KG_CO2,
    openEpd: impact('impacts', 'gwp-biogenic', 'kgCO2e'),
  },
  {
    key: 'GWP-luluc',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'a7ea1ae2-9749-11ed-a8fc-0242ac120002',
      version: '01.00.000',
      name: 'Global Warming Potential - land use and land use change (GWP-luluc)',
      unit: 'kg CO2 eqv.',
      unitGroupUuid: GWP_UNITS,
    },
    name: ['全球变暖潜势-土地利用和土地利用变化', 'Global warming potential - land use and land use change'],
    unit: KG_CO2,
    openEpd: impact('impacts', 'gwp-luluc', 'kgCO2e'),
  },
  {
    key: 'ODP',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b5c629d6-def3-11e6-bf01-fe55135034f3',
      version: '02.00.012',
      name: 'Depletion potential of the stratospheric ozone layer (ODP)',
      unit: 'kg CFC 11 eqv.',
      unitGroupUuid: 'd9e957c9-7309-4474-bf3a-7777df6c4e5b',
    },
    name: ['平流层臭氧消耗潜势', 'Depletion potential of the stratospheric ozone layer'],
    unit: ['kg CFC-11当量', 'kg CFC-11 eq'],
    openEpd: impact('impacts', 'odp', 'kgCFC11e'),
  },
  {
    key: 'AP',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b5c611c6-def3-11e6-bf01-fe55135034f3',
      version: '01.04.000',
      name: 'Acidification potential, Accumulated Exceedance (AP)',
      unit: 'mol H+ eqv.',
      unitGroupUuid: '42e089ac-92bf-4bf2-8ca1-5fc40d18f2ed',
    },
    name: ['酸化潜势（累积超标）', 'Acidification potential, accumulated exceedance'],
    unit: ['mol H⁺当量', 'mol H⁺ eq'],
    openEpd: impact('impacts', 'ap', 'molHe'),
  },
  {
    key: 'EP-freshwater',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b53ec18f-7377-4ad3-86eb-cc3f4f276b2b',
      version: '01.00.010',
      name: 'Eutrophication potential - freshwater (EP-freshwater)',
      unit: 'kg P eqv.',
      unitGroupUuid: '0429039d-a61d-4590-ba67-aa4a20a810a1',
    },
    name: ['富营养化潜势-淡水', 'Eutrophication potential - freshwater'],
    unit: ['kg P当量', 'kg P eq'],
    openEpd: impact('impacts', 'ep-fresh', 'kgPO4e', PO4_PER_P),
  },
  {
    key: 'EP-marine',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b5c619fa-def3-11e6-bf01-fe55135034f3',
      version: '02.00.010',
      name: 'Eutrophication potential - marine (EP-marine)',
      unit: 'kg N eqv.',
      unitGroupUuid: 'd05bb823-ecdf-4686-8c40-bf1d9257859f',
    },
    name: ['富营养化潜势-海洋', 'Eutrophication potential - marine'],
    unit: ['kg N当量', 'kg N eq'],
    openEpd: impact('impacts', 'ep-marine', 'kgNe'),
  },
  {
    key: 'EP-terrestrial',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b5c614d2-def3-11e6-bf01-fe55135034f3',
      version: '01.02.009',
      name: 'Eutrophication potential - terrestrial (EP-terrestrial)',
      unit: 'mol N eqv.',
      unitGroupUuid: '71b4d617-0ec9-4d3f-b65e-e438940c2401',
    },
    name: ['富营养化潜势-陆地', 'Eutrophication potential - terrestrial'],
    unit: ['mol N当量', 'mol N eq'],
    openEpd: impact('impacts', 'ep-terr', 'molNe'),
  },
  {
    key: 'POCP',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b5c610fe-def3-11e6-bf01-fe55135034f3',
      version: '02.01.000',
      name: 'Photochemical Ozone Creation Potential (POCP)',
      unit: 'kg NMVOC eqv.',
      unitGroupUuid: 'd27c25f8-fbc1-44c6-b47b-4adbae4199c6',
    },
    name: ['光化学臭氧生成潜势', 'Photochemical ozone creation potential'],
    unit: ['kg NMVOC当量', 'kg NMVOC eq'],
    openEpd: impact('impacts', 'pocp', 'kgNMVOCe'),
  },
  {
    key: 'ADP-minerals&metals',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b2ad6494-c78d-11e6-9d9d-cec0c932ce01',
      version: '01.00.010',
      name: 'Abiotic depletion potential - non-fossil resources (ADPE)',
      unit: 'kg Sb-eqv.',
      unitGroupUuid: '54ccd2d9-a32a-4fc2-923d-f2c8c93e89d4',
    },
    name: ['非生物资源消耗潜势-矿物和金属', 'Abiotic depletion potential - minerals and metals'],
    unit: ['kg Sb当量', 'kg Sb eq'],
    openEpd: impact('impacts', 'ADP-mineral', 'kgSbe'),
  },
  {
    key: 'ADP-fossil',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b2ad6110-c78d-11e6-9d9d-cec0c932ce01',
      version: '01.00.010',
      name: 'Abiotic depletion potential - fossil resources (ADPF)',
      unit: 'MJ',
      unitGroupUuid: ENERGY,
    },
    name: ['非生物资源消耗潜势-化石资源', 'Abiotic depletion potential - fossil resources'],
    unit: ['MJ（净热值）', 'MJ, net calorific value'],
    openEpd: impact('impacts', 'ADP-fossil', 'MJ'),
  },
  {
    key: 'WDP',
    group: 'core',
    mandatory: true,
    ilcd: {
      uuid: 'b2ad66ce-c78d-11e6-9d9d-cec0c932ce01',
      version: '03.00.014',
      name: 'Water (user) deprivation potential (WDP)',
      unit: 'm3 world eqv.',
      unitGroupUuid: '6ae2df01-888e-46c8-b17d-49fa3869b476',
    },
    name: ['水资源剥夺潜势', 'Water (user) deprivation potential'],
    unit: ['m³ 世界当量（剥夺量）', 'm³ world eq deprived'],
    openEpd: impact('impacts', 'WDP', 'm3AWARE'),
  },
  {
    key: 'GWP-GHG',
    group: 'additional',
    mandatory: false,
    ilcd: null,
    name: ['全球变暖潜势-温室气体（GWP-GHG）', 'Global warming potential - greenhouse gases (GWP-GHG)'],
    unit: KG_CO2,
    openEpd: impact('impacts', 'GWP_GHG', 'kgCO2e'),
  },
  {
    key: 'PM',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: 'b5c602c6-def3-11e6-bf01-fe55135034f3',
      version: '02.00.011',
      name: 'Potential incidence of disease due to PM emissions (PM)',
      unit: 'disease incidence',
      unitGroupUuid: '3883559b-648f-4afc-8ba2-0bd24f3affa3',
    },
    name: ['颗粒物排放致病潜在发生率', 'Potential incidence of disease due to particulate matter emissions'],
    unit: ['疾病发生率', 'disease incidence'],
    openEpd: impact('impacts', 'PM', 'AnnualPerCapita'),
  },
  {
    key: 'IRP',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: 'b5c632be-def3-11e6-bf01-fe55135034f3',
      version: '01.00.011',
      name: 'Potential Human exposure efficiency relative to U235 (IRP)',
      unit: 'kBq U235 eqv.',
      unitGroupUuid: '456b05bf-1415-44a9-9993-02452f554c09',
    },
    name: ['电离辐射潜势（人体暴露，相对 U235）', 'Potential human exposure efficiency relative to U235'],
    unit: ['kBq U235当量', 'kBq U235 eq'],
    openEpd: impact('impacts', 'IRP', 'kBqU235e'),
  },
  {
    key: 'ETP-fw',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: '05316e7a-b254-4bea-9cf0-6bf33eb5c630',
      version: '01.00.000',
      name: 'Potential Comparative Toxic Unit for ecosystems (ETP-fw)',
      unit: 'CTUe',
      unitGroupUuid: 'aa959ded-f1eb-4efb-9c5c-2d60be36b3e6',
    },
    name: ['淡水生态毒性潜势', 'Potential comparative toxic unit for ecosystems'],
    unit: ['CTUe', 'CTUe'],
    openEpd: impact('impacts', 'ETP-fw', 'CTUe'),
  },
  {
    key: 'HTP-c',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: '2299222a-bbd8-474f-9d4f-4dd1f18aea7c',
      version: '01.01.000',
      name: 'Potential Comparative Toxic Unit for humans - cancer effects (HTP-c)',
      unit: 'CTUh',
      unitGroupUuid: CTUH,
    },
    name: ['人体毒性潜势-致癌', 'Potential comparative toxic unit for humans - cancer effects'],
    unit: ['CTUh', 'CTUh'],
    openEpd: impact('impacts', 'HTP-c', 'CTUh'),
  },
  {
    key: 'HTP-nc',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: '7cfdcfcf-b222-4b26-888a-a55f9fbf7ac8',
      version: '01.00.000',
      name: 'Potential Comparative Toxic Unit for humans - non-cancer effects (HTP-nc)',
      unit: 'CTUh',
      unitGroupUuid: CTUH,
    },
    name: ['人体毒性潜势-非致癌', 'Potential comparative toxic unit for humans - non-cancer effects'],
    unit: ['CTUh', 'CTUh'],
    openEpd: impact('impacts', 'HTP-nc', 'CTUh'),
  },
  {
    key: 'SQP',
    group: 'additional',
    mandatory: false,
    ilcd: {
      uuid: 'b2ad6890-c78d-11e6-9d9d-cec0c932ce01',
      version: '01.00.010',
      name: 'Potential Soil quality index (SQP)',
      unit: 'unitless',
      unitGroupUuid: 'f130951c-e67f-4f7f-8dd4-665de3974e18',
    },
    name: ['土壤质量潜势指数', 'Potential soil quality index'],
    unit: ['无量纲', 'dimensionless'],
    openEpd: impact('impacts', 'SQP', 'Point'),
  },
  ...(
    [
      [
        'PERE',
        '20f32be5-0398-4288-9b6d-accddd195317',
        'Use of renewable primary energy (PERE)',
        'MJ',
        ENERGY,
        [
          '可再生一次能源（用作能源）使用量',
          'Use of renewable primary energy excluding resources used as raw materials',
        ],
        MJ,
        'pere',
      ],
      [
        'PERM',
        'fb3ec0de-548d-4508-aea5-00b73bf6f702',
        'Use of renewable primary energy resources used as raw materials (PERM)',
        'MJ',
        ENERGY,
        [
          '可再生一次能源（用作原料）使用量',
          'Use of renewable primary energy resources used as raw materials',
        ],
        MJ,
        'perm',
      ],
      [
        'PERT',
        '53f97275-fa8a-4cdd-9024-65936002acd0',
        'Total use of renewable primary energy resources (PERT)',
        'MJ',
        ENERGY,
        ['可再生一次能源使用总量', 'Total use of renewable primary energy resources'],
        MJ,
        'pert',
      ],
      [
        'PENRE',
        'ac857178-2b45-46ec-892a-a9a4332f0372',
        'Use of non renewable primary energy (PENRE)',
        'MJ',
        ENERGY,
        [
          '不可再生一次能源（用作能源）使用量',
          'Use of non-renewable primary energy excluding resources used as raw materials',
        ],
        MJ,
        'penre',
      ],
      [
        'PENRM',
        '1421caa0-679d-4bf4-b282-0eb850ccae27',
        'Use of non renewable primary energy resources used as raw materials (PENRM)',
        'MJ',
        ENERGY,
        [
          '不可再生一次能源（用作原料）使用量',
          'Use of non-renewable primary energy resources used as raw materials',
        ],
        MJ,
        'penrm',
      ],
      [
        'PENRT',
        '06159210-646b-4c8d-8583-da9b3b95a6c1',
        'Total use of non renewable primary energy resource (PENRT)',
        'MJ',
        ENERGY,
        ['不可再生一次能源使用总量', 'Total use of non-renewable primary energy resources'],
        MJ,
        'penrt',
      ],
      [
        'SM',
        'c6a1f35f-2d09-4f54-8dfb-97e502e1ce92',
        'Use of secondary material (SM)',
        'kg',
        MASS,
        ['二次材料使用量', 'Use of secondary material'],
        KG,
        'sm',
      ],
      [
        'RSF',
        '64333088-a55f-4aa2-9a31-c10b07816787',
        'Use of renewable secondary fuels (RSF)',
        'MJ',
        ENERGY,
        ['可再生二次燃料使用量', 'Use of renewable secondary fuels'],
        MJ,
        'rsf',
      ],
      [
        'NRSF',
        '89def144-d39a-4287-b86f-efde453ddcb2',
        'Use of non renewable secondary fuels (NRSF)',
        'MJ',
        ENERGY,
        ['不可再生二次燃料使用量', 'Use of non-renewable secondary fuels'],
        MJ,
        'nrsf',
      ],
      [
        'FW',
        '3cf952c8-f3a4-461d-8c96-96456ca62246',
        'Use of net fresh water (FW)',
        'm3',
        VOLUME,
        ['净淡水使用量', 'Use of net fresh water'],
        M3,
        'fw',
      ],
    ] as const
  ).map(
    ([key, uuid, name, unit, unitGroupUuid, names, shown, openKey]): Indicator => ({
      key,
      group: 'resource',
      mandatory: true,
      ilcd: { uuid, version: null, name, unit, unitGroupUuid },
      name: names,
      unit: shown,
      openEpd: resource(openKey, unit),
    }),
  ),
  ...(
    [
      [
        'HWD',
        '430f9e0f-59b2-46a0-8e0d-55e0e84948fc',
        'Hazardous waste disposed (HWD)',
        'waste',
        ['危险废物处置量', 'Hazardous waste disposed'],
        'hwd',
      ],
      [
        'NHWD',
        'b29ef66b-e286-4afa-949f-62f1a7b4d7fa',
        'Non hazardous waste dispose (NHWD)',
        'waste',
        ['非危险废物处置量', 'Non-hazardous waste disposed'],
        'nhwd',
      ],
      [
        'RWD',
        '3449546e-52ad-4b39-b809-9fb77cea8ff6',
        'Radioactive waste disposed (RWD)',
        'waste',
        ['放射性废物处置量', 'Radioactive waste disposed'],
        'rwd',
      ],
      [
        'CRU',
        'a2b32f97-3fc7-4af2-b209-525bc6426f33',
        'Components for re-use (CRU)',
        'output',
        ['再使用部件', 'Components for re-use'],
        'cru',
      ],
      [
        'MFR',
        'd7fe48a5-4103-49c8-9aae-b0b5dfdbd6ae',
        'Materials for recycling (MFR)',
        'output',
        ['再循环材料', 'Materials for recycling'],
        'mfr',
      ],
      [
        'MER',
        '59a9181c-3aaf-46ee-8b13-2b3723b6e447',
        'Materials for energy recovery (MER)',
        'output',
        ['能量回收材料', 'Materials for energy recovery'],
        'mer',
      ],
    ] as const
  ).map(
    ([key, uuid, name, group, names, openKey]): Indicator => ({
      key,
      group,
      mandatory: true,
      ilcd: { uuid, version: null, name, unit: 'kg', unitGroupUuid: MASS },
      name: names,
      unit: KG,
      openEpd: output(openKey, 'kg'),
    }),
  ),
  ...(
    [
      [
        'EEE',
        '4da0c987-2b76-40d6-9e9e-82a017aaaf29',
        'Exported electrical energy (EEE)',
        ['输出电能', 'Exported electrical energy'],
        'ee',
      ],
      [
        'EET',
        '98daf38a-7a79-46d3-9a37-2b7bd0955810',
        'Exported thermal energy (EET)',
        ['输出热能', 'Exported thermal energy'],
        'eh',
      ],
    ] as const
  ).map(
    ([key, uuid, name, names, openKey]): Indicator => ({
      key,
      group: 'output',
      mandatory: true,
      ilcd: { uuid, version: null, name, unit: 'MJ', unitGroupUuid: ENERGY },
      name: names,
      unit: MJ,
      openEpd: output(openKey, 'MJ'),
    }),
  ),
];

export const INDICATORS: readonly Indicator[] = /* @__PURE__ */ catalogue();

export type IndicatorKey = string;

const BY_KEY = /* @__PURE__ */ new Map(INDICATORS.map((indicator) => [indicator.key, indicator]));

/** The catalogue's entry for a key, or undefined for a key it does not know. */
export const indicatorOf = (key: string): Indicator | undefined => BY_KEY.get(key);

/** The three parts GWP-total is the sum of (EN 15804+A2 §7.2.3). */
export const GWP_PARTS = ['GWP-fossil', 'GWP-biogenic', 'GWP-luluc'] as const;
