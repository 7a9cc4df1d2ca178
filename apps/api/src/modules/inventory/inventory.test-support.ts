import {
  indiaToday,
  institutionsEndpoints,
  inventoryEndpoints,
  type NewUnit,
  type PatientRequest,
  requestsEndpoints,
} from '@raktsetu/contract';
import { expect } from 'vitest';
import type { Caller } from '../../test/callers.js';

/** A calendar day `days` before today in India, yyyy-mm-dd. */
export function daysAgo(days: number): string {
  return new Date(Date.parse(`${indiaToday()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

let bagCount = 0;
/** A fresh bag number: unique across a test file. */
export const nextBag = () => {
  bagCount += 1;
  return `BAG-${String(bagCount).padStart(5, '0')}`;
};

/** Adds `count` units of one cell, screened unless said otherwise, and answers their ids. */
export async function addUnits(
  caller: Caller,
  count: number,
  unit: Partial<NewUnit> = {},
): Promise<string[]> {
  const response = await caller.call(inventoryEndpoints.add, {
    inventories: Array.from({ length: count }, (_, i) => ({
      bagId: nextBag(),
      bloodGroup: 'A+' as const,
      component: 'Whole Blood' as const,
      volume: 350,
      storedIn: 'Refrigerator 1',
      // Older bags first: the first one added expires first.
      collectionDate: daysAgo(10 - Math.min(i, 9)),
      screeningDone: true,
      ...unit,
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.data.map((row: { _id: string }) => row._id);
}

/** A verified request for a patient at the counter, as the Unregistered popup raises it. */
export async function patientRequest(caller: Caller, request: Partial<PatientRequest> = {}): Promise<string> {
  const response = await caller.call(requestsEndpoints.patient, {
    patientName: 'Ravi Kumar',
    mobileNumber: '9822012345',
    bloodGroup: 'A+',
    component: 'Whole Blood',
    units: 2,
    hospitalName: 'Sassoon General Hospital',
    ...request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.data._id;
}

/**
 * A request `caller` raises (POST requests/add): 2 units of B+ needed today unless `request` says otherwise.
 * Answers the request as stored: its id and its status (verified at once, or waiting for a hospital).
 */
export async function raisedRequest(
  caller: Caller,
  request: Record<string, unknown> = {},
): Promise<{ _id: string; status: number }> {
  const response = await caller.call(requestsEndpoints.add, {
    units: 2,
    requiredBy: indiaToday(),
    bloodGroup: 'B+',
    ...request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.data;
}

export async function institutionIdOf(caller: Caller): Promise<string> {
  return (await caller.call(institutionsEndpoints.profile)).json().content.data._id;
}
