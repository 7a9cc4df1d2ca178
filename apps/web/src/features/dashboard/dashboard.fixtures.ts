import {
  BLOOD_GROUPS,
  type BloodRequestRow,
  type CampRow,
  COMPONENTS,
  type DashboardCharts,
  type DashboardCounts,
  type InstitutionType,
  type NgoDashboard,
  type ScheduledDonation,
} from '@raktsetu/contract';
import { profileAnswer } from '../../test/institution-fixtures';
import { bloodRequest, type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { DONATIONS_PATH } from '../requests/donations.fixtures';

/** The API's paths as the dashboard calls them. */
export const PATHS = {
  profile: '/api/institution/get',
  counts: '/api/institution/dashboard-count',
  charts: '/api/institution/dashboard-graph',
  ngo: '/api/institution/ngo/dashboard',
  requests: '/api/requests/list',
  stock: '/api/institution/inventory/list',
  donations: DONATIONS_PATH,
  sendOtp: '/api/institution/donor-otp/send',
  camps: '/api/donation-camp/list',
  ngoCamps: '/api/institution/ngo/camps',
} as const;

// Ravi Kumar needs 2 units of packed red cells at Sawai Man Singh Hospital, 12.34 km away; one has reached him.
export const ravi = bloodRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '9822012345' },
  bloodGroup: 'A+',
  component: 'Red Cells Packed',
  units: 2,
  unitsReceived: 1,
  condition: 'Stable',
  hospitalName: 'Sawai Man Singh Hospital',
  requiredBy: '2026-03-10',
  distanceKm: 12.34,
});

export const counts = (changes: Partial<DashboardCounts> = {}): DashboardCounts => ({
  nearByDonorsCount: 1000,
  activeDonorsCount: 42,
  recievedCount: 7,
  issuedCount: 19,
  inventoryCount: { inventory: 1234 },
  expiringSoonCount: 0,
  countCap: 1000,
  ...changes,
});

/** Twelve months from Dec 2025 to Nov 2026, or twelve weeks ending with the one of 23 Nov 2026. */
export function periods(period: 'Monthly' | 'Weekly', values: number[]) {
  return values.map((count, n) => {
    const date =
      period === 'Monthly'
        ? new Date(Date.UTC(2025, 11 + n, 1))
        : new Date(Date.UTC(2026, 10, 23 - 7 * (values.length - 1 - n)));
    return { date: date.toISOString().slice(0, 10), count };
  });
}

const MONTHLY = [3, 0, 5, 14, 2, 0, 1, 4, 6, 2, 9, 8];
const WEEKLY = [1, 2, 0, 3, 1, 0, 2, 4, 1, 0, 5, 2];

export function charts(period: 'Monthly' | 'Weekly', empty = false): DashboardCharts {
  return {
    period,
    byComponent: COMPONENTS.map((component) => ({
      component,
      count: empty ? 0 : component === 'Whole Blood' ? 12 : component === 'Plasma Fresh Frozen' ? 4 : 0,
    })),
    overTime: periods(
      period,
      (period === 'Monthly' ? MONTHLY : WEEKLY).map((n) => (empty ? 0 : n)),
    ),
    byBloodGroup: BLOOD_GROUPS.map((bloodGroup) => ({
      bloodGroup,
      count: empty ? 0 : bloodGroup === 'O+' ? 10 : bloodGroup === 'A+' ? 6 : 0,
    })),
  };
}

export function ngo(period: 'Monthly' | 'Weekly', changes: Partial<NgoDashboard> = {}): NgoDashboard {
  return {
    activeDonorsCount: 1500,
    nearByDonorsCount: 25,
    donetedSoFarCount: 48,
    repeatDonationsCount: 9,
    campOrgnisedCount: 0,
    countCap: 1000,
    period,
    campGrapgh: periods(
      period,
      Array.from({ length: 12 }, () => 0),
    ),
    componenetWiseData: COMPONENTS.map((component) => ({
      component,
      count: component === 'Whole Blood' ? 48 : 0,
    })),
    bloodGroupWiseData: BLOOD_GROUPS.map((bloodGroup) => ({
      bloodGroup,
      count: bloodGroup === 'B+' ? 30 : 0,
    })),
    ...changes,
  };
}

/** The stock grid: 5 units of Whole Blood O+ and 2 A+, 3 of packed cells B+. */
export const stock = {
  data: [
    {
      _id: 'O+',
      inventory: [{ component: 'Whole Blood', available: 5, expiring: 0, quarantined: 0 }],
    },
    {
      _id: 'A+',
      inventory: [{ component: 'Whole Blood', available: 2, expiring: 0, quarantined: 1 }],
    },
    {
      _id: 'B+',
      inventory: [{ component: 'Red Cells Packed', available: 3, expiring: 0, quarantined: 0 }],
    },
  ],
  expiring: { within1: 0, within3: 0, within7: 0 },
  /** At the consumption saved in Settings: O+ for two and a half days; B+ for nine; the rest not planned. */
  cover: BLOOD_GROUPS.map((bloodGroup) => ({
    bloodGroup,
    days: bloodGroup === 'O+' ? 2.5 : bloodGroup === 'B+' ? 9 : null,
  })),
};

export interface DashboardApiOptions {
  type: InstitutionType;
  /** The verified requests this institution may fill (requestType=verified). */
  verified?: BloodRequestRow[];
  /** The requests waiting for its verification (requestType=verify). */
  toVerify?: BloodRequestRow[];
  counts?: DashboardCounts;
  charts?: (period: 'Monthly' | 'Weekly') => DashboardCharts;
  ngo?: (period: 'Monthly' | 'Weekly') => NgoDashboard;
  stock?: typeof stock;
  /** The donors this blood centre asked to give (GET requests/donations). */
  donations?: ScheduledDonation[];
  /** The running camps (GET donation-camp/list or institution/ngo/camps, type=Accepted). */
  camps?: CampRow[];
}

/**
 * The API as the dashboard uses it, answering from the options (see `fakeApi`, which stubs fetch and keeps every
 * call). Lists answer all their rows whatever the limit, so the page's own cap is what a test sees.
 */
export function dashboardApi(options: DashboardApiOptions) {
  const answer = (content: unknown): FakeAnswer => ({ message: 'Success', content });
  const periodOf = (request: FakeRequest) => (request.query.period === 'Weekly' ? 'Weekly' : 'Monthly');
  const api = fakeApi({
    [`GET ${PATHS.profile}`]: () => answer(profileAnswer(options.type).body.content),
    [`GET ${PATHS.counts}`]: () => answer(options.counts ?? counts()),
    [`GET ${PATHS.charts}`]: (request) => answer((options.charts ?? charts)(periodOf(request))),
    [`GET ${PATHS.ngo}`]: (request) => answer((options.ngo ?? ngo)(periodOf(request))),
    [`GET ${PATHS.requests}`]: (request) => {
      const data =
        request.query.requestType === 'verify' ? (options.toVerify ?? []) : (options.verified ?? []);
      return answer({ data, total: data.length });
    },
    [`POST ${PATHS.stock}`]: () => answer(options.stock ?? stock),
    [`GET ${PATHS.donations}`]: () => {
      const data = options.donations ?? [];
      return answer({ data, total: data.length });
    },
    [`GET ${PATHS.camps}`]: () => {
      const data = options.camps ?? [];
      return answer({ data, total: data.length });
    },
    [`GET ${PATHS.ngoCamps}`]: () => {
      const data = options.camps ?? [];
      return answer({ data, total: data.length });
    },
    [`GET ${PATHS.sendOtp}`]: () => ({ message: 'OTP sent to email', content: { data: { id: 'code-1' } } }),
  });
  /** Every call to `path`, whatever its method, in order. */
  const callsTo = (path: string) => api.requests.filter((call) => call.path === path);
  return { ...api, callsTo };
}
