import { z } from 'zod';

/** Blood bag types of the donor data form (docs/spec/part-1-institution-side.md §3, docs/spec/part-1-institution-side.md §9), in the spec's spelling. */
export const BAG_TYPES = ['single', 'double', 'SAGM', 'quardruple'] as const;
export type BagType = (typeof BAG_TYPES)[number];
export const bagTypeSchema = z.enum(BAG_TYPES);
