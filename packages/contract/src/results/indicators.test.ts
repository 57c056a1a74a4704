import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INDICATORS, indicatorOf } from './indicators.ts';

/** ../shared/formats from the repository root (this file is packages/contract/src/results/). */
const FORMATS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/formats');

/** The rows of a CSV file; fields may be double-quoted with commas inside. */
const csvRows = (file: string): string[][] =>
  fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '')),
    )
    .map((fields) => fields.slice(0, -1));

describe('the indicator catalogue', () => {
  const rows = csvRows(path.join(FORMATS, 'ilcd-epd/identifiers/EN15804+A2_EF3.1_indicators.csv')).filter(
    (r) => /^[0-9a-f]{8}-/.test(r[0] ?? ''),
  );

  it('is the format file: every reference of the file, with its name, unit, unit group and version', () => {
    expect(rows.length).toBe(37);
    for (const [uuid, version, name, unit, unitGroup] of rows) {
      const indicator = INDICATORS.find((i) => i.ilcd?.uuid === uuid);
      expect(indicator, `${name} (${uuid})`).toBeDefined();
      expect(indicator?.ilcd).toEqual({
        uuid,
        version: version || null,
        name,
        unit,
        unitGroupUuid: unitGroup,
      });
      // The key is the short name the file gives in brackets, EN 15804's own (ADPE, ADPF are its older spellings).
      const short = /\(([^)]+)\)$/.exec(name ?? '')?.[1];
      const key =
        ({ ADPE: 'ADP-minerals&metals', ADPF: 'ADP-fossil' } as Record<string, string>)[short ?? ''] ?? short;
      expect(indicator?.key).toBe(key);
    }
    // Only GWP-GHG has no ILCD reference.
    expect(INDICATORS.filter((i) => !i.ilcd).map((i) => i.key)).toEqual(['GWP-GHG']);
  });

  it('holds the EN 15804+A2 sets: 13 core, GWP-GHG and 6 additional, 10 resource, 3 waste, 5 output', () => {
    const count = (group: string) => INDICATORS.filter((i) => i.group === group).length;
    expect([count('core'), count('additional'), count('resource'), count('waste'), count('output')]).toEqual([
      13, 7, 10, 3, 5,
    ]);
    expect(new Set(INDICATORS.map((i) => i.key)).size).toBe(INDICATORS.length);
    expect(INDICATORS.filter((i) => i.mandatory).length).toBe(13 + 10 + 3 + 5);
    expect(indicatorOf('GWP-total')?.ilcd?.uuid).toBe('a7ea142a-9749-11ed-a8fc-0242ac120002');
    expect(indicatorOf('nope')).toBeUndefined();
  });

  it('names and units every indicator in zh and en', () => {
    for (const indicator of INDICATORS) {
      for (const pair of [indicator.name, indicator.unit]) {
        expect(pair[0].trim(), indicator.key).not.toBe('');
        expect(pair[1].trim(), indicator.key).not.toBe('');
      }
      expect(indicator.name[0], indicator.key).toMatch(/\p{Script=Han}/u);
      expect(indicator.name[1], indicator.key).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it("uses the official openEPD library's indicator names, each once", () => {
    const script = [
      'import json',
      'from openepd.model.lcia import ImpactSet, ResourceUseSet, OutputFlowSet',
      'names = lambda m: [f.alias or n for n, f in m.__fields__.items() if n != "ext"]',
      'print(json.dumps({"impacts": names(ImpactSet), "resource_uses": names(ResourceUseSet), "output_flows": names(OutputFlowSet)}))',
    ].join('\n');
    const known = JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', script], {
        env: { ...process.env, PYTHONPATH: path.join(FORMATS, 'openepd/python') },
        encoding: 'utf8',
      }),
    ) as Record<string, string[]>;
    for (const { key, openEpd } of INDICATORS) expect(known[openEpd.set] ?? [], key).toContain(openEpd.key);
    const fields = INDICATORS.map((i) => `${i.openEpd.set}.${i.openEpd.key}`);
    expect(new Set(fields).size).toBe(fields.length);
  });
});
