import type { TEpdDetail, TextKey, TSteelMakingRoute } from '@steel-epd/contract';
import type { Translate } from '@steel-epd/web';

/** The verification and steel fields of a record (issue 14 "where known"). */
export const STEEL_FIELDS = ['verifierZh', 'verifierEn', 'makingRoute', 'recycledContent'] as const;
type SteelField = (typeof STEEL_FIELDS)[number];
export type SteelValues = Pick<TEpdDetail, SteelField>;

export const STEEL_FIELD_LABEL: Record<SteelField, TextKey> = {
  verifierZh: 'console.epds.verifierZh',
  verifierEn: 'console.epds.verifierEn',
  makingRoute: 'console.epds.makingRoute',
  recycledContent: 'console.epds.recycledContent',
};

const ROUTE_LABEL: Record<TSteelMakingRoute, TextKey> = {
  'BF-BOF': 'console.epds.route.bfBof',
  'EAF-SCRAP': 'console.epds.route.eafScrap',
  'DRI-EAF': 'console.epds.route.driEaf',
};

export const makingRouteLabel = (route: TSteelMakingRoute, t: Translate) => t(ROUTE_LABEL[route]);

/** The recycled content as the detail shows it: the share and its percentage, "0.9234 (92.34%)". */
export const recycledContentText = (share: number | null) =>
  share === null ? '-' : `${share} (${Number((share * 100).toFixed(2))}%)`;

/** The record's values for a form that starts from them (a draft's edit, a correction). */
export const steelValuesOf = (d: SteelValues): SteelValues => ({
  verifierZh: d.verifierZh,
  verifierEn: d.verifierEn,
  makingRoute: d.makingRoute,
  recycledContent: d.recycledContent,
});

/** A form's value as the record holds it: empty (or only spaces) is not known. */
const heldAs = (raw: unknown) => {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string') return raw.trim() || null;
  return raw;
};

/**
 * What a correction sends of these fields: only those that differ from the record, an emptied
 * one as null (no longer known), since the correction names only what changes.
 */
export const steelChanges = (values: Record<string, unknown>, current: SteelValues): Partial<SteelValues> => {
  const changes: Record<string, unknown> = {};
  for (const field of STEEL_FIELDS) {
    const value = heldAs(values[field]);
    if (value !== current[field]) changes[field] = value;
  }
  return changes as Partial<SteelValues>;
};
