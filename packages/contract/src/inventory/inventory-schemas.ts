import { z } from 'zod';
import { BLOOD_GROUPS, bloodGroupSchema, DEFAULT_BLOOD_GROUP } from '../blood/groups.js';
import { bloodGroupFilter, listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { dayFieldSchema } from '../people/person-fields.js';
import { deliveryModeSchema } from '../requests/requests.js';
import { COMPONENTS, componentSchema, DEFAULT_COMPONENT } from './components.js';
import { DISPOSE_REASON_VALUES, EXPIRING_WINDOWS, SCREENING_STATES, UNIT_STATES } from './lifecycle.js';
import { PROCESS_QUANTITY_STEP } from './process.js';
import { IN_PROCESS_ACTIONS, RECEIPT_STATES } from './status.js';

const REQUIRED = MESSAGES.allFiledsRequired;
const id = z.uuid({ error: 'Choose a unit from the list' });
/** One change touches at most this many units: a whole shelf of one group, never the whole bank by accident. */
export const MAX_UNITS_PER_CHANGE = 200;
const unitIds = z
  .array(id, { error: 'Select at least one unit' })
  .min(1, 'Select at least one unit')
  .max(MAX_UNITS_PER_CHANGE, `Select at most ${MAX_UNITS_PER_CHANGE} units at a time`)
  .refine((ids) => new Set(ids).size === ids.length, 'A unit is selected twice');

/** A bag number as printed on the bag: letters, digits and - / . only. */
export const bagIdSchema = lineText({ max: 40, message: REQUIRED, required: true }).refine(
  (text) => /^[A-Za-z0-9][A-Za-z0-9\-/.]*$/.test(text),
  'A bag number has only letters, digits and - / .',
);

/** A unit as every inventory list shows it (docs/spec/part-2-operations-and-admin.md §3, inventory unit). */
export const inventoryUnitSchema = z.object({
  _id: z.string(),
  bagId: z.string(),
  /** The ISBT-style unit number with its check character, when the unit has one (docs/decisions/0012). */
  unitNumber: z.string().nullable(),
  donorId: z.string().nullable(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  component: z.enum(COMPONENTS),
  /** yyyy-mm-dd */
  collectionDate: z.string(),
  /** yyyy-mm-dd: the last day the unit may be used. */
  expiryDate: z.string(),
  volume: z.number(),
  mass: z.number().nullable(),
  storedIn: z.string(),
  /** The spec's code: 0 inventory, 1 disposed, 3 issued (5 processed). */
  status: z.number(),
  /** The unit's state with expiry applied (docs/decisions/0044). */
  state: z.enum([...UNIT_STATES, 'expired']),
  screening: z.enum(SCREENING_STATES),
  isTransferInProcess: z.boolean(),
  inBloodProcessing: z.boolean(),
  receivedOn: z.string().nullable(),
  receivedFrom: z.string().nullable(),
  issuedDate: z.string().nullable(),
  processedDate: z.string().nullable(),
  disposedDate: z.string().nullable(),
  /** The patient or institution a unit went to (issued units). */
  hospitalName: z.string().nullable(),
  patientId: z.string().nullable(),
  patientName: z.string().nullable(),
  /** Days since collection. */
  ageDays: z.number(),
  /** The other end of a transfer in process: the receiver for the sender, the sender for the receiver. */
  transfer: z
    .object({
      from: z.string(),
      to: z.string(),
      sentAt: z.string(),
      deliveryType: z.string(),
      comments: z.string(),
      /** Who or what carries the units (vehicle, courier), as the sender wrote it. */
      details: z.string(),
    })
    .nullable(),
});
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

export const UNIT_SORT_FIELDS = [
  'expiryDate',
  'collectionDate',
  'bagId',
  'bloodGroup',
  'component',
  'volume',
  'issuedDate',
  'receivedOn',
] as const;
export type UnitSortField = (typeof UNIT_SORT_FIELDS)[number];

/** The lists of GET institution/inventory/list (docs/spec/part-2-operations-and-admin.md §2, §7). */
export const UNIT_LIST_TYPES = ['inventory', 'expiring', 'ageing', 'issued', 'received', 'disposed'] as const;
export type UnitListType = (typeof UNIT_LIST_TYPES)[number];

const unitListBase = listQuerySchema({ sort: UNIT_SORT_FIELDS, defaultSort: 'expiryDate' })
  .extend(bloodGroupFilter)
  .extend({ component: componentSchema.optional() });

/**
 * `type=inventory` (default): units on the shelf, first-expiring first, each with its state so a picker can say
 * why one cannot be chosen; `selectable=true` keeps only available ones. `expiring`: available units expiring
 * within `days` (1, 3 or 7). `ageing`: units on the shelf, oldest collection first. `issued`, `received`,
 * `disposed`: the registers.
 */
export const unitListQuerySchema = unitListBase.extend({
  type: z.enum(UNIT_LIST_TYPES).default('inventory'),
  days: z.coerce
    .number()
    .refine((n) => (EXPIRING_WINDOWS as readonly number[]).includes(n), 'Choose 1, 3 or 7 days')
    .optional(),
  selectable: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /**
   * With `component`: only units of the groups a patient of this group may receive (compatibleDonorGroups),
   * for the Accept and issue popup, which takes the first N of them, first-expiring first.
   */
  compatibleWith: bloodGroupSchema.optional(),
});

export const ageBandCountSchema = z.object({ band: z.string(), units: z.number() });
export const unitListSchema = listContentSchema(inventoryUnitSchema).extend({
  /** The ageing report's units per age band (type=ageing only). */
  bands: z.array(ageBandCountSchema).optional(),
});

/** One cell of the stock grid: a component of one group (docs/spec/part-2-operations-and-admin.md §3, inventory group entry). */
export const stockCellSchema = z.object({
  component: z.enum(COMPONENTS),
  /** Units that may be issued now. */
  available: z.number(),
  /** Of those, expiring within three days. */
  expiring: z.number(),
  /** Collected, waiting for the lab; not counted in `available`. */
  quarantined: z.number(),
});
/** `_id` is the blood group (docs/spec/part-2-operations-and-admin.md §3). */
export const stockGroupSchema = z.object({ _id: z.enum(BLOOD_GROUPS), inventory: z.array(stockCellSchema) });
export const stockSchema = z.object({
  data: z.array(stockGroupSchema),
  /** Available units expiring within 1, 3 and 7 days: the dashboard's flag. */
  expiring: z.object({ within1: z.number(), within3: z.number(), within7: z.number() }),
  /**
   * How many days each group's red cells (whole blood and red cell units available now) last at the average
   * monthly consumption saved in Settings; null for a group with no consumption saved.
   */
  cover: z.array(z.object({ bloodGroup: z.enum(BLOOD_GROUPS), days: z.number().nullable() })),
});
export type StockGroup = z.infer<typeof stockGroupSchema>;

export const componentCountSchema = z.object({ component: z.enum(COMPONENTS), available: z.number() });

/** docs/spec/part-2-operations-and-admin.md §3, add inventory form; `screening` is the clerk's declaration (docs/decisions/0044). */
export const newUnitSchema = z.object({
  donorId: lineText({ max: 40 }).optional(),
  bloodGroup: bloodGroupSchema.default(DEFAULT_BLOOD_GROUP),
  bagId: bagIdSchema,
  volume: z.coerce.number({ error: REQUIRED }).int('Volume is whole millilitres').min(1, REQUIRED).max(1000),
  mass: z.coerce.number().min(1).max(2000).optional(),
  component: componentSchema.default(DEFAULT_COMPONENT),
  collectionDate: dayFieldSchema(REQUIRED),
  /** Left empty, it is the collection day plus the component's shelf life. */
  expiryDate: dayFieldSchema().optional(),
  storedIn: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
  /** True: the mandatory screening was done and every test is non-reactive; false: the unit waits in quarantine. */
  screeningDone: z.boolean().default(false),
});
export type NewUnit = z.input<typeof newUnitSchema>;

export const addUnitsSchema = z.object({
  inventories: z.array(newUnitSchema).min(1, REQUIRED).max(500, 'Add at most 500 units at a time'),
});

const transferFields = {
  institutionId: z.uuid({ error: 'Choose the institution to transfer to' }),
  comments: paragraphText({ max: 1000 }).default(''),
  details: lineText({ max: TEXT_LIMITS.line }).default(''),
  deliveryType: deliveryModeSchema,
};

/**
 * POST institution/inventory/change-status (docs/spec/part-2-operations-and-admin.md §7). `issue` names the
 * request (`id`) the units go to; `process` sends the units to the component room with the planned volumes.
 */
export const changeStatusSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('dispose'),
    inventoryIds: unitIds,
    reason: z.enum(DISPOSE_REASON_VALUES, { error: 'Choose why the units are disposed' }),
    comment: paragraphText({ max: 1000 }).default(''),
  }),
  z.object({ type: z.literal('transfer'), inventoryIds: unitIds, ...transferFields }),
  z.object({
    type: z.literal('issue'),
    issueType: z.literal('patient').default('patient'),
    id: z.uuid({ error: 'Choose the request' }),
    /** For a Bulk request: the item the units fill. */
    itemId: z.uuid({ error: 'Choose the item of the Bulk request' }).optional(),
    status: z.literal(3).default(3),
    issuedUnits: z.coerce.number().int().min(1).optional(),
    inventoryIds: unitIds,
    deliveryType: deliveryModeSchema,
  }),
  z.object({
    type: z.literal('process'),
    inventoryIds: unitIds.refine(
      (ids) => ids.length % PROCESS_QUANTITY_STEP === 0,
      `Units go to processing in sixes`,
    ),
    /** The planned volume in ml of each component to prepare. */
    volumes: z
      .array(z.object({ component: componentSchema, volume: z.coerce.number().int().min(1).max(100_000) }), {
        error: MESSAGES.fillAllInformation,
      })
      .min(1, MESSAGES.fillAllInformation)
      .max(COMPONENTS.length),
    /** The approximate volume of one parent bag, ml. */
    approximateVolume: z.coerce
      .number({ error: MESSAGES.fillAllInformation })
      .int()
      .min(1, MESSAGES.fillAllInformation)
      .max(1000),
  }),
]);
export type ChangeStatusRequest = z.input<typeof changeStatusSchema>;

/** A receipt: the receiving institution accepts or declines units sent to it (docs/spec/part-2-operations-and-admin.md §4, §7). */
export const transferConfirmSchema = z.object({
  state: z.enum(RECEIPT_STATES),
  ids: unitIds,
  comment: paragraphText({ max: 1000 }).default(''),
});

export const TRANSFER_LIST_TYPES = ['outgoing', 'incoming'] as const;
export const transferListQuerySchema = unitListBase.extend({
  /** outgoing: units this institution sent that are not yet received; incoming: the receipt. */
  type: z.enum(TRANSFER_LIST_TYPES).default('outgoing'),
});

export const inProcessingListQuerySchema = unitListBase;

/** A component made from a unit in processing (docs/spec/part-2-operations-and-admin.md §3, stock update entry). */
export const stockUpdateEntrySchema = z.object({
  /** The unit in processing this component was made from. */
  parentId: z.uuid({ error: REQUIRED }),
  bagId: bagIdSchema,
  component: componentSchema,
  volume: z.coerce.number({ error: REQUIRED }).int().min(1, REQUIRED).max(1000),
  storedIn: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
  processedDate: dayFieldSchema(REQUIRED),
  /** Left empty, the component's shelf life from the parent's collection day. */
  expiryDate: dayFieldSchema().optional(),
});
export type StockUpdateEntry = z.input<typeof stockUpdateEntrySchema>;

/** POST institution/inventory/in-processing/change-status (docs/spec/part-2-operations-and-admin.md §4, §7). */
export const inProcessingChangeSchema = z
  .object({
    type: z.enum(IN_PROCESS_ACTIONS),
    inventoryIds: unitIds,
    reason: z.enum(DISPOSE_REASON_VALUES).optional(),
    comment: paragraphText({ max: 1000 }).default(''),
    inventories: z
      .array(stockUpdateEntrySchema)
      .max(MAX_UNITS_PER_CHANGE * 4)
      .optional(),
  })
  .superRefine((body, issues) => {
    if (body.type === 'processed' && !body.inventories?.length) {
      issues.addIssue({ code: 'custom', path: ['inventories'], message: MESSAGES.updateStockEmpty });
    }
  });

/** One line of a unit's history: who did what, when, from which state to which, and why. */
export const unitEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  /** What a person reads, e.g. "Issued to patient Ravi Kumar (MRN-1) of Seva Sadan Hospital". */
  summary: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  institution: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
});

export const unitDetailsSchema = z.object({
  data: inventoryUnitSchema.extend({
    /** The institution holding the unit now. */
    heldBy: z.string(),
    /** Whether the caller holds it (and may change it), or only sees it as a past holder or the receiver. */
    mine: z.boolean(),
    parent: z.object({ _id: z.string(), bagId: z.string(), component: z.string() }).nullable(),
    components: z.array(z.object({ _id: z.string(), bagId: z.string(), component: z.string() })),
  }),
  history: z.array(unitEventSchema),
});

export const unitQuerySchema = z.object({ id: z.uuid({ error: 'No such unit' }) });
export const unitLookupSchema = z.object({
  code: lineText({ max: 40, required: true, message: 'Type or scan a bag or unit number' }),
});

/** A place a unit may be transferred to (docs/spec/part-2-operations-and-admin.md §3, transfer target institution). */
export const transferTargetSchema = z.object({
  _id: z.string(),
  registrationNumber: z.string(),
  institutionName: z.string(),
  institutionType: z.string(),
  location: z.object({ description: z.string(), city: z.string().nullable() }),
  /** Kilometres from the caller, when both have a position. */
  distanceKm: z.number().nullable(),
});
export const transferTargetQuerySchema = z.object({
  type: z.enum(['bloodbank']).default('bloodbank'),
  name: lineText({ max: TEXT_LIMITS.search }).optional(),
});
