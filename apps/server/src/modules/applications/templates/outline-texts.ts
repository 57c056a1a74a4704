/**
 * The sections of the LCA report and EPD pre-report templates (spec 02 §3 "Template manage
 * items"), in English: the standard PDF fonts have no Chinese characters.
 */
export interface Section {
  heading: string;
  lines: readonly string[];
}

export const LCA_OUTLINE: readonly Section[] = [
  {
    heading: '1. Goal and scope',
    lines: [
      'Intended application and audience of the study; whether results are used for an EPD or a carbon footprint (CFP).',
      'Commissioner, practitioner, reference period of the data (12 consecutive months) and the PCR applied.',
    ],
  },
  {
    heading: '2. Declared unit',
    lines: [
      'Declared unit: 1 t (1000 kg) of the steel product at the factory gate.',
      'Product description: grade, standard, dimensions, coating and chemical composition.',
    ],
  },
  {
    heading: '3. System boundary',
    lines: [
      'Cradle to gate, modules A1-A3: A1 raw material supply (ore, coal, scrap, alloys, fluxes), A2 transport to the site, A3 manufacturing (coking, sintering, ironmaking, steelmaking, casting, rolling, finishing).',
      'Modules C1-C4 and D where the PCR asks for them (end of life, recycling credits for scrap).',
      'Process flow diagram of the site with every unit process inside the boundary.',
    ],
  },
  {
    heading: '4. Cut-off and allocation',
    lines: [
      'Cut-off criteria (at least 1 % of mass and energy per unit process, 5 % in total).',
      'Allocation of by-products (slag, process gases, heat) and the treatment of scrap inputs and outputs.',
    ],
  },
  {
    heading: '5. Data and data quality',
    lines: [
      'Primary site data and their sources (meters, ERP, energy balances); background database and version.',
      'Temporal, geographical and technological representativeness; completeness and consistency checks.',
    ],
  },
  {
    heading: '6. Life cycle inventory (LCI)',
    lines: [
      'Inputs per declared unit: raw materials, energy carriers (electricity, coal, natural gas), water, auxiliaries.',
      'Outputs per declared unit: product, co-products, emissions to air, water and soil, waste by type.',
    ],
  },
  {
    heading: '7. Life cycle impact assessment (LCIA)',
    lines: [
      'Characterisation method and factors used (e.g. EN 15804+A2, IPCC AR6).',
      'Global warming potential GWP100 in kg CO2-eq per t, split into fossil, biogenic and land use change.',
      'Other indicators the PCR names: acidification, eutrophication, photochemical ozone, depletion of resources.',
    ],
  },
  {
    heading: '8. Interpretation',
    lines: [
      'Contribution analysis (hotspots by module and process), sensitivity and uncertainty analysis.',
      'Limitations, conclusions and recommendations.',
    ],
  },
  {
    heading: '9. References',
    lines: ['ISO 14040, ISO 14044, ISO 14025, ISO 14067, EN 15804, the PCR and the background database.'],
  },
];

export const EPD_OUTLINE: readonly Section[] = [
  {
    heading: '1. General information',
    lines: [
      'Programme operator, EPD registration number, PCR (register number and version), date of issue and validity.',
      'EPD owner (company name, address, contact) and the manufacturing site.',
    ],
  },
  {
    heading: '2. Product',
    lines: [
      'Product name, steel grade, product standard, dimensions and intended use.',
      'Main components and substances of very high concern (if any).',
    ],
  },
  {
    heading: '3. LCA information',
    lines: [
      'Declared unit: 1 t of the steel product. Reference service life where relevant.',
      'System boundary table: modules A1-A3 declared (X); other modules declared or not (MND).',
      'Data period, background database, allocation and cut-off rules.',
    ],
  },
  {
    heading: '4. Environmental impacts per declared unit',
    lines: [
      'GWP-total, GWP-fossil, GWP-biogenic, GWP-luluc (kg CO2-eq); ODP, AP, EP, POCP, ADP and water use.',
      'One column per declared module (A1-A3, C1-C4, D).',
    ],
  },
  {
    heading: '5. Resource use, waste and output flows',
    lines: [
      'Primary energy (renewable, non-renewable), secondary materials, fresh water.',
      'Hazardous and non-hazardous waste disposed; components for re-use, materials for recycling, exported energy.',
    ],
  },
  {
    heading: '6. Additional information',
    lines: ['Recycled content, end-of-life scenarios and any other information the PCR asks for.'],
  },
  {
    heading: '7. Verification',
    lines: [
      'Independent verification of the declaration and data according to ISO 14025: internal / external.',
      'Third-party verifier (name, organisation) and the review panel of the programme.',
    ],
  },
  {
    heading: '8. References',
    lines: ['ISO 14025, ISO 14040/14044, EN 15804, the PCR and the underlying LCA report.'],
  },
];
