import { randomUUID } from 'node:crypto';
import { indiaToday, shiftReportDay } from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import { donations, donorLabResults, inventoryUnits, people, unitEvents } from '../../db/schema/index.js';

/**
 * A blood centre's past written straight into its registers, on chosen days and hours: the services stamp every
 * change with the present moment, and a report about last month needs last month's history. The rows have the
 * shape the services write (inventory.service, donations.service, lab.service).
 */

/** A calendar day `days` before today in India. */
export const dayAgo = (days: number) => shiftReportDay(indiaToday(), -days);
/** An instant on a day in India: `at('2026-11-02', 10, 30)` is 10:30 India time. */
export const at = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`);

let bags = 0;

export interface UnitOptions {
  institutionId: string;
  component?: string;
  bloodGroup?: string;
  collectionDate: string;
  expiryDate: string;
  /** Where the unit stands now (the history rows say how it got there). */
  state: string;
  disposeReason?: string;
  disposedAt?: Date;
  issuedAt?: Date;
}

export async function insertUnit(db: Db, unit: UnitOptions): Promise<string> {
  bags += 1;
  const id = randomUUID();
  await db.insert(inventoryUnits).values({
    id,
    institutionId: unit.institutionId,
    originInstitutionId: unit.institutionId,
    bagId: `RPT-${String(bags).padStart(5, '0')}-${id.slice(0, 4)}`,
    bloodGroup: unit.bloodGroup ?? 'A+',
    component: unit.component ?? 'Whole Blood',
    volumeMl: 350,
    storedIn: 'Refrigerator 1',
    collectionDate: unit.collectionDate,
    expiryDate: unit.expiryDate,
    state: unit.state as 'available',
    screening: 'declared',
    disposeReason: (unit.disposeReason ?? null) as 'other' | null,
    disposedAt: unit.disposedAt ?? null,
    issuedAt: unit.issuedAt ?? null,
  });
  return id;
}

export interface EventOptions {
  unitId: string;
  institutionId: string;
  at: Date;
  action: string;
  fromState: string | null;
  toState: string | null;
  counterpartId?: string;
  reason?: string;
}

/** Appends history rows in the order given (their sequence orders changes that share an instant). */
export async function insertEvents(db: Db, events: EventOptions[]): Promise<void> {
  for (const event of events) {
    await db.insert(unitEvents).values({
      unitId: event.unitId,
      institutionId: event.institutionId,
      at: event.at,
      actorKind: 'user',
      action: event.action,
      fromState: event.fromState,
      toState: event.toState,
      counterpartId: event.counterpartId ?? null,
      reason: event.reason ?? null,
    });
  }
}

/** A donor on the platform, known only by a code here. */
export async function insertDonor(db: Db): Promise<string> {
  const [row] = await db
    .insert(people)
    .values({ donorCode: `D-${randomUUID().slice(0, 8)}`, firstName: 'Donor', gender: 'Female' })
    .returning({ id: people.id });
  return row?.id as string;
}

export async function insertDonation(
  db: Db,
  donation: {
    institutionId: string;
    personId: string;
    day: string;
    kind: 'camp' | 'walkIn' | 'scheduled';
    outcome: 'donated' | 'deferred' | 'inProcess';
    requestId?: string;
    deferralReasons?: string[];
  },
): Promise<void> {
  await db.insert(donations).values({
    institutionId: donation.institutionId,
    personId: donation.personId,
    kind: donation.kind,
    outcome: donation.outcome,
    requestId: donation.requestId ?? null,
    deferralReasons: donation.deferralReasons ?? [],
    component: 'Whole Blood',
    heightCm: 165,
    weightKg: 62,
    hb: 13.5,
    bloodPressure: '120/80',
    donatedOn: donation.day,
    startedAt: at(donation.day, 10),
  });
}

export async function insertLabResult(
  db: Db,
  result: {
    institutionId: string;
    personId: string;
    day: string;
    screening: Record<string, 'reactive' | 'nonReactive'>;
    superseded?: boolean;
    withoutSample?: boolean;
  },
): Promise<void> {
  await db.insert(donorLabResults).values({
    institutionId: result.institutionId,
    personId: result.personId,
    // A typed test day is stored as 00:00 UTC of that day (docs/decisions/0014).
    addedAt: new Date(`${result.day}T00:00:00Z`),
    finalResult: Object.values(result.screening).includes('reactive') ? 'Fail' : 'Pass',
    sampleId: result.withoutSample ? null : randomUUID(),
    screening: result.screening,
    supersededAt: result.superseded ? new Date() : null,
  });
}
