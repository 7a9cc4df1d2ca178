import { addDays, type CampRow, type InstitutionSummary, indiaToday } from '@raktsetu/contract';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type FakeAnswer, type FakeRequest, unitId } from '../inventory/units.fixtures';

/**
 * Test data and a fake camp API for the camp screens' tests (tests only). The lists answer as the server would:
 * the tab (`type`), the search, the sort and the paging.
 */

export const CAMP_PATHS = {
  list: '/api/donation-camp/list',
  ngoList: '/api/institution/ngo/camps',
  details: '/api/donation-camp/details',
  add: '/api/donation-camp/add',
  changeStatus: '/api/donation-camp/change-status',
  remove: '/api/donation-camp/delete',
  registered: '/api/institution/registered/list',
} as const;

/** A uuid-shaped camp id, n-th of its kind (apart from the units' and requests' ids). */
export const campId = (n: number) => unitId(600 + n);

/** The India day `days` from today, `yyyy-mm-dd`. */
export function dayFromToday(days: number): string {
  return addDays(new Date(`${indiaToday()}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}

/** A day as the forms' date box takes it, `dd/MM/yyyy`. */
export function typedDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * Camp n: "Camp n" at "Hall n", run by Test BloodBank on 10 March 2030 from 09:00 to 15:00 with 5 beds and a
 * target of 150, coordinated by Kiran Shah; Accepted, active, with 2n donors assigned.
 */
export function campRow(n: number, overrides: Partial<CampRow> = {}): CampRow {
  return {
    _id: campId(n),
    campName: `Camp ${n}`,
    organiser: 'Test BloodBank',
    sponsoredBy: 'Rotary Club of Pune',
    venue: `Hall ${n}`,
    date: '2030-03-10',
    campDuration: { startTime: '2030-03-10T03:30:00.000Z', endTime: '2030-03-10T09:30:00.000Z' },
    address: { description: `${n} MG Road, Pune`, city: 'Pune', state: 'Maharashtra' },
    campCoordinator: { name: 'Kiran Shah', mobileNumber: '9822000001', email: 'kiran@example.org' },
    bloodBankCoordinator: { name: 'Meera Joshi', mobileNumber: '9822000002', email: 'meera@example.org' },
    noOfBeds: 5,
    targetUnits: 150,
    bloodBankReference: { _id: 'inst-1', institutionName: 'Test BloodBank' },
    addedBy: {
      _id: 'inst-2',
      institutionName: 'Jeevan Dhara Foundation',
      institutionType: 'NGO',
      registrationId: 'RS-NGO-0042',
      firstName: 'Anil',
      lastName: 'Kapoor',
      mobileNumber: '9811100000',
      photo: null,
    },
    bbName: '',
    comments: '',
    declineComment: null,
    attachments: [],
    status: 'Accepted',
    active: true,
    noDonors: 2 * n,
    donated: n,
    can: { schedule: false, decline: false, deactivate: true, remove: false },
    ...overrides,
  };
}

const SORTED_BY: Record<string, (row: CampRow) => string | number> = {
  date: (row) => row.date ?? '',
  campName: (row) => row.campName,
  venue: (row) => row.venue,
  organiser: (row) => row.organiser,
  donors: (row) => row.noDonors,
};

/** GET donation-camp/list (or institution/ngo/camps) over `rows` as the server answers it. */
export function campListAnswer(rows: readonly CampRow[], query: Record<string, string>): FakeAnswer {
  const type = query.type ?? 'Accepted';
  const text = query.search?.toLowerCase();
  const key = SORTED_BY[query.sort ?? 'date'] ?? SORTED_BY.date;
  const direction = query.order === 'asc' ? 1 : -1;
  const matching = rows
    .filter((row) => (type === 'Accepted' ? row.status === 'Accepted' : row.status !== 'Accepted'))
    .filter(
      (row) =>
        !text ||
        [row.campName, row.venue, row.address.description].some((value) =>
          value.toLowerCase().includes(text),
        ),
    )
    .sort((a, b) => {
      const [x, y] = [key?.(a) ?? '', key?.(b) ?? ''];
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  const limit = Number(query.limit ?? 10);
  const from = (Number(query.page ?? 1) - 1) * limit;
  return { message: 'Camps', content: { data: matching.slice(from, from + limit), total: matching.length } };
}

/** A blood bank of the participating-blood-bank search. */
export function bloodBank(n: number, institutionName: string, city = 'Pune'): InstitutionSummary {
  return {
    _id: unitId(800 + n),
    institutionName,
    institutionType: 'BloodBank',
    address: { description: `${n} Main Road`, city },
  };
}

/** The fake API's routes for the camp screens: the lists over `rows`, and whatever `extra` adds. */
export function campRoutes(
  rows: readonly CampRow[],
  extra: Record<string, (request: FakeRequest) => FakeAnswer> = {},
): Record<string, (request: FakeRequest) => FakeAnswer> {
  return {
    [`GET ${CAMP_PATHS.list}`]: (request) => campListAnswer(rows, request.query),
    [`GET ${CAMP_PATHS.ngoList}`]: (request) => campListAnswer(rows, request.query),
    [`POST ${CAMP_PATHS.add}`]: (request) => ({
      message:
        (request.body as { status?: string }).status === 'Draft'
          ? 'Draft saved'
          : 'The Camp Has Been Added Successfully',
      content: { data: campRow(99, { status: 'Pending' }) },
    }),
    ...extra,
  };
}

/** Replaces what a text box holds with `value`, as pasted. */
export async function fill(user: UserEvent, box: HTMLElement, value: string) {
  await user.clear(box);
  if (value) {
    await user.click(box);
    await user.paste(value);
  }
}

/** The text box named `name` (its label without the asterisk) inside `within`. */
export const box = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name });
