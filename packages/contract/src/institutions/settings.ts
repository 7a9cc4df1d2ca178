import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { DEFAULT_OPEN_TIME } from '../common/constants.js';
import { lineText, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail } from '../common/validation.js';
import { COMPONENT_GROUP_NAMES, type ComponentGroup } from '../inventory/components.js';
import { LAB_MEMBER_DESIGNATION } from '../lab/lab.js';
import { labCriteriaAddSchema } from '../lab/lab-schemas.js';

/**
 * The settings wizard (docs/spec/part-2-operations-and-admin.md §2 "Settings and profile", §3 institution
 * settings; docs/decisions/0049): four steps keyed by section, one settings object saved whole by
 * `POST /api/institution/edit`.
 */
export const SETTINGS_STEPS = ['general', 'labs', 'monthlyInventoryType', 'infrastructure'] as const;
export type SettingsStep = (typeof SETTINGS_STEPS)[number];

// ---- step 0: general -----------------------------------------------------------------------------------

/** Who runs the blood centre: the categories of India's national blood-centre directory. */
export const BLOOD_CENTRE_SECTORS = ['Government', 'Private', 'Charitable', 'Red Cross'] as const;

export const generalSettingsSchema = z.object({
  /** Opening hours as the blood centre writes them, e.g. "09:00-13:00 , 14:00-18:00". */
  openTime: lineText({ max: 60 }).default(DEFAULT_OPEN_TIME),
  /** Emergency issue round the clock. */
  open24x7: z.boolean().default(false),
  sector: z.enum(BLOOD_CENTRE_SECTORS).nullable().default(null),
  /** The licence to operate a blood centre (Form 28-C of the Drugs and Cosmetics Rules) and its end. */
  licenceNumber: lineText({ max: 60 }).default(''),
  licenceValidUntil: z.iso.date().nullable().default(null),
  /** The medical officer in charge, who signs the centre's reports. */
  medicalOfficer: lineText({ max: TEXT_LIMITS.name }).default(''),
  componentSeparation: z.boolean().default(false),
  apheresis: z.boolean().default(false),
});

// ---- step 2: monthly inventory type --------------------------------------------------------------------

/** The rows of the consumption table: the eight ABO and RhD groups (the rare Bombay group is not planned by month). */
export const CONSUMPTION_GROUPS = BLOOD_GROUPS.filter((group) => group !== 'HH');
/** The columns: the inventory chart's four component groups (Whole Blood, Plasma, Platelets, Red Cells). */
export const CONSUMPTION_COLUMNS: readonly ComponentGroup[] = COMPONENT_GROUP_NAMES;

const unitsPerMonth = z.coerce
  .number({ error: 'Enter a number of units' })
  .int('Enter whole units')
  .min(0, 'Enter a number of units')
  .max(100_000, 'At most 100000 units a month');

const consumptionRowSchema = z.object(
  Object.fromEntries(CONSUMPTION_COLUMNS.map((column) => [column, unitsPerMonth.default(0)])) as Record<
    ComponentGroup,
    z.ZodDefault<typeof unitsPerMonth>
  >,
);

/** Average units used a month, by blood group and component group. */
export const monthlyConsumptionSchema = z.object(
  Object.fromEntries(CONSUMPTION_GROUPS.map((group) => [group, consumptionRowSchema.prefault({})])) as Record<
    (typeof CONSUMPTION_GROUPS)[number],
    z.ZodPrefault<typeof consumptionRowSchema>
  >,
);
export type MonthlyConsumption = z.infer<typeof monthlyConsumptionSchema>;

// ---- step 3: infrastructure ----------------------------------------------------------------------------

export const INFRASTRUCTURE_CATEGORIES = [
  'General Equipments',
  'Laboratory Equipments',
  'Component Preparation',
  'Infrastructure',
] as const;
export const CAPACITY_UNITS = ['KWH', 'Hrs.', 'Units.', 'Km.'] as const;

interface InfrastructureItem {
  key: string;
  name: string;
  category: (typeof INFRASTRUCTURE_CATEGORIES)[number];
  /** What the capacity is measured in. */
  unit: (typeof CAPACITY_UNITS)[number];
  /** What the capacity means, for the field's description. */
  capacity: string;
}

/** What a licensed blood centre keeps (Drugs and Cosmetics Rules, Schedule F Part XII-B), by the spec's categories. */
export const INFRASTRUCTURE_ITEMS: readonly InfrastructureItem[] = [
  { key: 'generator', name: 'Generator', category: 'General Equipments', unit: 'KWH', capacity: 'Output' },
  {
    key: 'ups',
    name: 'UPS / power backup',
    category: 'General Equipments',
    unit: 'Hrs.',
    capacity: 'Backup time',
  },
  {
    key: 'bloodBankRefrigerator',
    name: 'Blood bank refrigerator (2–6 °C)',
    category: 'General Equipments',
    unit: 'Units.',
    capacity: 'Bags held',
  },
  {
    key: 'donorCouch',
    name: 'Donor couches',
    category: 'General Equipments',
    unit: 'Units.',
    capacity: 'Donors at a time',
  },
  {
    key: 'elisaReader',
    name: 'ELISA reader and washer',
    category: 'Laboratory Equipments',
    unit: 'Units.',
    capacity: 'Samples a run',
  },
  {
    key: 'serologyCentrifuge',
    name: 'Serological centrifuge',
    category: 'Laboratory Equipments',
    unit: 'Units.',
    capacity: 'Tubes a spin',
  },
  {
    key: 'haematologyAnalyser',
    name: 'Haematology cell counter',
    category: 'Laboratory Equipments',
    unit: 'Units.',
    capacity: 'Samples an hour',
  },
  {
    key: 'refrigeratedCentrifuge',
    name: 'Refrigerated centrifuge',
    category: 'Component Preparation',
    unit: 'Units.',
    capacity: 'Bags a spin',
  },
  {
    key: 'plasmaExpresser',
    name: 'Plasma expresser',
    category: 'Component Preparation',
    unit: 'Units.',
    capacity: 'Bags an hour',
  },
  {
    key: 'deepFreezer',
    name: 'Deep freezer (−40 °C or colder)',
    category: 'Component Preparation',
    unit: 'Units.',
    capacity: 'Bags held',
  },
  {
    key: 'plateletAgitator',
    name: 'Platelet incubator with agitator',
    category: 'Component Preparation',
    unit: 'Units.',
    capacity: 'Bags held',
  },
  {
    key: 'apheresisMachine',
    name: 'Apheresis machine',
    category: 'Component Preparation',
    unit: 'Hrs.',
    capacity: 'Hours a procedure',
  },
  {
    key: 'bloodCollectionVan',
    name: 'Blood collection van',
    category: 'Infrastructure',
    unit: 'Km.',
    capacity: 'Camp radius',
  },
  {
    key: 'transportVehicle',
    name: 'Blood transport vehicle with cold chain',
    category: 'Infrastructure',
    unit: 'Km.',
    capacity: 'Delivery range',
  },
  {
    key: 'coldRoom',
    name: 'Walk-in cold room',
    category: 'Infrastructure',
    unit: 'Units.',
    capacity: 'Bags held',
  },
  {
    key: 'powerSupply',
    name: 'Mains power supply',
    category: 'Infrastructure',
    unit: 'KWH',
    capacity: 'Sanctioned load',
  },
];

const itemSchema = z.object({
  /** How many the centre has. */
  count: z.coerce.number({ error: 'Enter a number' }).int('Enter a whole number').min(0).max(999).default(0),
  /** Each one's capacity, in the item's unit; null when not known. */
  capacity: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce.number({ error: 'Enter a number' }).min(0).max(1_000_000).nullable(),
    )
    .default(null),
});

export const infrastructureSchema = z.object(
  Object.fromEntries(INFRASTRUCTURE_ITEMS.map((item) => [item.key, itemSchema.prefault({})])) as Record<
    string,
    z.ZodPrefault<typeof itemSchema>
  >,
);

// ---- the whole object ----------------------------------------------------------------------------------

/** The settings object, every part with its default, so an institution that saved nothing reads a full one. */
export const institutionSettingsSchema = z.object({
  general: generalSettingsSchema.prefault({}),
  /** Step 1's criteria (also saved on their own by the Set Lab Test Criteria popup). */
  labCriteria: labCriteriaAddSchema.shape.settings.shape.labCriteria.optional(),
  monthlyConsumption: monthlyConsumptionSchema.prefault({}),
  infrastructure: infrastructureSchema.prefault({}),
});
export type InstitutionSettings = z.infer<typeof institutionSettingsSchema>;
export type InstitutionSettingsInput = z.input<typeof institutionSettingsSchema>;

// ---- step 1: lab members -------------------------------------------------------------------------------

/** docs/spec/part-2-operations-and-admin.md §5 "Add lab", "Lab member add", §8. */
export const KEY_MEMBER_MESSAGES = {
  invalid: 'Enter valid data',
  emailInUse: 'You are trying to use an mail id which is already in use.',
  deletePrompt: 'Do you want to delete?',
} as const;

const validData = { message: KEY_MEMBER_MESSAGES.invalid, required: true } as const;

/** POST institution/add-keymembers: the spec's firstName is the lab's representative. */
export const addKeyMemberSchema = z.object({
  labName: lineText({ max: TEXT_LIMITS.name, ...validData }),
  firstName: lineText({ max: TEXT_LIMITS.name, ...validData }),
  lastName: lineText({ max: TEXT_LIMITS.name }).default(''),
  email: z
    .string({ error: KEY_MEMBER_MESSAGES.invalid })
    .trim()
    .max(TEXT_LIMITS.email, { message: KEY_MEMBER_MESSAGES.invalid, abort: true })
    .refine(isValidEmail, KEY_MEMBER_MESSAGES.invalid),
  designation: z.literal(LAB_MEMBER_DESIGNATION).default(LAB_MEMBER_DESIGNATION),
});
export type AddKeyMember = z.input<typeof addKeyMemberSchema>;

/** A lab member of the Associated Labs table (docs/spec/part-2-operations-and-admin.md §3 lab member). */
export const labMemberSchema = z.object({
  _id: z.string(),
  labName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  designation: z.literal(LAB_MEMBER_DESIGNATION),
  /** False until they set a password through the mailed link. */
  confirmed: z.boolean(),
  addedAt: z.string(),
});
export type LabMember = z.infer<typeof labMemberSchema>;

export const keyMembersQuerySchema = z.object({
  designation: z.literal(LAB_MEMBER_DESIGNATION).default(LAB_MEMBER_DESIGNATION),
});
export const deleteKeyMemberQuerySchema = z.object({ id: lineText({ max: 40 }) });
