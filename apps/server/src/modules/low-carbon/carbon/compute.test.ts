import { describe, expect, it } from 'vitest';
import {
  type CarbonInputs,
  computeCarbon,
  emptyInputs,
  gradeIea,
  gradeResponsibleSteel,
  WORLDSTEEL_GRID_FACTOR,
  WorkbookError,
} from './index.ts';

// The factors as docs/carbon-method.md states them, written out here (not read from the code).
const CO2_PER_C = 44.01 / 12.011; // t CO2 per t C
const LIME = 44.01 / 56.077; // CaCO3 -> CaO, t CO2 per t CaO

const inputs = (values: Partial<CarbonInputs>): CarbonInputs => ({ ...emptyInputs(), ...values });

const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WorkbookError);
    return (error as WorkbookError).problems;
  }
  throw new Error('expected a WorkbookError');
};

describe('carbon intensity: the issue example', () => {
  it('scrap-only EAF, 1,000,000 t crude steel, 500,000 MWh: 0.252 t CO2/t, s = 1, IEA E, ResponsibleSteel 2', () => {
    const result = computeCarbon(
      inputs({ CrudeSteel_t: 1_000_000, Scrap_t: 1_100_000, PurchasedElectricity_MWh: 500_000 }),
    );
    // 500,000 MWh x 0.504 t/MWh = 252,000 t; / 1,000,000 t = 0.252
    expect(result.intensity).toBeCloseTo(0.252, 12);
    expect(result.totalTCO2).toBeCloseTo(252_000, 6);
    expect(result.scrapShare).toBe(1);
    expect(result.gridFactor).toBe(0.504);
    expect(result.route).toBe('EAF-SCRAP');
    // s = 1: near-zero line 0.400 - 0.350 = 0.050; 5x = 0.250 < 0.252 <= 6x = 0.300
    expect(result.iea.threshold).toBeCloseTo(0.05, 12);
    expect(result.iea.grade).toBe('E');
    // level 2 line 2.00 - 1.65 = 0.35 >= 0.252; level 3 line 1.20 - 1.00 = 0.20 < 0.252
    expect(result.responsibleSteel.level).toBe(2);
    expect(result.breakdown).toEqual([
      { source: 'purchasedElectricity', kind: 'electricity', tCO2: 252_000 },
    ]);
    expect(result.iea.scheme).toBe('IEA-2022/2024');
    expect(result.responsibleSteel.scheme).toBe('ResponsibleSteel-IPS-v2');
    expect(result.methodVersion).toMatch(/^carbon-method-/);
  });

  it('takes another grid factor when the operator sets one, and says which it used', () => {
    const example = inputs({
      CrudeSteel_t: 1_000_000,
      Scrap_t: 1_100_000,
      PurchasedElectricity_MWh: 500_000,
    });
    const result = computeCarbon(example, { gridFactor: 0.3 });
    // 500,000 x 0.3 / 1,000,000 = 0.15 = 3 x 0.05: exactly on band B's line, so B
    expect(result.intensity).toBeCloseTo(0.15, 12);
    expect(result.gridFactor).toBe(0.3);
    expect(result.iea.grade).toBe('B');
    expect(result.responsibleSteel.level).toBe(3);
    // exported electricity is credited at the same factor: 100,000 x 0.3 = 30,000 t less
    const credited = computeCarbon({ ...example, ExportedElectricity_MWh: 100_000 }, { gridFactor: 0.3 });
    expect(credited.intensity).toBeCloseTo(((500_000 - 100_000) * 0.3) / 1_000_000, 12);
    expect(credited.breakdown.find((l) => l.source === 'exportedElectricity')).toEqual({
      source: 'exportedElectricity',
      kind: 'credit',
      tCO2: -30_000,
    });
    expect(computeCarbon(example).gridFactor).toBe(WORLDSTEEL_GRID_FACTOR);
    expect(() => computeCarbon(example, { gridFactor: -1 })).toThrow(RangeError);
  });
});

describe('carbon intensity: one worked example per route (docs/carbon-method.md)', () => {
  it('BF-BOF', () => {
    const result = computeCarbon(
      inputs({
        route: 'BF-BOF',
        CrudeSteel_t: 1_000_000,
        HotMetal_t: 900_000,
        Scrap_t: 180_000,
        CokingCoal_t: 600_000,
        PCICoal_t: 160_000,
        NaturalGas_GJ: 1_000_000,
        Limestone_t: 100_000,
        PurchasedLime_t: 40_000,
        PurchasedPellets_t: 300_000,
        PurchasedElectricity_MWh: 200_000,
        ExportedElectricity_MWh: 50_000,
        ExportedBFGas_GJ: 1_000_000,
      }),
    );
    const expected =
      600_000 * 0.73 * CO2_PER_C + // coking coal 1,604,893.8
      160_000 * 0.67 * CO2_PER_C + // PCI coal 392,795.9
      1_000_000 * 0.0561 + // natural gas 56,100
      100_000 * 0.43971 + // limestone 43,971
      40_000 * LIME + // purchased lime 31,392.5
      300_000 * 0.137 + // pellets 41,100
      200_000 * 0.504 - // purchased electricity 100,800
      50_000 * 0.504 - // exported electricity -25,200
      1_000_000 * 0.26; // exported BF gas -260,000
    expect(result.totalTCO2).toBeCloseTo(expected, 6);
    expect(result.intensity).toBeCloseTo(1.98585, 5);
    // s = 180,000 / (180,000 + 900,000) = 1/6; T = 0.4 - 0.35/6 = 0.341667; 5T = 1.7083 < 1.9859 <= 6T = 2.05
    expect(result.scrapShare).toBeCloseTo(1 / 6, 12);
    expect(result.iea.grade).toBe('E');
    // level 1 line 2.8 - 2.3/6 = 2.4167 >= 1.9859; level 2 line 2.0 - 1.65/6 = 1.725 < 1.9859
    expect(result.responsibleSteel.level).toBe(1);
    expect(result.route).toBe('BF-BOF');
    expect(result.breakdown.filter((l) => l.kind === 'credit').map((l) => l.source)).toEqual([
      'exportedBfGas',
      'exportedElectricity',
    ]);
    expect(result.breakdown.filter((l) => l.kind === 'credit').every((l) => l.tCO2 < 0)).toBe(true);
  });

  it('scrap EAF', () => {
    const result = computeCarbon(
      inputs({
        CrudeSteel_t: 1_000_000,
        Scrap_t: 1_080_000,
        PurchasedPigIron_t: 20_000,
        PurchasedElectricity_MWh: 450_000,
        NaturalGas_GJ: 600_000,
        EAFCarbon_t: 12_000,
        Electrodes_t: 1_800,
        PurchasedLime_t: 40_000,
      }),
    );
    const expected =
      450_000 * 0.504 + // 226,800
      600_000 * 0.0561 + // 33,660
      12_000 * 0.83 * CO2_PER_C + // 36,494.8
      1_800 * 0.82 * CO2_PER_C + // 5,408.3
      40_000 * LIME + // 31,392.5
      20_000 * 1.855; // purchased pig iron 37,100
    expect(result.totalTCO2).toBeCloseTo(expected, 6);
    expect(result.intensity).toBeCloseTo(0.37086, 5);
    // s = 1,080,000 / 1,100,000 = 0.981818; T = 0.4 - 0.35 s = 0.056364; 6T = 0.33818 < 0.37086: not graded
    expect(result.scrapShare).toBeCloseTo(1_080_000 / 1_100_000, 12);
    expect(result.iea.grade).toBeNull();
    // level 2 line 2.0 - 1.65 s = 0.38 >= 0.37086; level 3 line 1.2 - s = 0.2182 < 0.37086
    expect(result.responsibleSteel.level).toBe(2);
    expect(result.route).toBe('EAF-SCRAP');
  });

  it('DRI-EAF', () => {
    const result = computeCarbon(
      inputs({
        CrudeSteel_t: 1_000_000,
        OwnDRI_t: 900_000,
        Scrap_t: 200_000,
        NaturalGas_GJ: 8_850_000,
        PurchasedPellets_t: 1_300_000,
        PurchasedElectricity_MWh: 700_000,
        EAFCarbon_t: 15_000,
        Electrodes_t: 1_500,
        PurchasedLime_t: 50_000,
      }),
    );
    const expected =
      8_850_000 * 0.0561 + // 496,485
      1_300_000 * 0.137 + // 178,100
      700_000 * 0.504 + // 352,800
      15_000 * 0.83 * CO2_PER_C + // 45,618.6
      1_500 * 0.82 * CO2_PER_C + // 4,506.9
      50_000 * LIME; // 39,240.7
    expect(result.totalTCO2).toBeCloseTo(expected, 6);
    expect(result.intensity).toBeCloseTo(1.11675, 5);
    // s = 200,000 / 1,100,000 = 0.181818; T = 0.336364; 3T = 1.0091 < 1.11675 <= 4T = 1.3455: C
    expect(result.iea.grade).toBe('C');
    // level 2 line 2.0 - 1.65 s = 1.7 >= 1.11675; level 3 line 1.2 - s = 1.0182 < 1.11675
    expect(result.responsibleSteel.level).toBe(2);
    expect(result.route).toBe('DRI-EAF');
  });

  it('counts purchased DRI and coke with their upstream factors', () => {
    const result = computeCarbon(
      inputs({
        CrudeSteel_t: 100_000,
        Scrap_t: 50_000,
        PurchasedDRIGas_t: 40_000,
        PurchasedDRICoal_t: 20_000,
        PurchasedCoke_t: 1_000,
        PurchasedSinter_t: 2_000,
        FuelOil_t: 500,
        Dolomite_t: 1_000,
        ExportedCOGas_GJ: 10_000,
        ExportedBOFGas_GJ: 20_000,
      }),
    );
    const expected =
      40_000 * 0.78 +
      20_000 * 1.21 +
      1_000 * (0.83 * CO2_PER_C + 0.56) +
      2_000 * 0.2 +
      500 * 0.86 * CO2_PER_C +
      1_000 * 0.47732 -
      10_000 * 0.0444 -
      20_000 * 0.182;
    expect(result.totalTCO2).toBeCloseTo(expected, 6);
    expect(result.scrapShare).toBeCloseTo(50_000 / 110_000, 12);
    expect(result.route).toBe('DRI-EAF');
  });
});

describe('grade boundaries: a figure on a line gets the better grade, just above it the next', () => {
  const shares = [0, 0.1, 0.25, 0.3, 0.5, 0.7, 0.9, 1];
  const bands = ['NEAR_ZERO', 'A', 'B', 'C', 'D', 'E'] as const;

  it.each(shares)('IEA at s = %s', (s) => {
    for (const [i, band] of bands.entries()) {
      const k = i + 1;
      // the line written differently from the code: k x 0.4 - k x 0.35 x s
      const line = k * 0.4 - k * 0.35 * s;
      expect(gradeIea(line, s).grade, `${band} on its line`).toBe(band);
      expect(gradeIea(line + 1e-6, s).grade, `just above ${band}`).toBe(bands[i + 1] ?? null);
    }
  });

  it.each(shares)('ResponsibleSteel at s = %s', (s) => {
    const lines: [number, number][] = [
      [1, 2.8 - 2.3 * s],
      [2, 2.0 - 1.65 * s],
      [3, 1.2 - s],
      [4, 0.4 - 0.35 * s],
    ];
    for (const [level, line] of lines) {
      expect(gradeResponsibleSteel(line, s), `level ${level} on its line`).toBe(level);
      expect(gradeResponsibleSteel(line + 1e-6, s), `just above level ${level}`).toBe(level - 1);
    }
  });

  it('grades a computed figure that floating point puts a hair above the line as on it', () => {
    // 6,420,000 t pellets x 0.137 + 115,000 MWh x 0.504 = 879,540 + 57,960 = 937,500 t exactly,
    // 0.9375 t/t; s = 250,000 / 1,000,000 = 0.25; band B's line 3 x (0.4 - 0.35 x 0.25) = 0.9375
    const result = computeCarbon(
      inputs({
        CrudeSteel_t: 1_000_000,
        Scrap_t: 250_000,
        HotMetal_t: 750_000,
        PurchasedPellets_t: 6_420_000,
        PurchasedElectricity_MWh: 115_000,
      }),
    );
    expect(result.intensity).toBeGreaterThan(0.9375); // binary fractions land a hair above
    expect(result.intensity).toBeCloseTo(0.9375, 12);
    expect(result.iea.grade).toBe('B');
  });
});

describe('inconsistent inputs are refused with the cell named', () => {
  const base = inputs({ CrudeSteel_t: 1_000_000, Scrap_t: 1_100_000, PurchasedElectricity_MWh: 500_000 });

  it('zero crude steel output', () => {
    expect(problemsOf(() => computeCarbon({ ...base, CrudeSteel_t: 0 }))).toEqual([
      { sheet: '数据 Inputs', cell: 'CrudeSteel_t', message: 'lowCarbonWorkbook.problem.noCrudeSteel' },
    ]);
  });

  it('a negative amount (which is also the only way a scrap share could exceed 1)', () => {
    expect(problemsOf(() => computeCarbon({ ...base, HotMetal_t: -200_000 }))).toEqual([
      {
        sheet: '数据 Inputs',
        cell: 'HotMetal_t',
        message: 'lowCarbonWorkbook.problem.negative',
        values: { name: 'HotMetal_t', value: -200_000 },
      },
    ]);
  });

  it('a non-number', () => {
    expect(problemsOf(() => computeCarbon({ ...base, NaturalGas_GJ: Number.NaN }))[0]).toMatchObject({
      cell: 'NaturalGas_GJ',
      message: 'lowCarbonWorkbook.problem.notNumber',
    });
  });

  it('no metallic input at all', () => {
    expect(problemsOf(() => computeCarbon({ ...base, Scrap_t: 0 }))).toEqual([
      { sheet: '数据 Inputs', cell: 'Scrap_t', message: 'lowCarbonWorkbook.problem.noMetallics' },
    ]);
  });
});
