import { z } from 'zod';
import { INDIA_UTC_OFFSET_MS } from '../common/dates.js';
import { listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail, isValidPhone } from '../common/validation.js';
import { storedFileSchema } from '../files/files.js';
import { CAMP_MIN_TARGET_UNITS, campHours } from './capacity.js';
import { CAMP_STATUSES } from './status.js';

/**
 * Donation camps (docs/spec/part-1-institution-side.md §2–§7, part 2 §5; docs/decisions/0046). A camp is run
 * by one blood centre (`bloodBankReference`); an NGO creates one for a participating blood centre, which
 * declines it or schedules it (Accepted). A blood centre's own camp waits in Pending until it schedules it too.
 */

const line = lineText({ max: TEXT_LIMITS.line });
const name = lineText({ max: TEXT_LIMITS.name });
const email = lineText({ max: TEXT_LIMITS.email });
const mobile = lineText({ max: 20 });
/** A whole number typed into a form: empty is "not given", as the drafts allow. */
const count = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0)
    .max(100_000)
    .optional(),
);

export const coordinatorSchema = z.object({
  name: name.default(''),
  mobileNumber: mobile.default(''),
  email: email.default(''),
});
export type Coordinator = z.infer<typeof coordinatorSchema>;

/** `HH:mm` of the camp day, sent as ISO instants (the spec's campDuration). */
export const campDurationSchema = z.object({
  startTime: z.iso.datetime({ offset: true, error: MESSAGES.campAllFiledsRequired }),
  endTime: z.iso.datetime({ offset: true, error: MESSAGES.campAllFiledsRequired }),
});

/** The ISO instant of `HH:mm` on a day (`yyyy-mm-dd`) in India, as the forms send campDuration. */
export function campInstant(day: string, time: string): string {
  return `${day}T${time.length === 4 ? `0${time}` : time}:00+05:30`;
}

/** The India day (`yyyy-mm-dd`) and time (`HH:mm`) of an instant. */
export function indiaDayAndTime(iso: string): { day: string; time: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const shifted = new Date(date.getTime() + INDIA_UTC_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * POST donation-camp/add: the blood centre's form (sponsor, beds, target, both coordinators) or the NGO's
 * (participating blood centre `institutionId`, its contact `bbName`, comments). Every text is bounded; which
 * fields are required depends on who sends it and on `status` (a Draft skips the checks), so the service
 * applies `campFormProblem` for the caller. With `id`, a draft is completed and submitted.
 */
export const campPayloadSchema = z.object({
  id: z.uuid({ error: 'No such camp' }).optional(),
  status: z.enum(['Draft', 'Pending'], { error: 'Choose Save or Save as Draft' }).default('Pending'),
  campName: name.default(''),
  sponsoredBy: name.default(''),
  organiser: name.default(''),
  noOfBeds: count,
  targetUnits: count,
  campDuration: campDurationSchema.partial().default({}),
  campCoordinator: coordinatorSchema.default({ name: '', mobileNumber: '', email: '' }),
  bloodBankCoordinator: coordinatorSchema.default({ name: '', mobileNumber: '', email: '' }),
  venue: line.default(''),
  address: z
    .object({
      description: line.default(''),
      city: name.optional(),
      state: name.optional(),
    })
    .default({ description: '' }),
  comments: paragraphText({ max: 1000 }).default(''),
  /** NGO form: the participating blood centre, found through GET institution/registered/list. */
  institutionId: z.uuid({ error: MESSAGES.campAllFiledsRequired }).optional(),
  /** NGO form: who to speak to at the blood centre. */
  bbName: name.default(''),
  attachments: z.array(storedFileSchema).max(5, 'Attach at most 5 files').default([]),
});
export type CampPayload = z.input<typeof campPayloadSchema>;
type CheckedCamp = z.output<typeof campPayloadSchema>;

/** Which camp form: the blood centre's, its twin on the inventory screens (part 2 §5), or the NGO's. */
export type CampFormKind = 'bloodBank' | 'inventory' | 'ngo';

export interface CampProblem {
  /** The form field to mark. */
  field: string;
  message: string;
}

/**
 * The first thing wrong with a camp form, in the spec's words, or null (docs/spec/part-1-institution-side.md
 * §5, part 2 §5). Required fields first ("All Fileds Is Required!" / "Please fill required details!"), then the
 * target (at least 100), the day (today or later; after today on the inventory form), the hours (To after From),
 * then numbers and addresses that cannot be right. A draft of the blood centre's form needs only a name.
 */
export function campFormProblem(camp: CheckedCamp, kind: CampFormKind, today: string): CampProblem | null {
  if (camp.status === 'Draft') {
    if (kind === 'ngo') return { field: 'status', message: 'Only a blood centre saves a camp as a draft' };
    return camp.campName ? null : { field: 'campName', message: 'Give the draft a camp name' };
  }
  const start = camp.campDuration.startTime ? indiaDayAndTime(camp.campDuration.startTime) : null;
  const end = camp.campDuration.endTime ? indiaDayAndTime(camp.campDuration.endTime) : null;
  const required: [string, unknown][] =
    kind === 'ngo'
      ? [
          ['campName', camp.campName],
          ['institutionId', camp.institutionId],
          ['address', camp.address.description],
          ['fromTime', start],
          ['toTime', end],
          ['date', start],
          ['venue', camp.venue],
          ['coordinatorName', camp.campCoordinator.name],
          ['coordinatorMobile', camp.campCoordinator.mobileNumber],
          ['coordinatorEmail', camp.campCoordinator.email],
          ['bbName', camp.bbName],
        ]
      : [
          ['campName', camp.campName],
          ['sponsoredBy', camp.sponsoredBy],
          ['organiser', camp.organiser],
          ['noOfBeds', camp.noOfBeds],
          ['targetUnits', camp.targetUnits],
          ['date', start],
          ['fromTime', start],
          ['toTime', end],
          ['sponsorCoordinator', camp.campCoordinator.name],
          ['sponsoredMobileNo', camp.campCoordinator.mobileNumber],
          ['sponsoredEmailId', camp.campCoordinator.email],
          ...(kind === 'bloodBank'
            ? ([
                ['bloodBankCoordinator', camp.bloodBankCoordinator.name],
                ['bloodBankedMobileNo', camp.bloodBankCoordinator.mobileNumber],
                ['bloodBankedEmailId', camp.bloodBankCoordinator.email],
              ] as [string, unknown][])
            : []),
          ['venue', camp.venue],
          ['address', camp.address.description],
        ];
  const missing = required.find(([, value]) => value === undefined || value === null || value === '');
  if (missing) {
    const message = kind === 'inventory' ? MESSAGES.fillRequiredDetails : MESSAGES.campAllFiledsRequired;
    return { field: missing[0], message };
  }
  if (kind !== 'ngo' && (camp.targetUnits ?? 0) < CAMP_MIN_TARGET_UNITS) {
    return { field: 'targetUnits', message: MESSAGES.planMinimumUnits };
  }
  if (!start || !end) return { field: 'date', message: MESSAGES.campAllFiledsRequired };
  if (kind === 'inventory' ? start.day <= today : start.day < today) {
    const message = kind === 'inventory' ? MESSAGES.selectDateAfterToday : MESSAGES.selectDateTodayOrAfter;
    return { field: 'date', message };
  }
  const hours = campHours(start.time, end.time);
  if (end.day !== start.day || hours === null || hours <= 0) {
    return { field: 'toTime', message: MESSAGES.toAfterFrom };
  }
  if (kind !== 'ngo' && !(camp.noOfBeds && camp.noOfBeds > 0)) {
    return { field: 'noOfBeds', message: 'A camp needs at least one bed' };
  }
  const coordinators =
    kind === 'bloodBank' ? [camp.campCoordinator, camp.bloodBankCoordinator] : [camp.campCoordinator];
  for (const [i, person] of coordinators.entries()) {
    const prefix = i === 0 ? 'coordinator' : 'bloodBankCoordinator';
    if (!isValidPhone(person.mobileNumber))
      return { field: `${prefix}Mobile`, message: MESSAGES.invalidPhone };
    if (!isValidEmail(person.email)) return { field: `${prefix}Email`, message: MESSAGES.invalidEmail };
  }
  return null;
}

/**
 * The first thing wrong with the Re-schedule popup's schedule, or null: the target (at least 100), the day
 * (today or later) and the hours (To after From), in the spec's words.
 */
export function campScheduleProblem(
  schedule: { campDuration: { startTime: string; endTime: string }; noOfBeds: number; targetUnits: number },
  today: string,
): CampProblem | null {
  if (!(schedule.targetUnits >= CAMP_MIN_TARGET_UNITS))
    return { field: 'targetUnits', message: MESSAGES.planMinimumUnits };
  const start = indiaDayAndTime(schedule.campDuration.startTime);
  const end = indiaDayAndTime(schedule.campDuration.endTime);
  if (!start || !end) return { field: 'date', message: MESSAGES.campAllFiledsRequired };
  if (start.day < today) return { field: 'date', message: MESSAGES.selectDateTodayOrAfter };
  const hours = campHours(start.time, end.time);
  if (end.day !== start.day || hours === null || hours <= 0)
    return { field: 'toTime', message: MESSAGES.toAfterFrom };
  if (!(schedule.noOfBeds >= 1)) return { field: 'noOfBeds', message: 'A camp needs at least one bed' };
  return null;
}

export const campStatusSchema = z.enum(CAMP_STATUSES);

export const campRowSchema = z.object({
  _id: z.string(),
  campName: z.string(),
  organiser: z.string(),
  sponsoredBy: z.string(),
  venue: z.string(),
  /** The camp day, `yyyy-mm-dd` in India, and its hours. */
  date: z.string().nullable(),
  campDuration: z.object({ startTime: z.string().nullable(), endTime: z.string().nullable() }),
  address: z.object({ description: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
  campCoordinator: coordinatorSchema,
  bloodBankCoordinator: coordinatorSchema,
  noOfBeds: z.number().nullable(),
  targetUnits: z.number().nullable(),
  /** The blood centre that runs the camp. */
  bloodBankReference: z.object({ _id: z.string(), institutionName: z.string() }).nullable(),
  /** The institution that created it, as the pending popup's profile shows it. */
  addedBy: z.object({
    _id: z.string(),
    institutionName: z.string(),
    institutionType: z.string(),
    registrationId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    mobileNumber: z.string(),
    photo: storedFileSchema.nullable(),
  }),
  bbName: z.string(),
  comments: z.string(),
  declineComment: z.string().nullable(),
  attachments: z.array(storedFileSchema),
  status: campStatusSchema,
  /** False once the blood centre deactivated it: no more donors or donations. */
  active: z.boolean(),
  /** Donors assigned to the camp, and how many of them have donated. */
  noDonors: z.number(),
  donated: z.number(),
  /** What the caller may do with it now. */
  can: z.object({
    schedule: z.boolean(),
    decline: z.boolean(),
    deactivate: z.boolean(),
    remove: z.boolean(),
  }),
});
export type CampRow = z.infer<typeof campRowSchema>;

export const CAMP_SORT_FIELDS = ['date', 'campName', 'venue', 'organiser', 'donors'] as const;

/**
 * GET donation-camp/list and institution/ngo/camps: `type` Accepted (On Going) or Pending (Created). For a
 * blood centre Pending holds the camps waiting for its answer and its own drafts; for an NGO Created holds the
 * camps it created that are not running (pending, declined). `search` looks in name, venue and address.
 */
export const campListQuerySchema = listQuerySchema({
  sort: CAMP_SORT_FIELDS,
  defaultSort: 'date',
  defaultOrder: 'desc',
}).extend({ type: z.enum(['Accepted', 'Pending']).default('Accepted') });
export const campListSchema = listContentSchema(campRowSchema);

export const campDetailsQuerySchema = z.object({ campId: z.uuid({ error: 'No such camp' }) });

/** The Re-schedule popup: the day, hours, beds and target the blood centre commits to. */
export const campScheduleSchema = z.object({
  campDuration: campDurationSchema,
  noOfBeds: z.coerce
    .number({ error: MESSAGES.campAllFiledsRequired })
    .int()
    .min(1, 'A camp needs at least one bed')
    .max(1000),
  targetUnits: z.coerce
    .number({ error: MESSAGES.campAllFiledsRequired })
    .int()
    .min(CAMP_MIN_TARGET_UNITS, MESSAGES.planMinimumUnits)
    .max(100_000),
});
export type CampSchedule = z.input<typeof campScheduleSchema>;

/**
 * POST donation-camp/change-status (docs/spec/part-1-institution-side.md §4, §7): the running blood centre
 * declines (comment required) or schedules (Accepted, with the Re-schedule popup's schedule); it may also
 * deactivate a camp without donations and activate it again.
 */
export const campChangeStatusSchema = z.discriminatedUnion('action', [
  z.object({
    id: z.uuid({ error: 'No such camp' }),
    action: z.literal('Declined'),
    comments: paragraphText({ max: 1000, required: true, message: MESSAGES.commentRequiredForDeclineCamp }),
  }),
  z.object({
    id: z.uuid({ error: 'No such camp' }),
    action: z.literal('Accepted'),
    schedule: campScheduleSchema,
  }),
  z.object({ id: z.uuid({ error: 'No such camp' }), action: z.enum(['Deactivated', 'Activated']) }),
]);
export type CampChangeStatus = z.input<typeof campChangeStatusSchema>;

export const campIdSchema = z.object({ id: z.uuid({ error: 'No such camp' }) });

export const campAnswerSchema = z.object({ data: campRowSchema });
