import {
  authEndpoints,
  campsEndpoints,
  donorsEndpoints,
  indiaToday,
  labEndpoints,
  mobileEndpoints,
  mobileRequestsEndpoints,
  patientsEndpoints,
  platformUsersEndpoints,
  requestsEndpoints,
  uploadEndpoints,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedDonors, donationForm } from '../modules/camps/camps.test-support.js';
import { institutionIdOf } from '../modules/inventory/inventory.test-support.js';
import { acceptedSample, passingResult } from '../modules/lab/lab.test-support.js';
import { signUpInApp } from '../modules/mobile/mobile.test-support.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../test/callers.js';
import { createInstitution } from '../test/factories.js';
import { logCapture } from '../test/log-capture.js';
import { codeIn, lastMailTo } from '../test/outbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Aadhaar numbers and medical data never reach a log, and an error answer never shows an Aadhaar back. The app
 * runs with every log line kept at the most detailed level; every endpoint that takes an Aadhaar number or
 * medical data is called with a valid body and with broken ones, each carrying numbers and words found
 * nowhere else; then not one line may hold them. Reset codes are secrets too: only the open demo outbox may
 * print mail to the log.
 */

/** Aadhaar numbers of this test, one per call, so a leak names its call. */
let aadhaarSerial = 0;
const aadhaar = () =>
  `9${String(process.pid % 1000).padStart(3, '0')}7351${String(++aadhaarSerial).padStart(4, '0')}`;
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const used: string[] = [];
const newAadhaar = () => {
  const digits = aadhaar();
  used.push(digits);
  return digits;
};

/** Medical words no code path writes by itself. */
const MEDICAL = {
  diagnosis: 'Zebrafinch thalassaemia major',
  note: 'Quokka-sickle crisis last month',
  condition: 'Pangolin anaemia',
  remark: 'Narwhal haemoglobin 8.9',
  lab: 'Axolotl HBsAg weak reactive',
  reason: 'Okapi hepatitis B',
};
const medicalWords = Object.values(MEDICAL).map((text) => text.split(' ')[0] as string);

const log = logCapture();
let t: TestApp;
let bank: Caller;
let hospital: Caller;
const answers: { what: string; status: number; body: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
  bank = await signedInInstitution(t);
  hospital = await signedInInstitution(t, { type: 'Hospital' });
});
afterAll(() => t.close());

async function call(what: string, caller: Caller, definition: Parameters<Caller['call']>[0], input: unknown) {
  const response = await caller.call(definition, input as never);
  answers.push({ what, status: response.statusCode, body: response.body });
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  return response;
}

function donor(overrides: Record<string, unknown> = {}) {
  const digits = newAadhaar();
  return {
    firstName: 'Meera',
    lastName: `Log${aadhaarSerial}`,
    gender: 'Female',
    dateOfBirth: '11/05/1992',
    firstTimeDonor: true,
    mobileNumber: `98111${String(aadhaarSerial).padStart(5, '0')}`,
    aadharNumber: digits,
    confirmAadhar: digits,
    notes: MEDICAL.note,
    ...overrides,
  };
}

function patient(overrides: Record<string, unknown> = {}) {
  const digits = newAadhaar();
  return {
    firstName: 'Arjun',
    lastName: `Patient${aadhaarSerial}`,
    gender: 'Male',
    email: `arjun.${aadhaarSerial}@example.in`,
    patientId: `IPD-LOG-${aadhaarSerial}`,
    aadharNumber: digits,
    confirmAadhar: digits,
    notes: MEDICAL.note,
    history: [{ date: '01/01/2026', case: 'Admission', diagnosis: MEDICAL.diagnosis, condition: 'Stable' }],
    ...overrides,
  };
}

describe('every endpoint that takes an Aadhaar number or medical data is called, valid and broken', () => {
  it('donors added at the desk', async () => {
    expect((await call('donor', bank, donorsEndpoints.add, { donors: [donor()] })).statusCode).toBe(200);
    await call('donor, confirmation differs', bank, donorsEndpoints.add, {
      donors: [donor({ confirmAadhar: newAadhaar() })],
    });
    await call('donor, Aadhaar too short', bank, donorsEndpoints.add, {
      donors: [donor({ aadharNumber: newAadhaar().slice(0, 11), confirmAadhar: undefined })],
    });
    await call('donor, Aadhaar as printed with spaces', bank, donorsEndpoints.add, {
      donors: [donor({ aadharNumber: spaced(newAadhaar()), firstName: '' })],
    });
  });

  it('patients', async () => {
    expect((await call('patient', hospital, patientsEndpoints.add, patient())).statusCode).toBe(200);
    await call(
      'patient, confirmation differs',
      hospital,
      patientsEndpoints.add,
      patient({ confirmAadhar: newAadhaar() }),
    );
    await call(
      'patient, Aadhaar with a letter',
      hospital,
      patientsEndpoints.add,
      patient({ aadharNumber: `${newAadhaar().slice(0, 11)}X` }),
    );
    await call('patient, no e-mail', hospital, patientsEndpoints.add, patient({ email: '' }));
  });

  it('donations, with the donor’s Aadhaar checked against the record', async () => {
    const [first, second] = (await addedDonors(bank, [{}, {}])) as [string, string];
    const digits = newAadhaar();
    const given = donationForm(first, { aadharNo: digits, confirmAadharNo: digits });
    expect((await call('donation', bank, campsEndpoints.donate, given)).statusCode).toBe(200);
    const again = donationForm(second, { aadharNo: digits, confirmAadharNo: digits });
    expect(
      (await call('donation, Aadhaar of another donor', bank, campsEndpoints.donate, again)).statusCode,
    ).toBe(409);
    const other = newAadhaar();
    await call(
      'donation, confirmation differs',
      bank,
      campsEndpoints.donate,
      donationForm(second, { aadharNo: other, confirmAadharNo: newAadhaar() }),
    );
    await call(
      'donation, Aadhaar too long',
      bank,
      campsEndpoints.donate,
      donationForm(second, { aadharNo: `${other}1`, confirmAadharNo: `${other}1` }),
    );
  });

  it('lab results and remarks about a donor', async () => {
    const { sampleId, donorId } = await acceptedSample(bank);
    const result = passingResult(sampleId);
    result.labResults.results = [
      { id: 'note', parameter: 'Note', observation: MEDICAL.lab, remarks: MEDICAL.lab },
    ];
    await call('lab result', bank, labEndpoints.add, { labs: [result] });
    await call('lab result, no sample', bank, labEndpoints.add, { labs: [{ ...result, sampleId: 'nope' }] });
    await call('remark', bank, donorsEndpoints.addRemark, {
      donorId,
      doctorName: 'Dr. Rao',
      event: 'Screening',
      comment: MEDICAL.remark,
    });
    await call('remark, no donor', bank, donorsEndpoints.addRemark, { donorId: '', comment: MEDICAL.remark });
    await call('block, with a medical reason', bank, donorsEndpoints.block, {
      donorId,
      blockType: 'recovery',
      reason: 'Medically unfit donate',
      comment: MEDICAL.reason,
    });
  });

  it('requests for a patient, from a hospital and from the mobile app', async () => {
    const request = {
      patientName: 'Ravi Kumar',
      mobileNumber: '9822012345',
      bloodGroup: 'A+',
      component: 'Whole Blood',
      units: 1,
      hospitalName: 'Sassoon General Hospital',
      condition: MEDICAL.condition,
      reasons: MEDICAL.diagnosis,
    };
    await call('patient request', bank, requestsEndpoints.patient, request);
    await call('patient request, no units', bank, requestsEndpoints.patient, { ...request, units: 0 });
    const person = await signUpInApp(t);
    const ask = {
      hospitalId: await institutionIdOf(hospital),
      patientName: 'Suresh Jadhav',
      relation: 'Son',
      bloodGroup: 'O+',
      units: 1,
      requiredBy: indiaToday(),
      condition: MEDICAL.condition,
      reasons: MEDICAL.diagnosis,
    };
    await call('mobile request', person, mobileRequestsEndpoints.raise, ask);
    await call('mobile request, no hospital', person, mobileRequestsEndpoints.raise, {
      ...ask,
      hospitalId: 'nope',
    });
    await call('mobile questionnaire, broken', person, mobileEndpoints.questionnaire, {
      answers: { x: MEDICAL.note },
    });
    await call('mobile profile', person, mobileEndpoints.updateProfile, {
      address: { description: MEDICAL.note },
    });
  });

  it("a platform user's block with a medical reason", async () => {
    const person = await signUpInApp(t);
    const donorId = (await person.call(mobileEndpoints.profile)).json().content.data._id;
    const admin = await signedInAdmin(t);
    await call('platform block', admin, platformUsersEndpoints.block, {
      type: 'block',
      donorId,
      blockType: 'recovery',
      reason: 'Medically unfit donate',
      comment: MEDICAL.reason,
    });
  });

  it('an uploaded donor sheet with an Aadhaar column it does not know', async () => {
    const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });
    const digits = newAadhaar();
    await call('donor sheet', bank, uploadEndpoints.donors, {
      uploadId: crypto.randomUUID(),
      part: 1,
      parts: 1,
      rows: [
        row(2, {
          firstName: 'Sunil',
          lastName: 'Sheet',
          gender: 'Male',
          mobileNumber: '9811199990',
          email: 'sunil.sheet@example.in',
          bloodGroup: 'B+',
          aadhaar: digits,
          notes: MEDICAL.note,
        }),
        row(3, {
          firstName: 'Broken',
          mobileNumber: spaced(newAadhaar()),
          aadhaar: newAadhaar(),
          notes: MEDICAL.note,
        }),
      ],
    });
  });
});

describe('what the log and the answers hold afterwards', () => {
  it('the calls above were made, and some were refused', () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.status >= 400).length).toBeGreaterThan(8);
    expect(log.lines.length).toBeGreaterThan(answers.length);
  });

  it('no log line holds an Aadhaar number, written or spaced, or a medical word', () => {
    expect(used.length).toBeGreaterThan(10);
    expect(log.containing(...used, ...used.map(spaced), ...medicalWords)).toEqual([]);
  });

  it('no answer shows an Aadhaar number back; a valid one shows at most its last four digits', () => {
    for (const answer of answers)
      for (const digits of used) {
        expect(answer.body, answer.what).not.toContain(digits);
        expect(answer.body, answer.what).not.toContain(spaced(digits));
      }
  });

  it('a reset code is never printed to the log of a site whose outbox only administrators read', async () => {
    const account = await createInstitution(t.database.db);
    await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    const code = codeIn(await lastMailTo(t, account.loginId));
    expect(log.containing(code)).toEqual([]);
    expect(log.containing(account.loginId)).toEqual([]);
  });

  it('the open demo outbox does print mail, so a newcomer sees the codes', async () => {
    const demoLog = logCapture();
    const demo = await createTestApp({ outbox: 'demo' }, { logger: demoLog.logger });
    try {
      const account = await createInstitution(demo.database.db);
      await anonymous(demo).call(authEndpoints.forgotPassword, { loginId: account.loginId });
      const code = codeIn(await lastMailTo(demo, account.loginId));
      expect(demoLog.containing(code)).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
