import {
  type CampPayload,
  campInstant,
  campsEndpoints,
  type DonationApproval,
  type DonationForm,
  type DonorData,
  donorsEndpoints,
  indiaToday,
  type NewDonor,
} from '@raktsetu/contract';
import { expect } from 'vitest';
import { ALL_CONSENTS, WELL_DONATION_ANSWERS } from '../../db/seed/donation-answers.js';
import type { Caller } from '../../test/callers.js';

/** The hours of a camp on a day (yyyy-mm-dd), as the forms send them. */
export const campDay = (day: string, from = '09:00', to = '15:00') => ({
  startTime: campInstant(day, from),
  endTime: campInstant(day, to),
});

/** A blood centre's complete camp form for today, with anything overridden. */
export function bloodBankCamp(overrides: Partial<CampPayload> = {}): CampPayload {
  return {
    campName: 'Kothrud Youth Drive',
    sponsoredBy: 'Rotary Club of Kothrud',
    organiser: 'Sahyadri Blood Centre',
    noOfBeds: 20,
    targetUnits: 120,
    campDuration: campDay(indiaToday()),
    campCoordinator: { name: 'Anil Joshi', mobileNumber: '9822012345', email: 'anil@rotary.example' },
    bloodBankCoordinator: { name: 'Dr. Meera Patil', mobileNumber: '9822054321', email: 'meera@sbc.example' },
    venue: 'MIT College Hall',
    address: { description: 'Paud Road, Kothrud, Pune' },
    ...overrides,
  };
}

/** An NGO's camp form for a participating blood centre. */
export function ngoCamp(bloodBankId: string, overrides: Partial<CampPayload> = {}): CampPayload {
  return {
    campName: 'Hadapsar Community Camp',
    institutionId: bloodBankId,
    bbName: 'Dr. Meera Patil',
    organiser: 'Jeevan Daan Foundation',
    campDuration: campDay(indiaToday()),
    campCoordinator: { name: 'Sunita Pawar', mobileNumber: '9890011223', email: 'sunita@jeevandaan.example' },
    venue: 'Ganesh Mandal Hall',
    address: { description: 'Magarpatta Road, Hadapsar, Pune' },
    comments: 'About 150 volunteers expected',
    ...overrides,
  };
}

/** Creates a camp and answers its id. */
export async function createdCamp(caller: Caller, payload: CampPayload): Promise<string> {
  const answer = await caller.call(campsEndpoints.add, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content.data._id;
}

/** Schedules a pending camp for today (Accepted), as the Re-schedule popup does. */
export async function scheduled(bank: Caller, id: string, day = indiaToday()) {
  const answer = await bank.call(campsEndpoints.changeStatus, {
    id,
    action: 'Accepted',
    schedule: { campDuration: campDay(day), noOfBeds: 20, targetUnits: 120 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content.data;
}

let serial = 0;
/** Adds donors to the caller's list and answers their person ids, in order. */
export async function addedDonors(caller: Caller, donors: Partial<NewDonor>[]): Promise<string[]> {
  const answer = await caller.call(donorsEndpoints.add, {
    donors: donors.map((donor) => {
      serial += 1;
      return {
        firstName: `Donor${serial}`,
        lastName: 'Shinde',
        gender: 'Male',
        bloodGroup: 'O+',
        dateOfBirth: '14/02/1990',
        mobileNumber: `97${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`,
        height: 172,
        weight: 70,
        address: { description: `House ${serial}, Kothrud, Pune` },
        firstTimeDonor: true,
        ...donor,
      } as NewDonor;
    }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content.data.map((row: { _id: string }) => row._id);
}

let bags = 0;
/** The Donor Data form of a fit donor, with a fresh bag and fresh sample tubes. */
export function donorData(overrides: Partial<DonorData> = {}): DonorData {
  bags += 1;
  const n = String(bags).padStart(4, '0');
  return {
    height: 172,
    weight_1: 70,
    hb: 14.2,
    bp: '120/80',
    kitNumber: `KIT-${n}`,
    bagId: `CAMP-${process.pid}-${n}`,
    bagType: 'double',
    sampleId_1: `S${n}-1`,
    sampleId_2: `S${n}-2`,
    sampleId_3: `S${n}-3`,
    ...overrides,
  };
}

/** The approval after the needle of a donation that went well. */
export const approval = (overrides: Partial<DonationApproval> = {}): DonationApproval => ({
  startTime: '10:05',
  endTime: '10:14',
  volume: 350,
  weight_2: 420,
  storedIn: 'Blood bag refrigerator 2',
  temperature: 4,
  dataPostBy: 'Sr. Nurse Kavita',
  comfortableDuringProcess: 'yes',
  clottingIssuesDuringAfterProcess: 'no',
  issuePostDonationRecovery: 'no',
  ...overrides,
});

/** The whole donation form of a walk-in donor who is fit to donate. */
export function donationForm(donorId: string, overrides: Partial<DonationForm> = {}): DonationForm {
  const { bagId, ...data } = donorData();
  return {
    donorId,
    bloodType: 'wholeBlood',
    veinFit: 'yes',
    mobileNo: '9822000000',
    emailId: 'donor@example.com',
    aadharNo: '234567890123',
    confirmAadharNo: '234567890123',
    unitId: bagId,
    doctor: 'Dr. Rao',
    phlebotomist: 'Suresh',
    sampleToBeTested: 'TTI and grouping',
    bloodBagStoredAt: 'Quarantine refrigerator',
    ...data,
    ...approval(),
    answers: WELL_DONATION_ANSWERS,
    consents: ALL_CONSENTS,
    ...overrides,
  };
}
