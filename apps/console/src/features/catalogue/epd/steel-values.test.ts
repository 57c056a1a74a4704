import { describe, expect, it } from 'vitest';
import { recycledContentText, steelChanges } from './steel-values.ts';

const record = {
  verifierZh: '青岚环境产品验证中心',
  verifierEn: null,
  makingRoute: 'BF-BOF' as const,
  recycledContent: 0.15,
};

describe('the steel fields of a correction', () => {
  it('sends nothing when the record’s values come back unchanged (spaces around a name too)', () => {
    expect(steelChanges({ ...record, verifierZh: ' 青岚环境产品验证中心 ', verifierEn: '' }, record)).toEqual(
      {},
    );
  });

  it('sends a changed value, and an emptied field as null (no longer known)', () => {
    expect(
      steelChanges(
        { verifierZh: '', verifierEn: 'Qinglan', makingRoute: undefined, recycledContent: 0.2 },
        record,
      ),
    ).toEqual({ verifierZh: null, verifierEn: 'Qinglan', makingRoute: null, recycledContent: 0.2 });
  });

  it('shows a share with its percentage', () => {
    expect(recycledContentText(0.9234)).toBe('0.9234 (92.34%)');
    expect(recycledContentText(0.1)).toBe('0.1 (10%)');
    expect(recycledContentText(null)).toBe('-');
  });
});
