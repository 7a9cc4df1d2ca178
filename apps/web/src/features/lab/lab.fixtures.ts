import { notifications } from '@mantine/notifications';
import {
  criterionStandard,
  DEFAULT_LAB_CRITERIA,
  isOutOfRange,
  type LabCriterion,
  type LabReport,
  type SampleRow,
} from '@raktsetu/contract';
import { afterEach } from 'vitest';
import { type FakeAnswer, type FakeRequest, unitId } from '../inventory/units.fixtures';

/** The lab's calls, as the contract writes them. */
export const LAB = {
  list: '/api/institution/lab-results/list',
  accept: '/api/institution/lab-results/change-status',
  add: '/api/institution/lab-results/add',
  correct: '/api/institution/lab-results/correct',
  criteria: '/api/institution/lab-criteria/list',
  setCriteria: '/api/institution/lab-criteria/add',
} as const;

// Notifications live in a store of their own, outside the rendered tree: each test starts with none.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** Sample n: tubes S-n-1 to S-n-3 of bag BAG-n from donor RSD-n, collected and received on 1 March, waiting to be accepted. */
export function sample(n: number, overrides: Partial<SampleRow> = {}): SampleRow {
  return {
    _id: unitId(300 + n),
    inventoryId: unitId(n),
    donorId: `RSD-${n}`,
    collectionDate: '2026-03-01',
    bagId: `BAG-${n}`,
    unitNumber: null,
    status: 3,
    sample: {
      sampleId_1: `S-${n}-1`,
      sampleId_2: `S-${n}-2`,
      sampleId_3: `S-${n}-3`,
      addedAt: '2026-03-01T04:30:00.000Z',
      location: { description: 'Desk' },
    },
    receivedOn: '2026-03-01T05:00:00.000Z',
    receivedFrom: 'Desk',
    ...overrides,
  };
}

const criterion = (id: string) => DEFAULT_LAB_CRITERIA.find((c) => c.id === id) as LabCriterion;

/** An observation as the server records it: its standard filled in and flagged when outside it. */
export function observed(id: string, observation: string, remarks = '') {
  const c = criterion(id);
  return {
    id: c.id,
    parameter: c.name,
    observation,
    remarks,
    standard: criterionStandard(c),
    min: c.min,
    max: c.max,
    unit: c.unit,
    outOfRange: isOutOfRange(c, observation),
  };
}

/**
 * Report R-n for sample S-n-1 (bag BAG-n, donor RSD-n): grouped A+ like its unit, tested on 2 March by Dr Mehta,
 * every parameter inside its standard, every screening test non-reactive, Pass, the units released.
 */
export function labReport(
  n: number,
  overrides: Partial<Omit<LabReport, 'labResults'>> = {},
  lab: Partial<LabReport['labResults']> = {},
): LabReport {
  return {
    _id: unitId(500 + n),
    sampleId: unitId(300 + n),
    sampleCode: `S-${n}-1`,
    inventoryId: unitId(n),
    donorId: `RSD-${n}`,
    bagId: `BAG-${n}`,
    unitNumber: null,
    collectedDate: '2026-03-01',
    bloodGroup: 'A+',
    unitBloodGroup: 'A+',
    labResults: {
      reportNo: `R-${n}`,
      weight: 62,
      bloodPressure: '120/80',
      Hb: 13.5,
      laboratory: 'Laboratory',
      testedBy: 'Dr Mehta',
      addedAt: '2026-03-02',
      results: [
        observed('rbc', '5.0'),
        observed('wbc', '4.5'),
        observed('platelet', '250'),
        observed('esr', '10'),
        observed('tlc', '7000'),
      ],
      screening: {
        hiv: 'nonReactive',
        hbsag: 'nonReactive',
        hcv: 'nonReactive',
        syphilis: 'nonReactive',
        malaria: 'nonReactive',
      },
      finalResult: 'Pass',
      comments: '',
      conditionalReason: null,
      ...lab,
    },
    outcome: 'released',
    outcomeNote: `Released to inventory: bag BAG-${n}`,
    recordedBy: 'Asha Verma',
    recordedAt: '2026-03-02T06:00:00.000Z',
    corrects: null,
    ...overrides,
  };
}

/** A page of `rows` as the list answers it, by the request's page and limit. */
export function paged<T>(rows: readonly T[], request: FakeRequest): FakeAnswer {
  const limit = Number(request.query.limit ?? 10);
  const from = (Number(request.query.page ?? 1) - 1) * limit;
  return { message: 'List', content: { data: rows.slice(from, from + limit), total: rows.length } };
}

/** The lab's criteria answer: its own, or the defaults (RBC, WBC, Platelet, ESR, TLC, PT, APTT). */
export function criteriaAnswer(criteria: readonly LabCriterion[] = DEFAULT_LAB_CRITERIA): FakeAnswer {
  return { message: 'Lab criteria', content: { labCriteria: criteria } };
}
