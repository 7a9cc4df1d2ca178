import { z } from 'zod';
import { sampleListQuerySchema, sampleListSchema } from '../camps/donation-schemas.js';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import { labReportListQuerySchema, labReportListSchema } from '../lab/lab-schemas.js';
import {
  addDonorsRequestSchema,
  addedDonorSchema,
  blockDonorSchema,
  donationCertificateParamsSchema,
  donationHistoryRowSchema,
  donorListQuerySchema,
  donorListSchema,
  donorOtpValidateSchema,
  donorProfileSchema,
  donorRefSchema,
  donorReviewSchema,
  labResultRowSchema,
  medicalReportSchema,
  nearbyListSchema,
  nearbyQuerySchema,
  newRemarkSchema,
  profileQuerySchema,
  profileTabQuerySchema,
  remarkRowSchema,
  unblockDonorSchema,
} from './donor-schemas.js';

const staff = { kind: 'institution' } as const;
const nothing = z.object({});

/** The institution's donors (docs/spec/part-1-institution-side.md §2 People, §4, §5, §7; part 2 §5 blocking). */
export const donorsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/institution/get-known-donors',
    auth: staff,
    domain: 'donors',
    summary:
      "The institution's donors (added here or verified by code), one page, searched by name, donor ID, mobile or e-mail",
    query: donorListQuerySchema,
    response: donorListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/institution/donors/add',
    auth: staff,
    domain: 'donors',
    summary:
      'Add donors (the desk form sends one, the spreadsheet upload many); a person already on RaktSetu is linked, not copied',
    body: addDonorsRequestSchema,
    response: z.object({ data: z.array(addedDonorSchema) }),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/auth/get-profile',
    auth: staff,
    domain: 'donors',
    summary: 'A donor the institution knows: profile, eligibility, block, questionnaire and vitals',
    query: profileQuerySchema,
    response: z.object({ data: donorProfileSchema }),
  }),
  donationHistory: endpoint({
    method: 'GET',
    path: '/api/institution/donation-history/list',
    auth: staff,
    domain: 'donors',
    summary: "A known donor's donations, newest first",
    query: profileTabQuerySchema,
    response: listContentSchema(donationHistoryRowSchema),
  }),
  donationCertificate: endpoint({
    method: 'GET',
    path: '/api/institution/donors/:donorId/donations/:donationId/certificate',
    auth: staff,
    domain: 'donors',
    summary:
      "The certificate of a donation this blood centre took (A4 PDF: the donor's name, the day, the blood centre, the unit number); another's answers 404",
    transfer: 'download',
    params: donationCertificateParamsSchema,
  }),
  labResults: endpoint({
    method: 'GET',
    path: '/api/institution/lab-results/list',
    // Lab members read the samples and the register only; the route refuses them a donor's profile tab.
    auth: { kind: 'institution', labMembers: true },
    domain: 'donors',
    summary:
      "A known donor's lab results (donorId), newest first; for a blood centre's lab, the samples donations sent to it (type=samples) or its register of results (neither)",
    // The spec's one path for all three (docs/spec/part-2-operations-and-admin.md §7 "shared path"); the lab's
    // staff and lab members read the last two (docs/decisions/0047).
    query: z.union([sampleListQuerySchema, profileTabQuerySchema, labReportListQuerySchema]),
    response: z.union([sampleListSchema, listContentSchema(labResultRowSchema), labReportListSchema]),
  }),
  medicalHistory: endpoint({
    method: 'GET',
    path: '/api/institution/medicalhistory/list',
    auth: staff,
    domain: 'donors',
    summary: "A known donor's medical history (in content.reports), newest first",
    query: profileTabQuerySchema,
    response: z.object({ reports: z.array(medicalReportSchema), total: z.number().int() }),
  }),
  remarks: endpoint({
    method: 'GET',
    path: '/api/institution/donor/remarks',
    auth: staff,
    domain: 'donors',
    summary: 'Remarks on a known donor, newest first',
    query: profileTabQuerySchema,
    response: listContentSchema(remarkRowSchema),
  }),
  addRemark: endpoint({
    method: 'POST',
    path: '/api/institution/donor/remarks/add',
    auth: staff,
    domain: 'donors',
    summary: 'Add a remark (doctor, event, comment) on a known donor',
    body: newRemarkSchema,
    response: z.object({ data: remarkRowSchema }),
  }),
  sendOtp: endpoint({
    method: 'GET',
    path: '/api/institution/donor-otp/send',
    auth: staff,
    domain: 'donors',
    summary:
      'Send an active donor a six-digit code (e-mail, and SMS when a provider is set) to verify them for this institution',
    query: donorRefSchema,
    rateLimit: { max: 20, perSeconds: 60 },
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  validateOtp: endpoint({
    method: 'POST',
    path: '/api/institution/donor-otp/validate',
    auth: staff,
    domain: 'donors',
    summary: "Check the donor's code: the donor becomes known to this institution",
    body: donorOtpValidateSchema,
    response: nothing,
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/requests/blockuser',
    auth: staff,
    domain: 'donors',
    summary:
      'Block a donor for this institution: permanently, for some days, or till recovery, with a reason',
    body: blockDonorSchema,
    response: nothing,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/api/requests/unblockuser',
    auth: staff,
    domain: 'donors',
    summary: 'Unblock a donor blocked by this institution, with a reason',
    body: unblockDonorSchema,
    response: nothing,
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/institution/donor/change-status',
    auth: staff,
    domain: 'donors',
    summary:
      "The review of a donor's self-assessment: Approve (a donor who may give today) or Decline with one of the spec's reasons",
    body: donorReviewSchema,
    response: nothing,
  }),
  nearby: endpoint({
    method: 'GET',
    path: '/api/institution/donors/nearby',
    auth: staff,
    domain: 'donors',
    summary: 'Donors within a radius of the institution (25 km unless chosen), nearest first',
    query: nearbyQuerySchema,
    response: nearbyListSchema,
  }),
  available: endpoint({
    method: 'GET',
    path: '/api/institution/donors/available',
    auth: staff,
    domain: 'donors',
    summary: 'Donors who marked themselves available and may give today, nearest first',
    query: nearbyQuerySchema,
    response: nearbyListSchema,
  }),
};
