import { formatInputDate, PERMISSION_LEVELS, permissionSetSchema } from '@raktsetu/contract';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries generated from the contract's zod 4 schemas, for the fuzz suite (src/fuzz.test.ts):
 * `validOf` draws values the schema accepts, `brokenOf` values a careless or hostile client sends.
 *
 * No maintained library does this for zod 4 and fast-check 4 (zod-fast-check stops at zod 3 and fast-check 3),
 * so this walks zod's public definition (`schema._zod.def`). A refinement is code no walker can read, so a
 * refined schema is satisfied by trial: its plain arbitrary and a pool of realistic texts (dates, phone numbers,
 * codes, e-mails, ids of records that exist) are sampled once, and those that pass often enough are kept,
 * filtered by the schema itself.
 */

type Schema = z.ZodType;
type Arb = fc.Arbitrary<unknown>;

/** Things of the database under test worth drawing, so that valid calls reach past "not found". */
export interface Realism {
  /** Ids of records that exist: an id field draws from them half of the time. */
  ids?: readonly string[];
  /** Other texts worth trying in any refined text field (the locations of uploaded files, say). */
  texts?: readonly string[];
  /**
   * Valid values of schemas whose rules no sampling meets in reasonable time (an admin's permission set must be
   * one of four combinations of four flags, in each of six areas): drawn instead of generated ones.
   */
  examples?: ReadonlyMap<Schema, readonly unknown[]>;
}

// The definition as zod 4 keeps it; only the fields read here are typed.
interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  options?: Schema[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  left?: Schema;
  right?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}

/**
 * The examples the contract needs: an administrator's permission set in each of six areas must be one of the
 * four levels (4 of 16 combinations of its flags), which sampling meets once in thousands of tries.
 */
export const CONTRACT_EXAMPLES: ReadonlyMap<Schema, readonly unknown[]> = new Map([
  [permissionSetSchema, Object.values(PERMISSION_LEVELS)],
]);

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: Schema): Check[] => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const isOptionalKey = (schema: Schema) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;
const parses = (schema: Schema) => (value: unknown) => schema.safeParse(value).success;

interface Bounds {
  min?: number;
  max?: number;
  minExcluded?: boolean;
  maxExcluded?: boolean;
  int: boolean;
  multipleOf?: number;
  patterns: RegExp[];
  refined: boolean;
}

function boundsOf(schema: Schema): Bounds {
  const bounds: Bounds = { int: false, patterns: [], refined: false };
  for (const check of checksOf(schema)) {
    switch (check.check) {
      case 'min_length':
        bounds.min = Math.max(bounds.min ?? 0, check.minimum ?? 0);
        break;
      case 'max_length':
        bounds.max = Math.min(bounds.max ?? Number.POSITIVE_INFINITY, check.maximum ?? 0);
        break;
      case 'length_equals':
        bounds.min = check.length;
        bounds.max = check.length;
        break;
      case 'greater_than':
        if (bounds.min === undefined || (check.value ?? 0) > bounds.min) {
          bounds.min = check.value;
          bounds.minExcluded = !check.inclusive;
        }
        break;
      case 'less_than':
        if (bounds.max === undefined || (check.value ?? 0) < bounds.max) {
          bounds.max = check.value;
          bounds.maxExcluded = !check.inclusive;
        }
        break;
      case 'number_format':
        bounds.int = bounds.int || /int/.test(check.format ?? '');
        break;
      case 'multiple_of':
        bounds.multipleOf = check.value;
        break;
      case 'string_format':
        if (check.pattern) bounds.patterns.push(check.pattern);
        break;
      case 'overwrite':
        break;
      default:
        bounds.refined = true;
    }
  }
  return bounds;
}

// ---------------------------------------------------------------------------------------------------------
// Realistic texts: what people in the product type, so refined fields (dates, numbers, codes) get valid values.

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) => formatInputDate(new Date(Date.now() + offset * DAY_MS));
const digits = (length: number) => fc.stringMatching(new RegExp(`^[1-9]\\d{${length - 1}}$`));
const word = fc.stringMatching(/^[a-z]{3,8}$/);

const REALISTIC_TEXTS: readonly Arb[] = [
  // dd/MM/yyyy: birthdays long ago, and days around today for camps, requests and expiries.
  fc.integer({ min: -60, max: 60 }).map(dayFromToday),
  fc.integer({ min: -365 * 60, max: -365 * 18 }).map(dayFromToday),
  fc.integer({ min: -30, max: 30 }).map((offset) => dayFromToday(offset).split('/').reverse().join('-')),
  // yyyy-mm: the months of the last two years, for the monthly reports.
  fc
    .integer({ min: 0, max: 24 })
    .map((back) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back, 1)))
    .map((month) => month.toISOString().slice(0, 7)),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.stringMatching(/^0\d{10}$/),
  digits(6),
  // A few Aadhaar numbers, so that "confirm" fields match their first half of the time.
  fc.constantFrom('234567890123', '678901234567'),
  fc.tuple(word, word).map(([name, domain]) => `${name}@${domain}.in`),
  fc.constantFrom('Test@1234', 'Raktsetu#2024', 'Sunita-Patil9'),
  fc.stringMatching(/^[A-Z][a-z]{2,9}( [A-Z][a-z]{2,9})?$/),
  fc.constantFrom('आशा पाटील', 'Jeevan Raksha Blood Bank', 'Sassoon General Hospital'),
  fc.integer({ min: 0, max: 500 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`),
  fc.tuple(fc.integer({ min: 90, max: 160 }), fc.integer({ min: 60, max: 100 })).map(([s, d]) => `${s}/${d}`),
  fc.stringMatching(/^[A-Z]{2}\/[A-Z]{2}\/\d{3,6}$/),
  fc.stringMatching(/^[A-Z]{3}-\d{4,8}$/),
];

function realisticTexts(realism: Realism): Arb[] {
  return [
    ...REALISTIC_TEXTS,
    ...(realism.ids?.length ? [fc.constantFrom(...realism.ids)] : []),
    ...(realism.texts?.length ? [fc.constantFrom(...realism.texts)] : []),
  ];
}

const SAMPLES = 24;
const USEFUL_RATE = 0.25;
const DEEP_SAMPLES = 300;
const MAX_FOUND = 40;

/**
 * An arbitrary of values `schema` accepts, made from candidate arbitraries: those that pass at least a quarter of
 * the time are kept behind a filter (cheap enough); otherwise the rare passing values a longer search finds are
 * drawn as they are.
 * When nothing passes, the plain arbitrary is returned: that field is then invalid more often than not, which the
 * arbitraries' own test reports per endpoint.
 */
function satisfying(schema: Schema, candidates: Arb[]): Arb {
  const accepts = parses(schema);
  const found = new Set<unknown>();
  const useful = candidates.filter((candidate, index) => {
    const passing = fc.sample(candidate, { numRuns: SAMPLES, seed: 16 + index }).filter(accepts);
    for (const value of passing) found.add(value);
    return passing.length >= SAMPLES * USEFUL_RATE;
  });
  if (useful.length > 0) return fc.oneof(...useful.map((candidate) => candidate.filter(accepts)));
  // Rarely valid (fields that must agree with each other, a number from a short list): look harder.
  for (const [index, candidate] of candidates.entries()) {
    for (const value of fc.sample(candidate, { numRuns: DEEP_SAMPLES, seed: 99 + index })) {
      if (found.size < MAX_FOUND && accepts(value)) found.add(value);
    }
  }
  if (found.size > 0) return fc.constantFrom(...found);
  return candidates[0] as Arb;
}

// ---------------------------------------------------------------------------------------------------------
// Valid values

const INT32 = 2 ** 31 - 1;

function numberArb(bounds: Bounds): fc.Arbitrary<number> {
  if (bounds.int || bounds.multipleOf !== undefined) {
    const step = bounds.multipleOf ?? 1;
    let low = Math.ceil((bounds.min ?? -INT32) / step);
    let high = Math.floor((bounds.max ?? INT32) / step);
    if (bounds.minExcluded && low * step === bounds.min) low += 1;
    if (bounds.maxExcluded && high * step === bounds.max) high -= 1;
    low = Math.max(low, -INT32);
    high = Math.min(high, INT32);
    const everyday = fc.integer({ min: Math.max(low, 0), max: Math.min(high, 1000) });
    const any = fc.integer({ min: low, max: high });
    const arb = Math.max(low, 0) <= Math.min(high, 1000) ? fc.oneof(everyday, any) : any;
    return arb.map((n) => n * step);
  }
  return fc.double({
    min: Math.max(bounds.min ?? -1e9, -1e9),
    max: Math.min(bounds.max ?? 1e9, 1e9),
    minExcluded: bounds.minExcluded ?? false,
    maxExcluded: bounds.maxExcluded ?? false,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function plainString(def: Def, bounds: Bounds, realism: Realism): Arb {
  if (def.format === 'uuid' || def.format === 'guid') {
    const fresh = fc.uuid({ version: 4 });
    return realism.ids?.length ? fc.oneof(fresh, fc.constantFrom(...realism.ids)) : fresh;
  }
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (def.format === 'url') return fc.webUrl();
  const pattern = def.pattern ?? bounds.patterns[0];
  if (pattern) return fc.stringMatching(pattern);
  const minLength = bounds.min ?? 0;
  const maxLength = Math.min(bounds.max ?? minLength + 30, minLength + 30);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function recordArb(def: Def, value: (schema: Schema) => Arb, realism: Realism): Arb {
  const values = value(def.valueType as Schema);
  const keyDef = defOf(def.keyType as Schema);
  if (keyDef.type === 'enum') {
    const keys = Object.values(keyDef.entries ?? {}).map(String);
    const every = fc.record(Object.fromEntries(keys.map((key) => [key, values])));
    return fc.oneof(every, fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: keys.length }));
  }
  return fc.dictionary(validOf(def.keyType as Schema, realism) as fc.Arbitrary<string>, values, {
    maxKeys: 4,
  });
}

/** Arbitraries by realism and schema: the contract reuses its schemas, and sampling refined ones costs time. */
function memo(build: (schema: Schema, realism: Realism) => Arb) {
  const caches = new WeakMap<Realism, WeakMap<Schema, Arb>>();
  return (schema: Schema, realism: Realism): Arb => {
    const cache = caches.get(realism) ?? new WeakMap<Schema, Arb>();
    caches.set(realism, cache);
    const arb = cache.get(schema) ?? build(schema, realism);
    cache.set(schema, arb);
    return arb;
  };
}

const NO_REALISM: Realism = {};
const memoValid = memo((schema, realism) => buildValid(schema, realism));

/** Values `schema` accepts (as far as its refinements allow a walker to tell). */
export function validOf(schema: Schema, realism: Realism = NO_REALISM): Arb {
  return memoValid(schema, realism);
}

function buildValid(schema: Schema, realism: Realism): Arb {
  const examples = realism.examples?.get(schema);
  if (examples?.length) return fc.constantFrom(...examples);
  const def = defOf(schema);
  const valid = (inner: Schema) => validOf(inner, realism);
  const bounds = boundsOf(schema);
  const refinedBy = (arb: Arb, extra: Arb[] = []) =>
    bounds.refined || extra.length ? satisfying(schema, [arb, ...extra]) : arb;
  switch (def.type) {
    case 'string': {
      const plain = plainString(def, bounds, realism);
      // Lengths count UTF-16 units and texts are trimmed first: every text is checked by the schema itself.
      return satisfying(schema, def.format ? [plain] : [plain, ...realisticTexts(realism)]);
    }
    case 'number': {
      const numbers = numberArb(bounds);
      const drawn = def.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
      // A refinement of a number is most often "a whole number" or "one of a short list of small ones".
      return refinedBy(drawn, bounds.refined ? [numberArb({ ...bounds, int: true })] : []);
    }
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const record = fc.record(Object.fromEntries(keys.map((key) => [key, valid(shape[key] as Schema)])), {
        requiredKeys: keys.filter((key) => !isOptionalKey(shape[key] as Schema)),
      });
      return refinedBy(record);
    }
    case 'array': {
      const minLength = bounds.min ?? 0;
      // A refined list may want a certain count ("units go to processing in sixes"): let it grow further.
      const longest = minLength + (bounds.refined ? 8 : 4);
      const maxLength = Math.min(bounds.max ?? longest, longest);
      return refinedBy(fc.array(valid(def.element as Schema), { minLength, maxLength }));
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(valid));
    case 'record':
      return refinedBy(recordArb(def, valid, realism), []);
    case 'union':
      return refinedBy(fc.oneof(...(def.options ?? []).map(valid)));
    case 'intersection':
      return fc
        .tuple(valid(def.left as Schema), valid(def.right as Schema))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'optional':
      return fc.option(valid(def.innerType as Schema), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(valid(def.innerType as Schema), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(valid(def.innerType as Schema), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return valid(def.innerType as Schema);
    case 'pipe': {
      // What goes in, and what the pipe hands on to when that is a schema of its own (not a transform): a
      // preprocess passes most values through, and `z.string().pipe(otpSchema)` holds its rules in `out`.
      const sides = [def.in, def.out].filter((side) => defOf(side as Schema).type !== 'transform');
      return satisfying(
        schema,
        sides.map((side) => valid(side as Schema)),
      );
    }
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 });
    case 'lazy':
      return valid((def.getter as () => Schema)());
    default:
      throw new Error(`validOf: no arbitrary for the zod type "${def.type}"; add it to test/arbitraries.ts`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Broken values

/** Keys a hostile client adds, hoping a merge lets them through to an object's prototype. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object with an own (not inherited) property, even for `__proto__`, as JSON.parse makes one. */
function withOwnKey(object: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b[31m', '\r\n', '\u007f', '\u0085', '\u009b'];
const STRANGE_TEXTS = [
  '',
  '   ',
  '\t',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder, as a client would send it
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  '🩸'.repeat(40),
  'a\u0301'.repeat(60),
  '٣٤٥٦',
  '%00',
  '%E0%A4%A',
];

/** Values of the wrong JSON type, for any field. */
const WRONG_TYPES: Arb = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { length: 1 }),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Texts that break a text field: too long, 100 kB, control characters, odd Unicode, or no text at all. */
function brokenTexts(schema: Schema, realism: Realism): Arb {
  const bounds = boundsOf(schema);
  const valid = validOf(schema, realism) as fc.Arbitrary<string>;
  const overMax =
    bounds.max !== undefined && Number.isFinite(bounds.max)
      ? fc.integer({ min: 1, max: 64 }).map((extra) => 'x'.repeat((bounds.max as number) + extra))
      : fc.constant('x'.repeat(10_000));
  const withControl = fc
    .tuple(fc.oneof(valid, fc.constant('text')), fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
    .map(([text, control, at]) => {
      const position = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, position) + control + text.slice(position);
    });
  return fc.oneof(
    overMax,
    withControl,
    fc.constant('a'.repeat(100_000)),
    fc.constantFrom(...STRANGE_TEXTS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    WRONG_TYPES,
  );
}

/** Numbers out of bounds or of no use: fractions for counts, NaN-like text, huge, negative, or not numbers at all. */
function brokenNumbers(schema: Schema): Arb {
  const bounds = boundsOf(schema);
  const outside: unknown[] = [
    ...(bounds.min !== undefined ? [bounds.min - 1, bounds.min - 0.5, bounds.min - 1e9] : []),
    ...(bounds.max !== undefined ? [bounds.max + 1, bounds.max + 0.5, bounds.max * 1000 + 1] : []),
    ...(bounds.int ? [0.5, 1.000001, 2.5] : []),
  ];
  return fc.oneof(
    fc.constantFrom(
      ...outside,
      -1,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
      2 ** 31,
      2 ** 63,
      'NaN',
      'Infinity',
      '-Infinity',
      '1e309',
      '0x10',
      '1_000',
      ' 7 ',
      '07',
      '١٢',
    ),
    fc.double(),
    WRONG_TYPES,
  );
}

const memoBroken = memo((schema, realism) =>
  fc.oneof({ weight: 8, arbitrary: buildBroken(schema, realism) }, { weight: 1, arbitrary: WRONG_TYPES }),
);

/**
 * Values `schema` should refuse, and that reach every layer that might not: a required field dropped, a field
 * of the wrong type or out of bounds, texts over their length or full of control characters, 100 kB texts,
 * unknown and prototype-polluting keys, arrays for objects, nulls deep inside. Some of them are accepted (an
 * unknown key is stripped, a union takes another branch): "broken" means "broken for most schemas".
 */
export function brokenOf(schema: Schema, realism: Realism = NO_REALISM): Arb {
  return memoBroken(schema, realism);
}

function buildBroken(schema: Schema, realism: Realism): Arb {
  const def = defOf(schema);
  const broken = (inner: Schema) => brokenOf(inner, realism);
  switch (def.type) {
    case 'string':
      return brokenTexts(schema, realism);
    case 'number':
    case 'bigint':
      return brokenNumbers(schema);
    case 'boolean':
      return fc.constantFrom('true', 'yes', 1, 0, 'on', null, [], {});
    case 'date':
      return fc.constantFrom('2024-02-30', 'not a date', 8.64e15 + 1, '', null);
    case 'enum':
    case 'literal': {
      const known = (def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? [])).map(String);
      return fc.oneof(
        fc.constantFrom(...known.flatMap((value) => [value.toUpperCase(), value.toLowerCase(), ` ${value}`])),
        fc.string({ maxLength: 12 }),
        WRONG_TYPES,
      );
    }
    case 'object':
      return brokenObject(schema, def, realism);
    case 'array': {
      const bounds = boundsOf(schema);
      const element = def.element as Schema;
      const valid = validOf(element, realism);
      const tooMany =
        bounds.max !== undefined
          ? fc.array(valid, { minLength: bounds.max + 1, maxLength: bounds.max + 3 })
          : null;
      return fc.oneof(
        ...(tooMany ? [tooMany] : []),
        fc.tuple(fc.array(valid, { maxLength: 2 }), broken(element)).map(([items, bad]) => [...items, bad]),
        valid.map((item) => item),
        fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
        fc.constantFrom([null], [[]], [{}], { 0: 'a', length: 1 }),
      );
    }
    case 'tuple':
      return fc.oneof(
        fc.constantFrom([], [1], [1, 2, 3], ['a', 'b'], [null, null]),
        fc.tuple(...(def.items ?? []).map(broken)),
      );
    case 'record': {
      const values = validOf(def.valueType as Schema, realism);
      return fc.oneof(
        fc
          .tuple(fc.constantFrom(...POLLUTING_KEYS, 'unknown key', ''), values)
          .map(([key, value]) => withOwnKey({}, key, value)),
        fc
          .tuple(fc.constantFrom('a', 'b'), broken(def.valueType as Schema))
          .map(([key, value]) => ({ [key]: value })),
        fc.constantFrom([], 'record', 1),
      );
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(broken));
    case 'intersection':
      return fc.oneof(broken(def.left as Schema), broken(def.right as Schema));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return broken(def.innerType as Schema);
    case 'pipe': {
      const source = defOf(def.in as Schema).type === 'transform' ? def.out : def.in;
      return broken(source as Schema);
    }
    case 'lazy':
      return broken((def.getter as () => Schema)());
    default:
      return WRONG_TYPES;
  }
}

function brokenObject(schema: Schema, def: Def, realism: Realism): Arb {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const valid = validOf(schema, realism) as fc.Arbitrary<Record<string, unknown>>;
  // An object the schema's own refinements refuse still carries fields worth breaking one at a time.
  const base = valid.map((value) => (value && typeof value === 'object' ? value : {}));
  const required = keys.filter((key) => !isOptionalKey(shape[key] as Schema));
  const ways: Arb[] = [
    // One field broken, the others valid: the deepest place a wrong value reaches.
    ...(keys.length
      ? [
          fc
            .tuple(base, fc.constantFrom(...keys))
            .chain(([value, key]) =>
              brokenOf(shape[key] as Schema, realism).map((bad) => withOwnKey(value, key, bad)),
            ),
        ]
      : []),
    ...(required.length
      ? [
          fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
            const { [key]: _dropped, ...rest } = value;
            return rest;
          }),
        ]
      : []),
    ...(keys.length
      ? [fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => withOwnKey(value, key, null))]
      : []),
    fc
      .tuple(
        base,
        fc.constantFrom(...POLLUTING_KEYS),
        fc.constantFrom({ isAdmin: true }, { prototype: { x: 1 } }, 'x'),
      )
      .map(([value, key, payload]) => withOwnKey(value, key, payload)),
    fc
      .tuple(
        base,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), WRONG_TYPES, { minKeys: 1, maxKeys: 3 }),
      )
      .map(([value, extra]) => ({ ...extra, ...value })),
    base.map((value) => [value]),
    fc.constantFrom([], 'object', 42, true),
  ];
  return fc.oneof(...ways);
}

/** A path segment that names nothing a route could serve: traversal, NUL, very long, odd Unicode. */
export const brokenPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    'a\u0000b.pdf',
    'x'.repeat(5_000),
    '💉.pdf',
    'CON',
    '.env',
    '00000000-0000-0000-0000-000000000000.pdf',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
);
