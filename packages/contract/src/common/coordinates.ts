import { z } from 'zod';

/**
 * Degrees are kept to seven decimal places, about a centimetre: finer than any phone's GPS. The rounding also
 * keeps PostgreSQL's earth arithmetic working: a subnormal such as 5e-324 is within the bounds, but
 * `ll_to_earth` then fails with "value out of range: underflow", and the call answered 500 (found by the fuzz
 * suite, apps/api/src/fuzz.test.ts).
 */
export const COORDINATE_DECIMALS = 7;
const SCALE = 10 ** COORDINATE_DECIMALS;

const degrees = (limit: number, error?: string) =>
  z.coerce
    .number(error ? { error } : undefined)
    .min(-limit)
    .max(limit)
    .transform((value) => Math.round(value * SCALE) / SCALE);

export const latitudeSchema = (error?: string) => degrees(90, error);
export const longitudeSchema = (error?: string) => degrees(180, error);
