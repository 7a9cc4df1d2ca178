import type { CampDonor, CampRow, InProcessDetails, InstitutionType } from '@raktsetu/contract';
import { screen, within } from '@testing-library/react';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { unitId } from '../inventory/units.fixtures';
import { openAsInstitution } from '../requests/requests.fixtures';

/**
 * Test data and a fake API for the camp donors screen's tests (tests only): the camp, its donors as the server
 * pages and searches them, and the calls of the popups.
 */

export const CAMP_PATHS = {
  details: '/api/donation-camp/details',
  donors: '/api/donation-camp/donors',
  changeStatus: '/api/donation-camp/donor/change-status',
  inProcess: '/api/donation-camp/inprocess/details',
  candidates: '/api/institution/donors/depute-candidates',
  depute: '/api/institution/donors/depute-assign',
} as const;

export const CAMP_ID = unitId(500);

/** A scheduled, active camp at Shivaji Nagar, Pune, run by the signed-in blood centre. */
export function campRow(overrides: Partial<CampRow> = {}): CampRow {
  return {
    _id: CAMP_ID,
    campName: 'Shivaji Nagar Blood Drive',
    organiser: 'Rotary Club of Pune',
    sponsoredBy: 'Rotary Club of Pune',
    venue: 'Community Hall',
    date: '2026-03-14',
    campDuration: { startTime: '2026-03-14T09:00:00+05:30', endTime: '2026-03-14T15:00:00+05:30' },
    address: { description: 'FC Road, Shivaji Nagar', city: 'Pune', state: 'Maharashtra' },
    campCoordinator: { name: 'Meera Kulkarni', mobileNumber: '9822000001', email: 'meera@example.org' },
    bloodBankCoordinator: { name: 'Sunil Patil', mobileNumber: '9822000002', email: 'sunil@example.org' },
    noOfBeds: 5,
    targetUnits: 120,
    bloodBankReference: { _id: unitId(501), institutionName: 'Test BloodBank' },
    addedBy: {
      _id: unitId(501),
      institutionName: 'Test BloodBank',
      institutionType: 'BloodBank',
      registrationId: null,
      firstName: 'Asha',
      lastName: 'Verma',
      mobileNumber: '9822000003',
      photo: null,
    },
    bbName: '',
    comments: '',
    declineComment: null,
    attachments: [],
    status: 'Accepted',
    active: true,
    noDonors: 4,
    donated: 1,
    can: { schedule: false, decline: false, deactivate: false, remove: false },
    ...overrides,
  };
}

/** Camp donor n: DN-00n, person id apart from everything else, Active, waiting to donate. */
export function campDonor(n: number, overrides: Partial<CampDonor> = {}): CampDonor {
  return {
    _id: unitId(600 + n),
    personId: unitId(800 + n),
    donorId: `DN-${String(n).padStart(3, '0')}`,
    campId: CAMP_ID,
    inventoryId: null,
    firstName: `Donor${n}`,
    lastName: 'Test',
    bloodGroup: 'B+',
    mobileNumber: '9822012345',
    email: `donor${n}@example.com`,
    gender: 'Male',
    dateOfBirth: '1990-01-01',
    lastDonationDate: null,
    status: 'Active',
    donationStatus: 0,
    deferralReason: null,
    assignedBy: 'Test BloodBank',
    ...overrides,
  };
}

/** GET donation-camp/donors over `rows` as the server answers it (search by name or donor ID, paging). */
export function donorsAnswer(rows: readonly CampDonor[], query: Record<string, string>): FakeAnswer {
  const text = query.search?.toLowerCase();
  const matching = rows.filter(
    (row) =>
      !text ||
      `${row.firstName} ${row.lastName}`.toLowerCase().includes(text) ||
      row.donorId.toLowerCase().startsWith(text),
  );
  const limit = Number(query.limit ?? 10);
  const from = (Number(query.page ?? 1) - 1) * limit;
  return { message: 'Donors', content: { data: matching.slice(from, from + limit), total: matching.length } };
}

/** What the Donor Data form recorded for `donor`. */
export function inProcessDetails(
  donor: CampDonor,
  overrides: Partial<InProcessDetails> = {},
): InProcessDetails {
  return {
    donationId: unitId(700),
    firstName: donor.firstName,
    lastName: donor.lastName,
    donorId: donor.donorId,
    age: 36,
    gender: donor.gender,
    bloodGroup: donor.bloodGroup,
    startedAt: '2026-03-14T10:05:00+05:30',
    sample: {
      height: 172,
      weight_1: 68,
      hb: 13.8,
      bp: '120/80',
      kitNumber: 'KIT-77',
      bagId: 'BAG-4411',
      bagType: 'double',
      sampleId_1: 'S-1',
      sampleId_2: 'S-2',
      sampleId_3: 'S-3',
    },
    ...overrides,
  };
}

type Routes = Record<string, (request: FakeRequest) => FakeAnswer>;

/**
 * A clerk of an institution of `type` on the donors of `camp` (by default the Shivaji Nagar camp), the API
 * answering the camp, its `donors` and any other `routes`.
 */
export function openCampDonors(
  type: InstitutionType,
  donors: readonly CampDonor[],
  routes: Routes = {},
  camp: CampRow = campRow(),
) {
  return openAsInstitution(type, `/camp/donors_List?campId=${camp._id}`, {
    [`GET ${CAMP_PATHS.details}`]: (request) =>
      request.query.campId === camp._id
        ? { message: 'Camp', content: { data: camp } }
        : { status: 404, message: 'No such camp' },
    [`GET ${CAMP_PATHS.donors}`]: (request) => donorsAnswer(donors, request.query),
    ...routes,
  });
}

/** The row of the donors table naming `name`. */
export async function donorRow(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /^Donors of / });
  const header = await within(table).findByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

/** The cell of the Action column in the row of `name`. */
export async function actionCell(name: string): Promise<HTMLElement> {
  const cells = within(await donorRow(name)).getAllByRole('cell');
  return cells.at(-1) as HTMLElement;
}
