import { addDays } from '../common/dates.js';
import type { BagType } from '../donors/bag-types.js';
import type { Component } from './components.js';

/** Storage range in °C; `minC` null means "this cold or colder" (frozen products). */
export interface StorageRange {
  minC: number | null;
  maxC: number;
}

export interface ShelfLife {
  /** Days from collection to expiry; 1 for granulocytes, whose limit is 24 hours. */
  days: number;
  storage: StorageRange;
}

/** The anticoagulant-preservative or additive solution the red cells sit in. */
export const RED_CELL_ADDITIVES = ['CPDA-1', 'SAGM'] as const;
export type RedCellAdditive = (typeof RED_CELL_ADDITIVES)[number];

/**
 * Single and double bags hold CPDA-1 only; a SAGM bag adds the additive. A quadruple bag is sold with
 * or without SAGM, so it is read as CPDA-1, the shorter life, unless the caller says otherwise.
 */
export function additiveOfBagType(bagType: BagType): RedCellAdditive {
  return bagType === 'SAGM' ? 'SAGM' : 'CPDA-1';
}

export interface ShelfLifeOptions {
  /** Red cells only; packed red cells default to CPDA-1, leukoreduced and apheresis red cells to SAGM. */
  additive?: RedCellAdditive;
  /** Stem cells have no fixed life: a cryopreserved graft keeps for years, a fresh one for hours. */
  stemCells?: ShelfLife;
}

// Sources, abbreviated beside each figure:
//  D&C XII-B  Drugs and Cosmetics Rules 1945, Schedule F, Part XII-B (blood centres and components).
//  DGHS TTM   DGHS / NACO, Transfusion Medicine Technical Manual, 2nd ed. (2003).
//  AABB       AABB Standards for Blood Banks and Transfusion Services (component storage table).
const RED_CELL_STORAGE: StorageRange = { minC: 2, maxC: 6 }; // D&C XII-B: 4 ± 2 °C.
const FROZEN_PLASMA_STORAGE: StorageRange = { minC: null, maxC: -30 }; // D&C XII-B: −30 °C or colder.
const PLATELET_STORAGE: StorageRange = { minC: 20, maxC: 24 }; // D&C XII-B: 22 ± 2 °C, agitated.

const CPDA1_DAYS = 35; // D&C XII-B, DGHS TTM: whole blood and red cells in CPDA-1.
const SAGM_DAYS = 42; // D&C XII-B, DGHS TTM: red cells in SAGM additive solution.
const IRRADIATED_RED_CELL_DAYS = 28; // AABB: 28 days after irradiation, never past the original expiry;
// counted here from collection, which can only be earlier than that limit.
const FROZEN_PLASMA_DAYS = 365; // D&C XII-B, DGHS TTM: one year at −30 °C or colder (365 days, never more).
const PLATELET_DAYS = 5; // D&C XII-B, DGHS TTM: 5 days at 22 ± 2 °C with continuous agitation.
const GRANULOCYTE_DAYS = 1; // AABB, DGHS TTM: 24 hours at 20–24 °C, transfused as soon as possible.

/**
 * Fresh (not cryopreserved) stem-cell collections kept at 2–8 °C for up to 72 hours, the usual limit in
 * transplant practice (WMDA / FACT-JACIE guidance on fresh HPC products). Pass `stemCells` for others.
 */
export const DEFAULT_STEM_CELL_SHELF_LIFE: ShelfLife = { days: 3, storage: { minC: 2, maxC: 8 } };

function redCells(additive: RedCellAdditive): ShelfLife {
  return { days: additive === 'SAGM' ? SAGM_DAYS : CPDA1_DAYS, storage: RED_CELL_STORAGE };
}

export function shelfLife(component: Component, options: ShelfLifeOptions = {}): ShelfLife {
  switch (component) {
    case 'Whole Blood':
      return { days: CPDA1_DAYS, storage: RED_CELL_STORAGE };
    case 'Red Cells Packed':
      return redCells(options.additive ?? 'CPDA-1');
    case 'Red Cells Leukoreduced':
    case 'Red Cells Apheresis Single Donor':
      return redCells(options.additive ?? 'SAGM');
    case 'Red Cells Packed Irradiated':
      return { days: IRRADIATED_RED_CELL_DAYS, storage: RED_CELL_STORAGE };
    case 'Plasma Fresh Frozen':
    case 'Plasma Convalescent':
    case 'Plasma Apheresis Single Donor':
    case 'Plasma Cryo Poor':
    case 'Cryoprecipitate': // D&C XII-B, DGHS TTM: one year at −30 °C or colder, as FFP.
      return { days: FROZEN_PLASMA_DAYS, storage: FROZEN_PLASMA_STORAGE };
    case 'Platelets Apheresis Single Donor':
    case 'Platelets Irradiated':
    case 'Platelets Leukoreduced':
    case 'Platelets Random Donor':
      return { days: PLATELET_DAYS, storage: PLATELET_STORAGE };
    case 'Granulocyte Concentrates Irradiated':
      return { days: GRANULOCYTE_DAYS, storage: { minC: 20, maxC: 24 } };
    case 'Haematopoetic Stem Cells':
      return options.stemCells ?? DEFAULT_STEM_CELL_SHELF_LIFE;
  }
}

/** The instant a unit collected at `collectedAt` expires: collection plus its shelf life in days. */
export function expiryDate(component: Component, collectedAt: Date, options: ShelfLifeOptions = {}): Date {
  if (Number.isNaN(collectedAt.getTime())) throw new RangeError('expiryDate needs a valid collection date');
  return addDays(collectedAt, shelfLife(component, options).days);
}

/** True once the expiry instant has been reached; such a unit may be disposed of but never issued. */
export function isExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** Whether a recorded storage temperature lies inside the component's range. */
export function isWithinStorage(storage: StorageRange, temperatureC: number): boolean {
  return temperatureC <= storage.maxC && (storage.minC === null || temperatureC >= storage.minC);
}
