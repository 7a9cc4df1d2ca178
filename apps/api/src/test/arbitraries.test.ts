import {
  allEndpoints,
  type EndpointDefinition,
  hasControlCharacters,
  lineText,
  otpSchema,
  PERMISSION_LEVELS,
  permissionSetSchema,
} from '@raktsetu/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  brokenOf,
  brokenPathSegment,
  CONTRACT_EXAMPLES,
  POLLUTING_KEYS,
  type Realism,
  validOf,
} from './arbitraries.js';

const CONTRACT: Realism = { examples: CONTRACT_EXAMPLES };
const parses = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;
const share = (values: unknown[], schema: z.ZodType) => values.filter(parses(schema)).length / values.length;
const sample = (arbitrary: fc.Arbitrary<unknown>, numRuns = 200) =>
  fc.sample(arbitrary, { numRuns, seed: 42 });

describe('valid values', () => {
  it('respect the bounds of texts, numbers, lists and choices', () => {
    const schema = z.object({
      name: lineText({ max: 12, required: true }),
      units: z.coerce.number().int().min(1).max(50),
      weight: z.number().gt(2).lte(300),
      group: z.enum(['A+', 'O-']),
      kind: z.literal('Point'),
      tags: z.array(z.string().max(3)).min(1).max(2),
      note: z.string().optional(),
      city: z.string().nullable(),
      page: z.number().int().default(1),
    });
    fc.assert(fc.property(validOf(schema), parses(schema)), { seed: 1 });
  });

  it('follow unions, records, tuples and pipes to the rules inside them', () => {
    const schema = z.object({
      change: z.discriminatedUnion('type', [
        z.object({ type: z.literal('dispose'), reason: z.enum(['expired', 'brokenBag']) }),
        z.object({ type: z.literal('transfer'), to: z.uuid() }),
      ]),
      answers: z.partialRecord(z.enum(['fever', 'tattoo']), z.enum(['yes', 'no'])),
      point: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      otp: z.string().min(1).pipe(otpSchema),
      count: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().int().min(0).max(9)),
    });
    fc.assert(fc.property(validOf(schema), parses(schema)), { seed: 2 });
  });

  it('meet refinements by trying realistic texts: dates, phone numbers, codes, e-mails', () => {
    const schema = z.object({
      day: z.string().refine((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text)),
      phone: z.string().refine((text) => /^[6-9]\d{9}$/.test(text)),
      email: z.string().refine((text) => /^[a-z]+@[a-z]+\.in$/.test(text)),
    });
    fc.assert(fc.property(validOf(schema), parses(schema)), { seed: 3 });
  });

  it('draw the ids of records that exist about half of the time', () => {
    const realism: Realism = { ids: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] };
    const ids = sample(validOf(z.uuid(), realism));
    const known = ids.filter((id) => id === realism.ids?.[0]).length;
    expect(known).toBeGreaterThan(50);
    expect(known).toBeLessThan(150);
  });

  it('take the examples given for a schema no sampling meets', () => {
    const realism: Realism = { examples: new Map([[permissionSetSchema, Object.values(PERMISSION_LEVELS)]]) };
    expect(sample(validOf(permissionSetSchema, realism), 50)).toEqual(
      expect.arrayContaining([PERMISSION_LEVELS['View Only']]),
    );
  });

  // A refinement that compares fields, or one that waits for a rare value, is met by searching, so a few
  // endpoints get fewer valid inputs than the rest; none get fewer than half.
  it.each(parts())('%s: its %s schema accepts most of its valid values', (_key, _part, schema) => {
    expect(share(sample(validOf(schema, CONTRACT), 60), schema)).toBeGreaterThanOrEqual(0.5);
  });
});

describe('broken values', () => {
  it.each(parts())('%s: its %s schema refuses most of its broken values', (_key, _part, schema) => {
    expect(share(sample(brokenOf(schema, CONTRACT), 60), schema)).toBeLessThan(0.5);
  });

  it('cover what a careless or hostile client sends', () => {
    const schema = z.object({ name: lineText({ max: 20, required: true }), units: z.number().int().min(1) });
    const values = sample(brokenOf(schema), 1_000);
    const names = values.flatMap((value) =>
      value && typeof value === 'object' && 'name' in value ? [(value as { name: unknown }).name] : [],
    );
    const texts = names.filter((name): name is string => typeof name === 'string');
    expect(
      texts.some((text) => text.length > 20 && text.length < 100),
      'over its length',
    ).toBe(true);
    expect(
      texts.some((text) => text.length >= 100_000),
      '100 kB',
    ).toBe(true);
    expect(
      texts.some((text) => hasControlCharacters(text)),
      'control characters',
    ).toBe(true);
    expect(
      names.some((name) => typeof name !== 'string'),
      'the wrong type',
    ).toBe(true);
    expect(names).toContain(null);
    const objects = values.filter((value): value is object => !!value && typeof value === 'object');
    expect(
      objects.some((value) => !('units' in value)),
      'a required field dropped',
    ).toBe(true);
    expect(
      objects.some((value) => Array.isArray(value)),
      'an array for the object',
    ).toBe(true);
    for (const key of POLLUTING_KEYS) {
      expect(
        objects.some((value) => Object.hasOwn(value, key) && JSON.stringify(value).includes(`"${key}"`)),
        `an own "${key}" key that survives JSON`,
      ).toBe(true);
    }
    const numbers = sample(brokenOf(z.number().int().min(1).max(50)), 1_000);
    expect(numbers, 'out of bounds, not whole, NaN-like, huge').toEqual(
      expect.arrayContaining([0, 51, 0.5, 'NaN', 1e308]),
    );
  });

  it('include path segments that try to leave the folder', () => {
    expect(sample(brokenPathSegment)).toEqual(expect.arrayContaining(['../../etc/passwd', '%00']));
  });
});

/** The schema parts of every endpoint of the contract: a new endpoint's schemas are checked by themselves. */
function parts(): [string, string, z.ZodType][] {
  return allEndpoints().flatMap((definition: EndpointDefinition) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = definition[part];
      return schema
        ? [[`${definition.method} ${definition.path}`, part, schema] as [string, string, z.ZodType]]
        : [];
    }),
  );
}
