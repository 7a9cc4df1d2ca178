import {
  CONSUMPTION_COLUMNS,
  CONSUMPTION_GROUPS,
  type InstitutionSettings,
  institutionSettingsSchema,
} from '@raktsetu/contract';

/**
 * How often each group is asked for in India, roughly (O+ about a third of demand, negatives rare), and the
 * share of each component group in a centre that separates components: the demo's monthly consumption.
 */
const GROUP_SHARE: Record<(typeof CONSUMPTION_GROUPS)[number], number> = {
  'O+': 0.33,
  'B+': 0.3,
  'A+': 0.2,
  'AB+': 0.08,
  'O-': 0.03,
  'B-': 0.03,
  'A-': 0.02,
  'AB-': 0.01,
};
const COMPONENT_SHARE = { 'Whole Blood': 0.1, Plasma: 0.2, Platelets: 0.25, 'Red Cells': 0.45 } as const;

/** A blood centre's saved settings: the wizard shows them, the dashboard's stock cover reads the consumption. */
export function demoSettings(unitsPerMonth: number, licenceNumber: string): InstitutionSettings {
  const monthlyConsumption = Object.fromEntries(
    CONSUMPTION_GROUPS.map((group) => [
      group,
      Object.fromEntries(
        CONSUMPTION_COLUMNS.map((column) => [
          column,
          Math.round(unitsPerMonth * GROUP_SHARE[group] * COMPONENT_SHARE[column]),
        ]),
      ),
    ]),
  );
  return institutionSettingsSchema.parse({
    general: {
      openTime: '09:00-13:00 , 14:00-18:00',
      open24x7: true,
      sector: 'Charitable',
      licenceNumber,
      licenceValidUntil: '2028-03-31',
      medicalOfficer: 'Dr. Sunita Kulkarni',
      componentSeparation: true,
      apheresis: unitsPerMonth >= 600,
    },
    monthlyConsumption,
    infrastructure: {
      generator: { count: 1, capacity: 62.5 },
      ups: { count: 2, capacity: 4 },
      bloodBankRefrigerator: { count: 4, capacity: 300 },
      donorCouch: { count: 6, capacity: 1 },
      elisaReader: { count: 1, capacity: 96 },
      serologyCentrifuge: { count: 2, capacity: 24 },
      haematologyAnalyser: { count: 1, capacity: 60 },
      refrigeratedCentrifuge: { count: 2, capacity: 6 },
      plasmaExpresser: { count: 3, capacity: 20 },
      deepFreezer: { count: 2, capacity: 400 },
      plateletAgitator: { count: 1, capacity: 48 },
      apheresisMachine: { count: unitsPerMonth >= 600 ? 1 : 0, capacity: 2 },
      bloodCollectionVan: { count: 1, capacity: 80 },
      transportVehicle: { count: 1, capacity: 150 },
      coldRoom: { count: 0, capacity: null },
      powerSupply: { count: 1, capacity: 75 },
    },
  });
}
