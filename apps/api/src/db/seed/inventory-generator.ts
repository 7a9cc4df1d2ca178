import { randomUUID } from 'node:crypto';
import {
  type BloodGroup,
  type Component,
  DISPOSE_REASON_VALUES,
  expiryDayOf,
  formatDin,
  REQUEST_STATUS,
  type StoredUnitState,
  shelfLife,
} from '@raktsetu/contract';
import type { bloodRequests, inventoryUnits, unitEvents } from '../schema/index.js';
import { BLOOD_GROUP_SHARES, Random, Weighted } from './people-generator.js';

type UnitRow = typeof inventoryUnits.$inferInsert & { id: string };
type EventRow = Omit<typeof unitEvents.$inferInsert, 'seq'>;
type RequestRow = typeof bloodRequests.$inferInsert & { id: string };

export interface InventoryCentre {
  id: string;
  name: string;
  /** Who does the work in the demo: the key member. */
  userId: string;
  /** Five letters and digits for unit numbers (docs/decisions/0012), and the bag numbers' prefix. */
  facilityCode: string;
  bagPrefix: string;
  /** Donors the centre knows: its units come from them, group and all. */
  donors: { id: string; donorCode: string; bloodGroup: string | null }[];
  /** Units on its shelves today; issued, disposed and processed ones come on top. */
  liveUnits: number;
}

export interface GeneratedInventory {
  units: UnitRow[];
  events: EventRow[];
  requests: RequestRow[];
}

/** What a blood centre in India mostly holds, by how many bags of each are on its shelves. */
const COMPONENT_SHARES = new Weighted<Component>([
  ['Whole Blood', 18],
  ['Red Cells Packed', 34],
  ['Plasma Fresh Frozen', 22],
  ['Platelets Random Donor', 10],
  ['Cryoprecipitate', 5],
  ['Red Cells Leukoreduced', 4],
  ['Platelets Apheresis Single Donor', 3],
  ['Plasma Cryo Poor', 2],
  ['Red Cells Packed Irradiated', 2],
]);

/**
 * The groups of the demo shelves: the population's shares without Bombay (HH), whose units are so rare (about 1
 * in 5,000 donors) that a demo shelf holding one would mislead — and the journeys rely on an empty HH shelf.
 */
const STOCK_GROUP_SHARES = new Weighted<BloodGroup>(
  (BLOOD_GROUP_SHARES.values as readonly BloodGroup[])
    .filter((group) => group !== 'HH')
    .map((group) => [group, BLOOD_GROUP_SHARES.share(group)] as const),
);

const STORAGE = {
  red: ['Blood Bank Refrigerator 1', 'Blood Bank Refrigerator 2', 'Walk-in Cold Room'],
  plasma: ['Deep Freezer (-40 °C) A', 'Deep Freezer (-40 °C) B'],
  platelets: ['Platelet Agitator 1', 'Platelet Agitator 2'],
} as const;
const storageFor = (component: Component) =>
  component.startsWith('Plasma') || component === 'Cryoprecipitate'
    ? STORAGE.plasma
    : component.startsWith('Platelets')
      ? STORAGE.platelets
      : STORAGE.red;

const VOLUME: Partial<Record<Component, [number, number]>> = {
  'Whole Blood': [350, 450],
  'Plasma Fresh Frozen': [180, 250],
  'Plasma Cryo Poor': [150, 220],
  Cryoprecipitate: [15, 25],
  'Platelets Random Donor': [50, 70],
  'Platelets Apheresis Single Donor': [200, 300],
};

const PATIENTS = [
  ['Ramesh', 'Jadhav', 'Severe anaemia', 'Dr. S. Kulkarni'],
  ['Lakshmi', 'Iyer', 'Post-partum haemorrhage', 'Dr. A. Menon'],
  ['Imran', 'Shaikh', 'Road traffic accident', 'Dr. P. Joshi'],
  ['Kavya', 'Reddy', 'Thalassaemia major', 'Dr. R. Rao'],
  ['Harpreet', 'Kaur', 'Dengue with low platelets', 'Dr. M. Gill'],
  ['Suresh', 'Patil', 'CABG surgery', 'Dr. V. Deshmukh'],
  ['Anita', 'Das', 'Chemotherapy', 'Dr. S. Banerjee'],
  ['Mohan', 'Pillai', 'GI bleed', 'Dr. K. Nair'],
] as const;

const HOSPITALS = [
  'Sassoon General Hospital',
  'Ruby Hall Clinic',
  'KEM Hospital',
  'Deenanath Mangeshkar Hospital',
  'Jehangir Hospital',
];

const dayBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const atDay = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

/**
 * A blood centre's inventory as it looks on an ordinary morning: units of every common component and group
 * at every age, the newest still quarantined, a few expiring today and one forgotten past its date; and the
 * registers behind it — units issued to patients against requests, disposed with reasons — each unit with its
 * history. Deterministic for a seed; dates follow `today`.
 */
export function generateInventory(options: {
  seed: string;
  today: string;
  centre: InventoryCentre;
}): GeneratedInventory {
  const { centre, today } = options;
  // Seeded by the centre's facility code, not its id (new on every fresh start): the same stock every time.
  const random = new Random(`${options.seed}:${centre.facilityCode}`);
  const units: UnitRow[] = [];
  const events: EventRow[] = [];
  const requests: RequestRow[] = [];
  let sequence = 0;
  const year = Number(today.slice(0, 4));
  const byGroup = new Map<string, InventoryCentre['donors']>();
  for (const donor of centre.donors) {
    if (!donor.bloodGroup) continue;
    byGroup.set(donor.bloodGroup, [...(byGroup.get(donor.bloodGroup) ?? []), donor]);
  }

  const event = (
    unit: UnitRow,
    at: Date,
    row: Omit<EventRow, 'unitId' | 'institutionId' | 'actorKind' | 'actorId' | 'at'>,
  ) =>
    events.push({
      unitId: unit.id,
      institutionId: centre.id,
      actorKind: 'user',
      actorId: centre.userId,
      at,
      ...row,
    });

  function newUnit(component: Component, ageDays: number, state: StoredUnitState): UnitRow {
    sequence += 1;
    const bloodGroup = random.weighted(STOCK_GROUP_SHARES);
    const donor = byGroup.get(bloodGroup)?.length ? random.pick(byGroup.get(bloodGroup) ?? []) : null;
    const collectionDate = dayBefore(today, ageDays);
    const [low, high] = VOLUME[component] ?? [250, 300];
    const unit: UnitRow = {
      id: randomUUID(),
      institutionId: centre.id,
      originInstitutionId: centre.id,
      bagId: `${centre.bagPrefix}-${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(5, '0')}`,
      unitNumber: formatDin({ facility: centre.facilityCode, year, sequence }),
      donorCode: donor?.donorCode ?? null,
      personId: donor?.id ?? null,
      bloodGroup,
      component,
      volumeMl: random.int(low, high),
      storedIn: random.pick(storageFor(component)),
      collectionDate,
      expiryDate: expiryDayOf(component, collectionDate),
      state,
      screening: state === 'quarantined' ? 'pending' : 'declared',
      addedBy: centre.userId,
      addedAt: atDay(collectionDate, 11),
    };
    units.push(unit);
    event(unit, atDay(collectionDate, 11), {
      action: 'added',
      fromState: null,
      toState: state === 'quarantined' ? 'quarantined' : 'available',
      details: { screening: unit.screening },
    });
    return unit;
  }

  // On the shelf: any age within the shelf life; the last two days' collections wait for the lab.
  for (let i = 0; i < centre.liveUnits; i++) {
    const component = random.weighted(COMPONENT_SHARES);
    const age = random.int(0, Math.max(0, shelfLife(component).days - 1));
    newUnit(component, age, age <= 1 && random.chance(0.7) ? 'quarantined' : 'available');
  }
  // One bag forgotten past its expiry: it shows as expired until someone disposes of it.
  newUnit('Platelets Random Donor', 7, 'available');

  // The registers: units issued to patients over the past weeks, against requests raised at the counter.
  for (let r = 0; r < Math.max(2, Math.round(centre.liveUnits / 25)); r++) {
    const [firstName, lastName, reasons, doctorName] = random.pick(PATIENTS);
    const component = random.pick<Component>(['Whole Blood', 'Red Cells Packed', 'Plasma Fresh Frozen']);
    const daysAgo = random.int(1, 20);
    const requestDay = dayBefore(today, daysAgo);
    const count = random.int(1, 3);
    const issuedUnits = Array.from({ length: count }, () =>
      newUnit(component, daysAgo + random.int(2, 15), 'available'),
    );
    const bloodGroup = issuedUnits[0]?.bloodGroup as BloodGroup;
    const request: RequestRow = {
      id: randomUUID(),
      institutionId: centre.id,
      targetInstitutionId: centre.id,
      requestType: 'BloodBank',
      status: REQUEST_STATUS.issued,
      bloodGroup,
      component,
      units: count,
      unitsReceived: count,
      requiredBy: requestDay,
      reasons,
      doctorName,
      condition: random.pick(['Stable', 'Critical', 'Serious']),
      firstName,
      lastName,
      patientCode: `MRN-${year}-${String(random.int(1000, 99999)).padStart(5, '0')}`,
      mobileNumber: `98${random.int(10000000, 99999999)}`,
      hospitalName: random.pick(HOSPITALS),
      verifiedAt: atDay(requestDay, 9),
      addedBy: centre.userId,
      addedAt: atDay(requestDay, 9),
    };
    requests.push(request);
    for (const unit of issuedUnits) {
      // Only a unit the patient may receive: the request's group is the first bag's.
      unit.bloodGroup = bloodGroup;
      Object.assign(unit, {
        state: 'issued',
        issuedRequestId: request.id,
        issuedAt: atDay(requestDay, 10),
        deliveryType: random.pick(['toBeDeliver', 'toBeCollected']),
      });
      event(unit, atDay(requestDay, 10), {
        action: 'issued',
        fromState: 'available',
        toState: 'issued',
        requestId: request.id,
        details: {
          patientName: `${firstName} ${lastName}`,
          patientCode: request.patientCode,
          hospitalName: request.hospitalName,
        },
      });
    }
  }

  // And the bin: broken bags, transport problems, the odd reactive unit.
  for (let d = 0; d < Math.max(1, Math.round(centre.liveUnits / 40)); d++) {
    const daysAgo = random.int(1, 25);
    const unit = newUnit(random.weighted(COMPONENT_SHARES), daysAgo + random.int(0, 3), 'available');
    const reason = random.pick(DISPOSE_REASON_VALUES.filter((r) => r !== 'other'));
    Object.assign(unit, {
      state: 'disposed',
      disposedAt: atDay(dayBefore(today, daysAgo), 16),
      disposeReason: reason,
      screening: reason === 'reactive' ? 'reactive' : unit.screening,
    });
    event(unit, atDay(dayBefore(today, daysAgo), 16), {
      action: 'disposed',
      fromState: 'available',
      toState: 'disposed',
      reason,
    });
  }
  return { units, events, requests };
}
