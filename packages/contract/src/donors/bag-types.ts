import { z } from 'zod';

/** Blood bag types of the donor data form (part 1 §3, part 1 §9), in the spec's spelling. */
export const BAG_TYPES = ['single', 'double', 'SAGM', 'quardruple'] as const;
export type BagType = (typeof BAG_TYPES)[number];
export const bagTypeSchema = z.enum(BAG_TYPES);
