import { z } from 'zod';
import { listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { donorRowSchema } from '../people/donor-schemas.js';
import { dayFieldSchema } from '../people/person-fields.js';

/** At most this many donors are deputed in one call: a request asks for at most 50 units. */
export const MAX_DEPUTED_DONORS = 50;

/** What donors are deputed or assigned to: a verified request (NGOs), or a camp (docs/decisions/0046). */
export const DEPUTE_TYPES = ['request', 'camp'] as const;

/**
 * GET institution/donors/depute-candidates: the caller's donors who may be deputed for a request (an NGO's,
 * eligible today, of a group the patient may receive) or assigned to a camp (eligible on the camp day) — on
 * its list, not blocked — by name.
 */
export const deputeCandidatesQuerySchema = listQuerySchema({
  sort: ['name', 'lastDonationDate'],
  defaultSort: 'name',
}).extend({
  type: z.enum(DEPUTE_TYPES).default('request'),
  id: z.uuid({ error: 'No such request' }),
});

export const deputeCandidateSchema = z.object({
  /** The person: what depute-assign names in `donors`. */
  _id: z.string(),
  donorId: z.string(),
  name: z.string(),
  bloodGroup: z.string(),
  lastDonationDate: z.string().nullable(),
  address: z.string(),
  /** Already deputed for this request or assigned to this camp: shown, not offered again. */
  deputed: z.boolean(),
});
export type DeputeCandidate = z.infer<typeof deputeCandidateSchema>;
export const deputeCandidateListSchema = listContentSchema(deputeCandidateSchema);

/**
 * POST institution/donors/depute-assign (docs/spec/part-1-institution-side.md §7): type request, an NGO sends
 * donors to give blood for a verified request on `donationDate`; type camp, a blood centre or NGO assigns its
 * donors to a scheduled camp (the camp's day is the donation date, so `donationDate` may be left out).
 */
export const deputeAssignSchema = z.object({
  type: z.enum(DEPUTE_TYPES, { error: 'Depute donors to a request or a camp' }),
  id: z.uuid({ error: 'No such request' }),
  donationDate: dayFieldSchema(MESSAGES.invalidDate).optional(),
  donors: z
    .array(z.uuid({ error: 'Choose donors from the list' }))
    .min(1, 'Choose at least one donor')
    .max(MAX_DEPUTED_DONORS, `Choose at most ${MAX_DEPUTED_DONORS} donors`),
});
export type DeputeAssign = z.input<typeof deputeAssignSchema>;

/**
 * GET requests/donations (docs/spec/part-1-institution-side.md §2 "Scheduled donation table", §3 "Donation or
 * appointment row"): donors this blood centre asked to give (Request from /people) who have not said no, by the
 * day they are to come, from today on.
 */
export const scheduledDonationsQuerySchema = listQuerySchema({
  sort: ['appointment'],
  defaultSort: 'appointment',
});

export const scheduledDonationSchema = z.object({
  /** The ask. */
  _id: z.string(),
  donor: donorRowSchema,
  /** The day the donor is to come (yyyy-mm-dd) and, once they answered, when. */
  appointment: z.string(),
  answer: z.enum(['accepted', 'declined']).nullable(),
  answeredAt: z.string().nullable(),
  /** Verified by a code for this institution: the desk records the donation; otherwise it asks for the code. */
  verified: z.boolean(),
  requestId: z.string(),
  /** Units the request has received so far. */
  issuedUnits: z.number(),
});
export type ScheduledDonation = z.infer<typeof scheduledDonationSchema>;
export const scheduledDonationListSchema = listContentSchema(scheduledDonationSchema);
