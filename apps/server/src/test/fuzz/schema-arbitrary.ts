import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values derived from a route's own zod schemas: `plausible` ones that pass the type checks
 * (so a request gets past the first field and reaches the next, or the handler), and
 * `hostile` ones that no schema should let through to a store.
 */

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  coerce?: boolean;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Keeps generated texts short: the hostile half brings the long ones. */
const SHORT = 40;

const plausibleString = (def: Def): fc.Arbitrary<string> => {
  const checks = checksOf(def);
  const pattern = checks.find((c) => c.format === 'regex')?.pattern;
  if (pattern instanceof RegExp) {
    try {
      return fc.stringMatching(pattern, { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot invert (lookaheads): plain text, which the pattern may refuse.
    }
  }
  const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
  const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? SHORT);
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const [minLength, maxLength] =
    exact === undefined ? [min, Math.min(max, SHORT)] : [Number(exact), Number(exact)];
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
};

const plausibleNumber = (def: Def): fc.Arbitrary<number> => {
  const checks = checksOf(def);
  const int = checks.some((c) => c.format === 'safeint' || c.format === 'int32');
  const low = checks.find((c) => c.check === 'greater_than')?.value;
  const high = checks.find((c) => c.check === 'less_than')?.value;
  const min = typeof low === 'number' ? low : -1_000_000;
  const max = typeof high === 'number' ? high : 1_000_000;
  return int
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A value of the schema's input type, most of the time one it accepts. */
export const plausible = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return plausibleString(def);
    case 'number':
      return def.coerce
        ? fc.oneof(plausibleNumber(def), plausibleNumber(def).map(String))
        : plausibleNumber(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'default':
    case 'prefault':
      return def.innerType
        ? fc.option(plausible(def.innerType), { nil: undefined, freq: 3 })
        : fc.constant(undefined);
    case 'nullable':
      return def.innerType ? fc.option(plausible(def.innerType), { nil: null, freq: 3 }) : fc.constant(null);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? plausible(def.innerType) : fc.jsonValue();
    case 'pipe':
      return def.in ? plausible(def.in) : fc.jsonValue();
    case 'object':
      return plausibleObject(def);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(plausible));
    case 'array':
      return fc.array(def.element ? plausible(def.element) : fc.jsonValue(), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(plausible));
    case 'record':
      return fc.dictionary(
        fc.string({ maxLength: 8 }),
        def.valueType ? plausible(def.valueType) : fc.jsonValue(),
        {
          maxKeys: 3,
        },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const plausibleObject = (def: Def): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record(
      Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, member]) => [key, plausible(member)])),
    )
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));

/** Texts the API must refuse or store harmlessly: controls, surrogates, bidi, injections, loose numbers. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\t\n\r',
  '\u007f\u0085\u009f',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'abc\u202edcb',
  '\u2066\u2069',
  '\ufffd',
  '\ufeffbom',
  '\u200b',
  '%00',
  '%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or '1'='1' --",
  '"; drop table users; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the hostile value
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '0x1',
  '1e0',
  '+1',
  ' 1',
  '01',
  '1.0',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '😀👍🏽',
  '宝武钢铁'.repeat(40),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Nested arrays or objects `depth` deep. */
const nested = (depth: number, asObject: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
};

/** An own `__proto__` member, as JSON.parse makes one (an object literal would set the prototype). */
const protoPollution = () =>
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\u0007', 'a', '1', '%'),
      maxLength: 12,
    }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(300, 5_000, 200_000).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Anything a client could put where a value goes: wrong types, huge or deep values, hostile text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['1', '2']), weight: 2 },
  { arbitrary: fc.constant(null).map(protoPollution), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(20, 500, 2_000), fc.boolean())
      .map(([depth, asObject]) => nested(depth, asObject)),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Member names a schema does not know, and the ones that poison prototypes. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'isAdmin',
    'role',
    'id',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * An object of the schema with one hostile change: a member replaced by a hostile value,
 * removed, or joined by an unknown member; or the object replaced as a whole.
 */
export const hostileObject = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const keys = Object.keys(defOf(schema).shape ?? {});
  const base = plausible(schema).map((v) => (typeof v === 'object' && v !== null ? v : {}));
  const pick = fc.nat({ max: Math.max(keys.length - 1, 0) }).map((i) => keys[i] ?? 'x');
  return fc.oneof(
    { arbitrary: base, weight: 2 },
    { arbitrary: fc.tuple(base, pick, hostileValue).map(([o, k, v]) => ({ ...o, [k]: v })), weight: 6 },
    {
      arbitrary: fc
        .tuple(base, pick)
        .map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k))),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(base, hostileKey, hostileValue).map(([o, k, v]) => {
        const copy: Record<string, unknown> = { ...o };
        Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
        return copy;
      }),
      weight: 2,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
};

/**
 * Every hostile value, for the sweep that puts each into each member of a route: the ones a
 * lax schema could let through to a store matter most (texts with controls, out-of-range
 * numbers), the rest check that the refusal itself holds.
 */
export const HOSTILE_CORPUS: readonly unknown[] = [
  ...HOSTILE_TEXTS,
  ...HOSTILE_NUMBERS,
  'x'.repeat(5_000),
  'x'.repeat(200_000),
  null,
  true,
  false,
  [],
  {},
  [null],
  ['1', '2'],
  nested(500, false),
  nested(500, true),
  protoPollution(),
];

/** The members of an object schema by name; none for any other schema. */
export const membersOf = (schema: z.ZodType): string[] => Object.keys(defOf(schema).shape ?? {});

/**
 * A value the schema accepts, from the first `tries` plausible ones of a fixed seed; null when
 * none passes (a schema with cross-member rules plausible values rarely meet).
 */
export const acceptedSample = (schema: z.ZodType, seed: number, tries = 200): unknown | null => {
  const candidates = fc.sample(plausible(schema), { seed, numRuns: tries });
  return candidates.find((value) => schema.safeParse(value).success) ?? null;
};
