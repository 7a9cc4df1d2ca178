import {
  campsEndpoints,
  inventoryEndpoints,
  type NewDonorReaction,
  type NewTransfusionReaction,
  type PatientRequest,
} from '@raktsetu/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';
import type { Caller } from '../../test/callers.js';
import { addedDonors, donationForm } from '../camps/camps.test-support.js';
import { addUnits, patientRequest, raisedRequest } from '../inventory/inventory.test-support.js';

/** Issues `unitIds` of `bank` against `requestId`. */
export async function issue(bank: Caller, requestId: string, unitIds: string[]) {
  const response = await bank.call(inventoryEndpoints.changeStatus, {
    type: 'issue',
    id: requestId,
    inventoryIds: unitIds,
    deliveryType: 'toBeCollected',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** `count` A+ whole-blood units the blood centre issues to a patient of its own counter. */
export async function issuedAtCounter(
  bank: Caller,
  count = 1,
  patient: Partial<PatientRequest> = {},
): Promise<string[]> {
  const units = await addUnits(bank, count);
  const requestId = await patientRequest(bank, { units: count, ...patient });
  await issue(bank, requestId, units);
  return units;
}

/** `count` A+ whole-blood units `bank` issues against a request the hospital raised for itself. */
export async function issuedToHospital(bank: Caller, hospital: Caller, count = 1): Promise<string[]> {
  const units = await addUnits(bank, count);
  const request = await raisedRequest(hospital, {
    bloodGroup: 'A+',
    component: 'Whole Blood',
    units: count,
  });
  await issue(bank, request._id, units);
  return units;
}

/** A reaction that began now (after the units were issued, a moment ago), febrile and non-severe unless said otherwise. */
export function transfusionReaction(
  unitIds: string[],
  overrides: Partial<NewTransfusionReaction> = {},
): NewTransfusionReaction {
  return {
    unitIds,
    type: 'febrileNonHaemolytic',
    severity: 'nonSevere',
    outcome: 'recovered',
    onsetAt: new Date().toISOString(),
    actions: 'Transfusion stopped; paracetamol 650 mg given; vitals every 15 minutes',
    ...overrides,
  };
}

let aadhaarCount = 0;
/** A walk-in donation the blood centre takes from a new donor; answers the donation's id. */
export async function donationOf(bank: Caller, db: Db): Promise<string> {
  const [donorId] = (await addedDonors(bank, [{}])) as [string];
  aadhaarCount += 1;
  // Each donor proves a different Aadhaar number: one number is one person.
  const aadharNo = `5678${String(aadhaarCount).padStart(8, '0')}`;
  const response = await bank.call(
    campsEndpoints.donate,
    donationForm(donorId, { aadharNo, confirmAadharNo: aadharNo }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const [donation] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.personId, donorId))
    .orderBy(desc(donations.startedAt));
  return donation?.id as string;
}

export function donorReaction(
  donationId: string,
  overrides: Partial<NewDonorReaction> = {},
): NewDonorReaction {
  return {
    donationId,
    type: 'vasovagalImmediate',
    severity: 'mild',
    outcome: 'recovered',
    onsetAt: new Date(Date.now() - 60_000).toISOString(),
    actions: 'Needle removed, legs raised, oral fluids; observed 30 minutes',
    ...overrides,
  };
}
