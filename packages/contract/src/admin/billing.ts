import { z } from 'zod';
import {
  type IndiaState,
  indiaStateOf,
  NORTH_EAST_STATES,
  UNION_TERRITORIES,
} from '../common/india-states.js';
import { listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { INSTITUTION_TYPES } from '../institutions/institution.js';
import { type Component, componentSchema } from '../inventory/components.js';
import { calendarDay } from '../people/person-fields.js';

/**
 * Money on the platform (docs/spec/part-2-operations-and-admin.md §2 Transactions, Pricing, Subscription
 * Plans; §3 Blood unit transaction, Subscription plan, Pricing list). Amounts are whole rupees.
 */

// ---- Regions -------------------------------------------------------------------------------------------

/** The pricing column an issue is charged from. */
export type PriceRegion = 'bestPrice' | 'northEast' | 'unionTerritory';

const NORTH_EAST = new Set<IndiaState>(NORTH_EAST_STATES);
const TERRITORIES = new Set<IndiaState>(UNION_TERRITORIES);

/**
 * Which price a blood centre charges, by the state of its address (older spellings such as Pondicherry
 * or NCT of Delhi included): the North East price in the eight north-eastern states, the UT price in a union
 * territory, else the best price. A centre whose state names none pays the best price.
 */
export function priceRegionOf(state: string | null | undefined): PriceRegion {
  const named = indiaStateOf(state);
  if (named && NORTH_EAST.has(named)) return 'northEast';
  if (named && TERRITORIES.has(named)) return 'unionTerritory';
  return 'bestPrice';
}

// ---- Pricing -------------------------------------------------------------------------------------------

/** The columns of the Pricing table after the component (docs/spec/part-2-operations-and-admin.md §2). */
export const PRICE_FIELDS = [
  'bestPrice',
  'northEast',
  'unionTerritory',
  'platelets',
  'wholeBlood',
  'tlc',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export type ComponentPrices = Record<PriceField, number>;

/** Ten lakh rupees: far above any processing charge, low enough that a slipped key is refused. */
export const MAX_PRICE_RUPEES = 1_000_000;

/** One processing charge everywhere; the region columns start equal and administrators set them apart. */
const charge = (rupees: number): ComponentPrices => ({
  bestPrice: rupees,
  northEast: rupees,
  unionTerritory: rupees,
  platelets: 0,
  wholeBlood: 0,
  tlc: 0,
});

/** Processing charges the guideline adds for a leucodepleting filter and for irradiation. */
const LEUKOREDUCTION = 1200;
const IRRADIATION = 250;

/**
 * The prices every database starts with (inserted after migrations when a component has none; an
 * administrator's edits are never overwritten). Based on the National Blood Transfusion Council's guideline
 * for recovery of processing charges (2014), the ceiling for blood centres other than government ones:
 * whole blood and packed red cells ₹1,450, fresh frozen plasma and random-donor platelets ₹400,
 * cryoprecipitate ₹250, single-donor (apheresis) platelets ₹11,000, and the filter and irradiation add-ons.
 * Components the guideline does not name take the nearest one it does (noted beside them); stem cells are
 * not a blood-centre processing charge and start at 0. The guideline sets one national ceiling, so the
 * North East and UT columns start at the best price. The platelets, whole blood and TLC columns are shown
 * and edited but not charged on issue (the spec shows them without saying what they price); they start at 0.
 * docs/decisions records the choice; verify against the guideline in force before charging real money.
 */
export const DEFAULT_COMPONENT_PRICES: Record<Component, ComponentPrices> = {
  Cryoprecipitate: charge(250),
  // An apheresis collection, irradiated.
  'Granulocyte Concentrates Irradiated': charge(11_000 + IRRADIATION),
  'Haematopoetic Stem Cells': charge(0),
  // An apheresis collection of plasma; a plasma kit costs far less than a platelet one.
  'Plasma Apheresis Single Donor': charge(3000),
  // Plasma from whole blood, priced as fresh frozen plasma.
  'Plasma Convalescent': charge(400),
  'Plasma Cryo Poor': charge(400),
  'Plasma Fresh Frozen': charge(400),
  'Platelets Apheresis Single Donor': charge(11_000),
  'Platelets Irradiated': charge(400 + IRRADIATION),
  'Platelets Leukoreduced': charge(400 + LEUKOREDUCTION),
  'Platelets Random Donor': charge(400),
  // Apheresis red cells are leucodepleted: priced as leukoreduced red cells.
  'Red Cells Apheresis Single Donor': charge(1450 + LEUKOREDUCTION),
  'Red Cells Leukoreduced': charge(1450 + LEUKOREDUCTION),
  'Red Cells Packed': charge(1450),
  'Red Cells Packed Irradiated': charge(1450 + IRRADIATION),
  'Whole Blood': charge(1450),
};

/** 1000000 → "10,00,000": Indian digit grouping, the same on every runtime (no locale data needed). */
export function indianDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last}`;
}

export const BILLING_MESSAGES = {
  priceWhole: 'Enter the price in whole rupees',
  priceTooHigh: `A price cannot be more than ₹${indianDigits(MAX_PRICE_RUPEES)}`,
  pricingUpdated: 'Price Updated Successfully!',
  wholeNumber: 'Enter a whole number',
  notNegative: 'Enter 0 or more',
  quantityAtLeastOne: 'A plan covers at least 1 unit',
  fromAfterTo: MESSAGES.toAfterFrom,
} as const;

/**
 * A whole number typed in a box or sent as a number. Empty or missing is `missing`; anything but digits is
 * not a number (no "1e3", no "0x10").
 */
function wholeNumber(options: {
  missing: string;
  notWhole: string;
  min: number;
  max: number;
  low: string;
  high: string;
}) {
  return z
    .union([z.number(), z.string().max(20)], { error: options.missing })
    .transform((value) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? options.missing : options.notWhole) })
        .int(options.notWhole)
        .min(options.min, options.low)
        .max(options.max, options.high),
    );
}

const priceField = wholeNumber({
  missing: BILLING_MESSAGES.priceWhole,
  notWhole: BILLING_MESSAGES.priceWhole,
  min: 0,
  max: MAX_PRICE_RUPEES,
  low: BILLING_MESSAGES.priceWhole,
  high: BILLING_MESSAGES.priceTooHigh,
});

export const componentPriceSchema = z.object({
  /** The component is the row's key. */
  _id: z.string(),
  component: componentSchema,
  bestPrice: z.number().int(),
  northEast: z.number().int(),
  unionTerritory: z.number().int(),
  platelets: z.number().int(),
  wholeBlood: z.number().int(),
  tlc: z.number().int(),
  updatedAt: z.string(),
});
export type ComponentPrice = z.infer<typeof componentPriceSchema>;

/** GET super-admin/bloodbank/pricings: the sixteen components, searched by name. */
export const pricingListQuerySchema = listQuerySchema({ sort: ['component'], defaultSort: 'component' });
export const pricingListSchema = listContentSchema(componentPriceSchema);

/** POST super-admin/bloodbank/pricing/update: every price of one component. */
export const updatePricingRequestSchema = z.object({
  component: componentSchema,
  bestPrice: priceField,
  northEast: priceField,
  unionTerritory: priceField,
  platelets: priceField,
  wholeBlood: priceField,
  tlc: priceField,
});
export type UpdatePricingRequest = z.input<typeof updatePricingRequestSchema>;

// ---- Subscription plans --------------------------------------------------------------------------------

export const PLAN_LIMITS = {
  /** One crore rupees. */
  price: 10_000_000,
  /** Units of blood a plan may cover, bonus included each. */
  quantity: 1_000_000,
  /** Ten years of days. */
  bonusPeriod: 3650,
  planName: TEXT_LIMITS.name,
  description: 1000,
  condition: 500,
} as const;

const REQUIRED = MESSAGES.planFieldsRequired;

const planCount = (min: number, max: number, low: string) =>
  wholeNumber({
    missing: REQUIRED,
    notWhole: BILLING_MESSAGES.wholeNumber,
    min,
    max,
    low,
    high: `At most ${indianDigits(max)}`,
  });

/** A text of the plan: missing or blank is the spec's one message; too long says how long it may be. */
const planText = (text: z.ZodType<string, string>) =>
  z
    .string({ error: REQUIRED })
    .pipe(text)
    .refine((value) => value.length > 0, REQUIRED);

/** A date of the plan, typed dd/MM/yyyy or sent yyyy-mm-dd; answers yyyy-mm-dd. */
const planDay = z
  .string({ error: REQUIRED })
  .max(40, MESSAGES.invalidDate)
  .refine((text) => text.trim() !== '', { message: REQUIRED, abort: true })
  .refine((text) => calendarDay(text) !== null, MESSAGES.invalidDate)
  .transform((text) => calendarDay(text) as string);

/**
 * POST super-admin/bloodbank/add/plan: the nine fields, all required ("All Fields required !",
 * docs/spec/part-2-operations-and-admin.md §5), numbers whole and not negative, From not after To.
 */
export const addPlanRequestSchema = z
  .object({
    planName: planText(lineText({ max: PLAN_LIMITS.planName })),
    description: planText(paragraphText({ max: PLAN_LIMITS.description })),
    price: planCount(0, PLAN_LIMITS.price, BILLING_MESSAGES.notNegative),
    quantity: planCount(1, PLAN_LIMITS.quantity, BILLING_MESSAGES.quantityAtLeastOne),
    bonusQuantity: planCount(0, PLAN_LIMITS.quantity, BILLING_MESSAGES.notNegative),
    condition: planText(paragraphText({ max: PLAN_LIMITS.condition })),
    bonusPeriod: planCount(0, PLAN_LIMITS.bonusPeriod, BILLING_MESSAGES.notNegative),
    from: planDay,
    to: planDay,
  })
  .refine((plan) => plan.from <= plan.to, { message: BILLING_MESSAGES.fromAfterTo, path: ['to'] });
export type AddPlanRequest = z.input<typeof addPlanRequestSchema>;

export const planSchema = z.object({
  _id: z.string(),
  planName: z.string(),
  description: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  bonusQuantity: z.number().int(),
  condition: z.string(),
  bonusPeriod: z.number().int(),
  /** yyyy-mm-dd; `fromDate` and `toDate` repeat them under the names the list shows (§3). */
  from: z.string(),
  to: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  addedAt: z.string(),
});
export type SubscriptionPlan = z.infer<typeof planSchema>;

/** Plans are few (an administrator adds them), so the price may be sorted without an index. */
export const PLAN_SORT_FIELDS = ['addedAt', 'planName', 'price'] as const;
export const planListQuerySchema = listQuerySchema({
  sort: PLAN_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
});
export const planListSchema = listContentSchema(planSchema);

// ---- Transactions --------------------------------------------------------------------------------------

/** The two tabs of /Super-Admin/Transaction. */
export const TRANSACTION_TYPES = ['bloodUnit', 'subscription'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_SORT_FIELDS = ['addedAt', 'amount'] as const;

/**
 * GET super-admin/bloodbank/transactions: one tab (`type`, blood units unless said), newest first. The search
 * is a transaction id or the start of one, the start of an institution's name, or its registration id.
 */
export const transactionListQuerySchema = listQuerySchema({
  sort: TRANSACTION_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
}).extend({ type: z.enum(TRANSACTION_TYPES).default('bloodUnit') });
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;

/** One charged unit of a blood-unit transaction. */
export const chargedUnitSchema = z.object({
  _id: z.string(),
  bagId: z.string(),
  bloodGroup: z.string(),
  component: z.string(),
  price: z.number().int(),
});
export type ChargedUnit = z.infer<typeof chargedUnitSchema>;

/**
 * A row of either tab (docs/spec/part-2-operations-and-admin.md §3 "Blood unit transaction"): `price` is the
 * amount in rupees; `recieverDetails` (the spec's spelling) is the institution the transaction belongs to —
 * the blood centre that issued the units and collects their processing charges, or the subscriber;
 * `request` the patient and who asked, for an issue; `plan` the plan bought, for a subscription.
 */
export const transactionSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  price: z.number().int(),
  units: z.number().int(),
  recieverDetails: z.object({
    _id: z.string(),
    registrationId: z.string().nullable(),
    institutionType: z.enum(INSTITUTION_TYPES),
    institutionName: z.string(),
  }),
  request: z.array(
    z.object({
      _id: z.string().nullable(),
      patientId: z.string().nullable(),
      /** The mobile user who raised the request, else the institution user who did. */
      addedBy: z.object({ _id: z.string().nullable() }),
    }),
  ),
  chargedUnits: z.array(chargedUnitSchema),
  plan: z
    .object({
      _id: z.string().nullable(),
      planName: z.string(),
      quantity: z.number().int(),
      bonusQuantity: z.number().int(),
    })
    .nullable(),
  addedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = listContentSchema(transactionSchema);

/**
 * An institution's subscription as its detail page shows it ("108/1000 Remaining", last subscribed on):
 * the plan of its latest subscription, the units it covers with the bonus, and those not yet used by
 * issues since. `remaining` goes below 0 when a centre has issued more than its plan covers.
 */
export const subscriptionSummarySchema = z.object({
  planName: z.string(),
  quantity: z.number().int(),
  remaining: z.number().int(),
  subscribedAt: z.string(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
