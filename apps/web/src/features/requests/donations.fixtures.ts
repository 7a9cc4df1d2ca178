import type { DonorRow, ScheduledDonation } from '@raktsetu/contract';
import { type FakeAnswer, unitId } from '../inventory/units.fixtures';
import { donorPersonId } from './requests.fixtures';

/**
 * Test data for the scheduled donations (the dashboard's Donations tab and /dashboard/donation-viewall; tests
 * only): the rows of GET requests/donations and the answer the server gives for a page of them.
 */

export const DONATIONS_PATH = '/api/requests/donations';

/** Donor n as a scheduled donation names them: D000000n, B+, Active, fit today, +91 98220 0000n. */
export function scheduledDonor(n: number, overrides: Partial<DonorRow> = {}): DonorRow {
  return {
    _id: donorPersonId(n),
    donorId: `D${String(n).padStart(7, '0')}`,
    firstName: 'Donor',
    lastName: String(n).padStart(2, '0'),
    bloodGroup: 'B+',
    gender: 'Female',
    email: null,
    countryCode: '91',
    mobileNumber: `982200000${n % 10}`,
    lastDonationComponent: null,
    lastDonationDate: null,
    status: 'Active',
    knownDonor: true,
    eligibility: { eligibleToday: true, nextEligibleDate: null, deferredUntil: null, reasons: [] },
    ...overrides,
  };
}

/** Ask n: donor n is to come on 1 + n April 2026, not yet verified here by code, not yet answered. */
export function scheduledDonation(
  n: number,
  overrides: Omit<Partial<ScheduledDonation>, 'donor'> & { donor?: Partial<DonorRow> } = {},
): ScheduledDonation {
  const { donor, ...rest } = overrides;
  return {
    _id: unitId(500 + n),
    donor: scheduledDonor(n, donor),
    appointment: `2026-04-${String(1 + n).padStart(2, '0')}`,
    answer: null,
    answeredAt: null,
    verified: false,
    requestId: unitId(800 + n),
    issuedUnits: 0,
    ...rest,
  };
}

/** GET requests/donations over `rows` as the server answers it: by the day, then paged. */
export function donationsAnswer(
  rows: readonly ScheduledDonation[],
  query: Record<string, string>,
): FakeAnswer {
  const direction = query.order === 'desc' ? -1 : 1;
  const sorted = [...rows].sort(
    (a, b) => (a.appointment < b.appointment ? -1 : a.appointment > b.appointment ? 1 : 0) * direction,
  );
  const limit = Number(query.limit ?? 10);
  const from = (Number(query.page ?? 1) - 1) * limit;
  return { message: 'Success', content: { data: sorted.slice(from, from + limit), total: rows.length } };
}
