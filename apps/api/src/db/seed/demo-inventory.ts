import { randomUUID } from 'node:crypto';
import { REQUEST_STATUS } from '@raktsetu/contract';
import type { Db } from '../client.js';
import {
  bloodRequestItems,
  bloodRequests,
  inventoryUnits,
  requestDeputations,
  unitEvents,
} from '../schema/index.js';
import { bulkInsert } from './bulk-insert.js';
import { type GeneratedInventory, generateInventory, type InventoryCentre } from './inventory-generator.js';
import type { Population } from './people-generator.js';

export type DemoCentre = Omit<InventoryCentre, 'donors'>;

export interface DemoHospital {
  id: string;
  name: string;
  userId: string;
  position: { latitude: number; longitude: number; description: string };
  /** The blood centre that raised the requests it must verify. */
  centreId: string;
  /** The blood centre its first verified request is addressed to. */
  fillsAtId: string;
}

const WAITING = [
  ['Meena', 'Kulkarni', 'A+', 'Whole Blood', 2, 'Hysterectomy', REQUEST_STATUS.pending],
  ['Rahul', 'Pawar', 'O-', 'Red Cells Packed', 3, 'Road traffic accident', REQUEST_STATUS.pending],
  ['Salma', 'Sheikh', 'B+', 'Platelets Random Donor', 4, 'Dengue with low platelets', REQUEST_STATUS.pending],
  ['Deepak', 'More', 'AB+', 'Plasma Fresh Frozen', 2, 'Liver surgery', REQUEST_STATUS.declined],
] as const;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (day: string, days: number) => shiftDay(day, -days);
const dayAfter = (day: string, days: number) => shiftDay(day, days);

/**
 * That hour of the day in India; seeded before it, a minute per hour short of now instead, so the demo
 * never shows work done in the future and keeps its order.
 */
const atHour = (today: string, hour: number) => {
  const at = Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00+05:30`);
  return new Date(Math.min(at, Date.now() - (24 - hour) * 60_000));
};

/**
 * The demo blood centres' stock, registers and the work waiting for them this morning: units travelling
 * between the two Pune centres (a receipt to accept at each), six units in the component room, and
 * verified requests from the hospitals near them, to issue against (docs/decisions/0044).
 */
export async function seedDemoInventory(
  db: Db,
  options: {
    seed: string;
    today: string;
    centres: DemoCentre[];
    hospitals: DemoHospital[];
    /** NGOs that raised requests for patients they support, for their donors to be deputed. */
    ngos: Omit<DemoHospital, 'centreId' | 'fillsAtId'>[];
    population: Pick<Population, 'people' | 'institutionDonors'>;
  },
): Promise<void> {
  const { today } = options;
  const generated: (GeneratedInventory & { centre: DemoCentre })[] = options.centres.map((centre) => {
    const linked = new Set(
      options.population.institutionDonors
        .filter((link) => link.institutionId === centre.id)
        .map((link) => link.personId),
    );
    const donors = options.population.people
      .filter((person) => person.id && linked.has(person.id))
      .map((person) => ({
        id: person.id as string,
        donorCode: person.donorCode,
        bloodGroup: person.bloodGroup ?? null,
      }));
    return { centre, ...generateInventory({ seed: options.seed, today, centre: { ...centre, donors } }) };
  });
  const units = generated.flatMap((g) => g.units);
  const events = generated.flatMap((g) => g.events);
  const requests = generated.flatMap((g) => g.requests);
  const event = (unitId: string, institutionId: string, actorId: string, row: Record<string, unknown>) =>
    events.push({
      unitId,
      institutionId,
      actorKind: 'user',
      actorId,
      at: atHour(today, 8),
      action: String(row.action),
      fromState: (row.fromState as string) ?? null,
      toState: (row.toState as string) ?? null,
      counterpartId: (row.counterpartId as string) ?? null,
      details: (row.details as Record<string, unknown>) ?? {},
    });
  const availableOf = (centreId: string, component: string) =>
    units.filter(
      (unit) =>
        unit.institutionId === centreId &&
        unit.state === 'available' &&
        unit.component === component &&
        unit.expiryDate > today,
    );

  // Units on their way between the first two centres: each has a receipt to accept.
  const [first, second] = options.centres;
  if (first && second) {
    for (const [from, to, count] of [
      [second, first, 3],
      [first, second, 2],
    ] as const) {
      for (const unit of availableOf(from.id, 'Red Cells Packed').slice(0, count)) {
        Object.assign(unit, {
          state: 'inTransfer',
          transferToId: to.id,
          transferSentAt: atHour(today, 8),
          transferDeliveryType: 'toBeDeliver',
          transferComments: 'Requested over the phone for a thalassaemia transfusion day',
          transferDetails: 'Cold box with temperature log',
        });
        event(unit.id, from.id, from.userId, {
          action: 'transfer-sent',
          fromState: 'available',
          toState: 'inTransfer',
          counterpartId: to.id,
          details: { counterpart: to.name, deliveryType: 'toBeDeliver' },
        });
      }
    }
    // Six whole-blood bags in the component room, to be updated into components.
    for (const unit of availableOf(first.id, 'Whole Blood').slice(0, 6)) {
      Object.assign(unit, {
        state: 'inProcessing',
        processingSince: atHour(today, 7),
        processingPlan: {
          volumes: [
            { component: 'Red Cells Packed', volume: 1500 },
            { component: 'Plasma Fresh Frozen', volume: 900 },
          ],
          approximateVolume: 450,
        },
      });
      event(unit.id, first.id, first.userId, {
        action: 'to-processing',
        fromState: 'available',
        toState: 'inProcessing',
      });
    }
  }

  // Verified requests from the hospitals: the first addressed to a centre that can fill it today, the others
  // reaching every centre within 50 km of the hospital (docs/decisions/0045).
  const patients = [
    ['Sunil', 'Gaikwad', 'O+', 'Red Cells Packed', 2, 'Hip replacement surgery'],
    ['Fatima', 'Khan', 'B+', 'Whole Blood', 1, 'Severe anaemia in pregnancy'],
    ['Arjun', 'Menon', 'A+', 'Plasma Fresh Frozen', 2, 'Liver disease with coagulopathy'],
  ] as const;
  for (const [index, hospital] of options.hospitals.entries()) {
    for (const [p, [firstName, lastName, bloodGroup, component, count, reasons]] of patients.entries()) {
      requests.push({
        id: randomUUID(),
        institutionId: hospital.id,
        targetInstitutionId: p === 0 ? hospital.fillsAtId : null,
        requestType: 'Hospital',
        status: REQUEST_STATUS.verified,
        bloodGroup,
        component,
        units: count,
        requiredBy: today,
        reasons,
        condition: p === 0 ? 'Critical' : 'Stable',
        doctorName: 'Dr. N. Shah',
        firstName,
        lastName,
        patientCode: `IPD-${String(4100 + index * 10 + p)}`,
        mobileNumber: `9${String(812345670 + index * 10 + p)}`,
        hospitalName: hospital.name,
        ...hospitalPlace(hospital),
        verifierInstitutionId: hospital.id,
        verifiedAt: atHour(today, 7),
        addedBy: hospital.userId,
        addedAt: atHour(today, 6),
      });
    }
    // Requests raised for the hospital's patients elsewhere (by the mobile app or a blood centre), waiting for
    // the hospital to verify them; and one it declined yesterday (docs/decisions/0045).
    for (const [
      p,
      [firstName, lastName, bloodGroup, component, count, reasons, status],
    ] of WAITING.entries()) {
      requests.push({
        id: randomUUID(),
        institutionId: hospital.centreId,
        verifierInstitutionId: hospital.id,
        requestType: 'BloodBank',
        status,
        bloodGroup,
        component,
        units: count,
        requiredBy: status === REQUEST_STATUS.declined ? dayBefore(today, 1) : dayAfter(today, p + 1),
        reasons,
        condition: p === 0 ? 'Serious' : 'Stable',
        doctorName: 'Dr. R. Iyer',
        firstName,
        lastName,
        patientCode: `IPD-${String(5200 + index * 10 + p)}`,
        mobileNumber: `9${String(823456780 + index * 10 + p)}`,
        hospitalName: hospital.name,
        ...hospitalPlace(hospital),
        comments: 'Relative at the blood centre counter; please confirm the admission',
        declinedAt: status === REQUEST_STATUS.declined ? atHour(dayBefore(today, 1), 15) : null,
        declineReason: status === REQUEST_STATUS.declined ? 'Patient not admitted here' : null,
        addedBy: hospital.userId,
        addedAt: atHour(dayBefore(today, status === REQUEST_STATUS.declined ? 2 : 0), 5 + p),
      });
    }
  }

  const bulkItems: (typeof bloodRequestItems.$inferInsert)[] = [];
  // Thalassaemia children an NGO supports need blood every few weeks: it raises their requests itself, at the
  // hospital near it that transfuses them, and deputes its donors (docs/decisions/0045).
  const supported = [
    ['Aarav', 'Singh', 'B+', 2, 'Thalassaemia major, monthly transfusion'],
    ['Zoya', 'Ansari', 'O+', 1, 'Thalassaemia major, monthly transfusion'],
  ] as const;
  for (const [index, ngo] of options.ngos.entries()) {
    for (const [p, [firstName, lastName, bloodGroup, count, reasons]] of supported.entries()) {
      requests.push({
        id: randomUUID(),
        institutionId: ngo.id,
        requestType: 'Individual',
        status: REQUEST_STATUS.verified,
        bloodGroup,
        component: 'Whole Blood',
        units: count,
        requiredBy: dayAfter(today, 3 + p),
        reasons,
        condition: 'Stable',
        doctorName: 'Dr. A. Mehta',
        firstName,
        lastName,
        patientCode: `THAL-${String(300 + index * 10 + p)}`,
        mobileNumber: `9${String(834567890 + index * 10 + p)}`,
        hospitalName: 'Thalassaemia Day Care Centre',
        hospitalAddress: ngo.position.description,
        hospitalLatitude: ngo.position.latitude,
        hospitalLongitude: ngo.position.longitude,
        comments: 'Parents registered with the foundation; donors to come to the blood centre',
        verifiedAt: atHour(today, 7),
        addedBy: ngo.userId,
        addedAt: atHour(dayBefore(today, 1), 10 + p),
      });
    }
    // And the ward's standing order for next month, Bulk: filled by blood centres item by item, not by an NGO.
    const wardOrder = randomUUID();
    bulkItems.push(
      ...(
        [
          ['B+', 6],
          ['O+', 4],
          ['A+', 2],
        ] as const
      ).map(([bloodGroup, units], position) => ({
        requestId: wardOrder,
        position,
        bloodGroup,
        component: 'Red Cells Leukoreduced',
        units,
      })),
    );
    requests.push({
      id: wardOrder,
      institutionId: ngo.id,
      requestType: 'Individual',
      subType: 'Bulk',
      status: REQUEST_STATUS.verified,
      bloodGroup: 'B+',
      component: 'Red Cells Leukoreduced',
      units: 12,
      requiredBy: dayAfter(today, 10),
      reasons: 'Thalassaemia ward, standing order for the month',
      condition: 'Stable',
      doctorName: 'Dr. A. Mehta',
      firstName: 'Thalassaemia',
      lastName: 'Ward',
      patientCode: `THAL-WARD-${index + 1}`,
      hospitalName: 'Thalassaemia Day Care Centre',
      hospitalAddress: ngo.position.description,
      hospitalLatitude: ngo.position.latitude,
      hospitalLongitude: ngo.position.longitude,
      verifiedAt: atHour(today, 7),
      addedBy: ngo.userId,
      addedAt: atHour(dayBefore(today, 2), 9),
    });
  }

  // Sahyadri asked four of its O+ donors to give for a patient of its own counter (Request on /people): two
  // said yes, one has not answered, one cannot come — its Donations tab lists the three still expected.
  const asks: (typeof requestDeputations.$inferInsert)[] = [];
  if (first) {
    const counterRequest = randomUUID();
    requests.push({
      id: counterRequest,
      institutionId: first.id,
      targetInstitutionId: first.id,
      requestType: 'BloodBank',
      status: REQUEST_STATUS.verified,
      bloodGroup: 'O+',
      component: 'Whole Blood',
      units: 3,
      requiredBy: dayAfter(today, 2),
      reasons: 'Scheduled cardiac surgery',
      condition: 'Stable',
      doctorName: 'Dr. P. Joshi',
      firstName: 'Ramesh',
      lastName: 'Kale',
      patientCode: 'MRN-2026-31877',
      mobileNumber: '9822098220',
      hospitalName: first.name,
      comments: 'Family donors asked to come before the surgery',
      verifiedAt: atHour(today, 8),
      addedBy: first.userId,
      addedAt: atHour(today, 8),
    });
    const linked = new Set(
      options.population.institutionDonors
        .filter((link) => link.institutionId === first.id)
        .map((link) => link.personId),
    );
    const asked = options.population.people
      .filter((person) => person.id && linked.has(person.id) && person.bloodGroup === 'O+')
      .slice(0, 4);
    for (const [n, person] of asked.entries()) {
      const answer = (['accepted', null, 'accepted', 'declined'] as const)[n] ?? null;
      asks.push({
        requestId: counterRequest,
        institutionId: first.id,
        personId: person.id as string,
        donationDate: dayAfter(today, Math.min(n, 2)),
        answer,
        answeredAt: answer ? atHour(today, 9 + n) : null,
        addedBy: first.userId,
        addedAt: atHour(today, 8),
      });
    }
  }

  await bulkInsert(db, bloodRequests, requests.map(completeRequest));
  await bulkInsert(db, bloodRequestItems, bulkItems);
  await bulkInsert(db, requestDeputations, asks);
  await bulkInsert(db, inventoryUnits, units.map(completeUnit));
  await bulkInsert(db, unitEvents, events.map(completeEvent));
}

const hospitalPlace = ({ position }: DemoHospital) => ({
  hospitalAddress: position.description,
  hospitalLatitude: position.latitude,
  hospitalLongitude: position.longitude,
});

// bulkInsert needs every row of a call to carry the same keys: the optional ones are filled in with null.
const UNIT_OPTIONAL = [
  'unitNumber',
  'donorCode',
  'personId',
  'transferToId',
  'transferSentAt',
  'transferDeliveryType',
  'transferComments',
  'transferDetails',
  'issuedRequestId',
  'issuedAt',
  'deliveryType',
  'processingPlan',
  'processingSince',
  'disposedAt',
  'disposeReason',
] as const;
function completeUnit(unit: typeof inventoryUnits.$inferInsert) {
  return {
    ...Object.fromEntries(UNIT_OPTIONAL.map((key) => [key, null])),
    ...unit,
  } as typeof inventoryUnits.$inferInsert;
}
function completeEvent(event: Omit<typeof unitEvents.$inferInsert, 'seq'>) {
  return {
    reason: null,
    requestId: null,
    counterpartId: null,
    details: {},
    ...event,
  } as typeof unitEvents.$inferInsert;
}
const REQUEST_OPTIONAL = [
  'verifierInstitutionId',
  'declinedAt',
  'declineReason',
  'targetInstitutionId',
  'unitsReceived',
  'requiredBy',
  'verifiedAt',
  'reasons',
  'doctorName',
  'condition',
  'mobileNumber',
  'hospitalLatitude',
  'hospitalLongitude',
  'subType',
] as const;
function completeRequest(request: typeof bloodRequests.$inferInsert) {
  return {
    ...Object.fromEntries(REQUEST_OPTIONAL.map((key) => [key, null])),
    unitsReceived: 0,
    reasons: '',
    comments: '',
    doctorName: '',
    condition: '',
    hospitalAddress: '',
    ...request,
  } as typeof bloodRequests.$inferInsert;
}
