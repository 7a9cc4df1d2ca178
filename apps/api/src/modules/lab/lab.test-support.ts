import {
  type BloodGroup,
  campsEndpoints,
  donorsEndpoints,
  indiaToday,
  type LabResultEntry,
  labEndpoints,
} from '@raktsetu/contract';
import { expect } from 'vitest';
import type { Caller } from '../../test/callers.js';
import { addedDonors, donationForm } from '../camps/camps.test-support.js';

let donations = 0;

/** A walk-in donor of `group` bled at `bank`'s desk: the donation's sample waits for the lab (status 3). */
export async function donatedSample(bank: Caller, group: BloodGroup = 'O+') {
  donations += 1;
  const [donorId] = (await addedDonors(bank, [{ bloodGroup: group }])) as [string];
  const aadhaar = `5${String(process.pid % 10_000).padStart(4, '0')}${String(donations).padStart(7, '0')}`;
  const given = await bank.call(
    campsEndpoints.donate,
    donationForm(donorId, { aadharNo: aadhaar, confirmAadharNo: aadhaar }),
  );
  expect(given.statusCode, given.body).toBe(200);
  const unitId: string = given.json().content.data.unit._id;
  const listed = await bank.call(donorsEndpoints.labResults, { type: 'samples', limit: 100 });
  const sample = listed
    .json()
    .content.data.find((row: { inventoryId: string }) => row.inventoryId === unitId);
  return { donorId, unitId, sampleId: sample._id as string, bagId: sample.bagId as string };
}

/** A sample accepted by the lab (status 4), ready for its result. */
export async function acceptedSample(bank: Caller, group: BloodGroup = 'O+') {
  const sample = await donatedSample(bank, group);
  const accepted = await bank.call(labEndpoints.acceptSamples, { ids: [sample.sampleId] });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return sample;
}

let reports = 0;
/** A complete result that passes: every screening test non-reactive, the group found as given. */
export function passingResult(
  sampleId: string,
  bloodGroup: BloodGroup = 'O+',
  overrides: Partial<LabResultEntry['labResults']> = {},
): LabResultEntry {
  reports += 1;
  return {
    sampleId,
    bloodGroup,
    labResults: {
      reportNo: `LR-${String(reports).padStart(5, '0')}`,
      weight: 68,
      bloodPressure: '118/76',
      Hb: 13.8,
      testedBy: 'Dr. Kavita Deshmukh',
      addedAt: indiaToday(),
      results: [
        { id: 'rbc', parameter: 'RBC', observation: '4.9', remarks: '' },
        { id: 'platelet', parameter: 'Platelet', observation: '240', remarks: '' },
      ],
      screening: {
        hiv: 'nonReactive',
        hbsag: 'nonReactive',
        hcv: 'nonReactive',
        syphilis: 'nonReactive',
        malaria: 'nonReactive',
      },
      finalResult: 'Pass',
      ...overrides,
    },
  };
}
