/**
 * The rules of an EPD record that every side shares (issue 10 "The secretariat"): its statuses,
 * product types and steelmaking routes, the registration number's form, the limits of its
 * fields, and the audit actions of the EPD console.
 */

/** The audit actions of the EPD console (the audit log's filter and labels). */
export const EPD_AUDIT_ACTIONS = [
  'epd.create',
  'epd.update',
  'epd.publish',
  'epd.correct',
  'epd.renew',
  'epd.withdraw',
  'epd.fillSteel',
  'setting.qrShow',
] as const;

/**
 * The audit actions that change a published version's data in place: each counts one in its
 * open-data version number (decision 160), beside its publication.
 */
export const EPD_VERSION_ACTIONS = ['epd.correct', 'epd.fillSteel'] as const;

/**
 * The steelmaking routes a record may name: the routes the low-carbon carbon engine computes
 * (blast furnace - basic oxygen furnace, scrap-based electric arc furnace, direct reduced iron -
 * electric arc furnace), so a linked application's route is one of them.
 */
export const STEEL_MAKING_ROUTES = ['BF-BOF', 'EAF-SCRAP', 'DRI-EAF'] as const;
export type TSteelMakingRoute = (typeof STEEL_MAKING_ROUTES)[number];

/** openEPD's `specs.Steel.making_route` of each route (no route of the programme is open hearth). */
export const OPENEPD_MAKING_ROUTE: Record<TSteelMakingRoute, { bof: boolean; eaf: boolean; ohf: boolean }> = {
  'BF-BOF': { bof: true, eaf: false, ohf: false },
  'EAF-SCRAP': { bof: false, eaf: true, ohf: false },
  'DRI-EAF': { bof: false, eaf: true, ohf: false },
};

/** Recycled content is a share from 0 to 1 kept to 4 decimals (0.01 %). */
export const RECYCLED_CONTENT_DECIMALS = 4;
/** A share rounded to the stored precision. */
export const roundShare = (v: number) =>
  Math.round(v * 10 ** RECYCLED_CONTENT_DECIMALS) / 10 ** RECYCLED_CONTENT_DECIMALS;

export const EPD_STATUSES = ['draft', 'published', 'superseded', 'withdrawn'] as const;
export type TEpdStatus = (typeof EPD_STATUSES)[number];

export const EPD_PRODUCT_TYPES = ['EPD', 'CFP'] as const;

/**
 * A registration number: an upper-case programme prefix (a letter, then 1 to 9 letters or
 * digits), then 1 to 5 dash-separated groups of 1 to 12 upper-case letters or digits, e.g.
 * `SEPD-2026-0001` or its renewal `SEPD-2026-0001-R1`. Unique over every version.
 */
export const REGISTRATION_NUMBER_RE = /^[A-Z][A-Z0-9]{1,9}(-[A-Z0-9]{1,12}){1,5}$/;

/** GWP100 in kg CO2-eq per tonne: above 0, at most this, at most 2 decimals. */
export const GWP100_MAX = 1_000_000;
export const EPD_TEXT_MAX = 200;
export const EPD_REASON_MAX = 500;

/** YYYY-MM-DD that is a real calendar day. */
export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
