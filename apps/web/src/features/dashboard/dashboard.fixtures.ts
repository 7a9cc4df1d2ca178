import {
  BLOOD_GROUPS,
  type BloodRequestRow,
  COMPONENTS,
  type DashboardCharts,
  type DashboardCounts,
  type InstitutionType,
  type NgoDashboard,
} from '@raktsetu/contract';
import { profileAnswer } from '../../test/institution-fixtures';

/** The API's paths as the dashboard calls them. */
export const PATHS = {
  profile: '/api/institution/get',
  counts: '/api/institution/dashboard-count',
  charts: '/api/institution/dashboard-graph',
  ngo: '/api/institution/ngo/dashboard',
  requests: '/api/requests/list',
  stock: '/api/institution/inventory/list',
} as const;

const requestId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function bloodRequest(n: number, overrides: Partial<BloodRequestRow> = {}): BloodRequestRow {
  return {
    _id: requestId(n),
    details: { firstName: 'Patient', lastName: String(n).padStart(2, '0'), mobileNumber: null },
    patientId: `MRN-${n}`,
    bloodGroup: 'B+',
    component: 'Whole Blood',
    units: 1,
    unitsReceived: 0,
    requiredBy: '2026-03-12',
    hospitalName: 'Test Hospital',
    condition: '',
    reasons: '',
    requestType: 'Hospital',
    status: 2,
    addedAt: '2026-03-05T10:00:00.000Z',
    age: null,
    doctorName: '',
    comments: '',
    attachments: [],
    raisedBy: 'Test Hospital',
    subType: null,
    distanceKm: null,
    ...overrides,
  };
}

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
}

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
}

/**
 * The API as the dashboard uses it, answering from the options; every call is kept. Lists answer all their
 * rows whatever the limit, so the page's own cap is what a test sees.
 */
export function dashboardApi(options: DashboardApiOptions) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, query });
    const period = query.period === 'Weekly' ? 'Weekly' : 'Monthly';
    const content = (): unknown => {
      switch (url.pathname) {
        case PATHS.profile:
          return profileAnswer(options.type).body.content;
        case PATHS.counts:
          return options.counts ?? counts();
        case PATHS.charts:
          return (options.charts ?? charts)(period);
        case PATHS.ngo:
          return (options.ngo ?? ngo)(period);
        case PATHS.requests: {
          const data = query.requestType === 'verify' ? (options.toVerify ?? []) : (options.verified ?? []);
          return { data, total: data.length };
        }
        case PATHS.stock:
          return method === 'POST' ? (options.stock ?? stock) : undefined;
        default:
          return undefined;
      }
    };
    const answer = content();
    const body =
      answer === undefined
        ? { code: 404, message: 'Not found', content: {} }
        : { code: 200, message: 'Success', content: answer };
    return new Response(JSON.stringify(body), {
      status: body.code,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { fetchMock, calls, callsTo };
}
