import { MESSAGES, type NewPatient, PATIENT_MESSAGES, patientsEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, transfusions } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
type Desk = Caller & Awaited<ReturnType<typeof signedInInstitution>>;
let both: Desk;
let hospital: Desk;
beforeAll(async () => {
  t = await createTestApp();
  both = await signedInInstitution(t, { type: 'Both' });
  hospital = await signedInInstitution(t, { type: 'Hospital' });
});
afterAll(() => t.close());

let serial = 0;
function patient(overrides: Partial<NewPatient> = {}): NewPatient {
  serial += 1;
  return {
    firstName: 'Ramesh',
    lastName: `Gaikwad${serial}`,
    gender: 'Male',
    email: `ramesh.${serial}@example.in`,
    patientId: `MRN-2026-${String(serial).padStart(5, '0')}`,
    bloodGroup: 'A+',
    ...overrides,
  };
}

describe('adding a patient', () => {
  it('stores the patient with history rows; optional fields left empty are simply absent', async () => {
    const response = await both.call(patientsEndpoints.add, {
      ...patient({ firstName: 'Sunil' }),
      mobileNumber: '9822098220',
      history: [
        {
          date: '02/11/2026',
          case: 'Road accident',
          diagnosis: 'Femur fracture',
          condition: 'Stable',
          treatment: 'ORIF',
        },
        {
          date: '05/11/2026',
          case: 'Post-operative',
          diagnosis: 'Anaemia',
          condition: 'Stable',
          treatment: '1 unit PRBC',
        },
      ],
      checklist: ['consent', 'Allergy to penicillin'],
    });
    expect(response.json()).toMatchObject({ code: 200, message: MESSAGES.patientAdded });
    expect(response.json().content.data).toMatchObject({
      firstName: 'Sunil',
      mobileNumber: '9822098220',
      history: [
        expect.objectContaining({ date: '2026-11-02', diagnosis: 'Femur fracture' }),
        expect.objectContaining({ date: '2026-11-05', treatment: '1 unit PRBC' }),
      ],
    });
  });

  it('keeps the address line, city, state and PIN code apart', async () => {
    const added = await hospital.call(patientsEndpoints.add, {
      ...patient(),
      address: { description: '12, Karve Road', city: 'Pune', state: 'Maharashtra', zipcode: '411004' },
    });
    const id = added.json().content.data._id;
    const [stored] = await t.database.db.select().from(patients).where(eq(patients.id, id));
    expect(stored).toMatchObject({
      addressDescription: '12, Karve Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
    });
  });

  it('first and last name, gender and e-mail are required: "Please enter required details!"', async () => {
    for (const field of ['firstName', 'lastName', 'gender', 'email'] as const) {
      const body = { ...patient(), [field]: '' };
      const response = await both.send('POST', patientsEndpoints.add.path, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toBe(MESSAGES.enterRequiredDetails);
    }
    const email = await both.send('POST', patientsEndpoints.add.path, patient({ email: 'not-mail' }));
    expect(email.json().message).toBe(MESSAGES.invalidEmail);
    const aadhaar = await both.send('POST', patientsEndpoints.add.path, {
      ...patient(),
      aadharNumber: '111122223333',
      confirmAadhar: '111122223334',
    });
    expect(aadhaar.json().message).toBe(MESSAGES.aadharMismatch);
  });

  it('a patient ID is used once per institution; another institution may use the same number', async () => {
    const body = patient();
    expect((await both.call(patientsEndpoints.add, body)).statusCode).toBe(200);
    const again = await both.call(patientsEndpoints.add, {
      ...patient(),
      patientId: body.patientId.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PATIENT_MESSAGES.patientIdTaken);
    expect(
      (await hospital.call(patientsEndpoints.add, { ...patient(), patientId: body.patientId })).statusCode,
    ).toBe(200);
  });
});

describe('the patient list', () => {
  it('is searched and filtered by blood group, and holds only this institution’s patients', async () => {
    const marker = `Zzpat${Date.now() % 10_000}`;
    await both.call(patientsEndpoints.add, patient({ lastName: `${marker}a`, bloodGroup: 'O-' }));
    await both.call(patientsEndpoints.add, patient({ lastName: `${marker}b`, bloodGroup: 'AB+' }));
    const list = await both.call(patientsEndpoints.list, { search: marker.toLowerCase(), bloodGroup: 'O-' });
    expect(list.json().content).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ bloodGroup: 'O-' })],
    });
    expect(
      (await both.call(patientsEndpoints.list, { search: marker, bloodGroup: 'All' })).json().content.total,
    ).toBe(2);
    expect((await hospital.call(patientsEndpoints.list, { search: marker })).json().content.total).toBe(0);
  });
});

describe('recipients', () => {
  it('lists the units issued to this institution’s patients, for a hospital with a blood bank only', async () => {
    const added = (await both.call(patientsEndpoints.add, patient({ firstName: 'Kavita' }))).json().content
      .data;
    await t.database.db.insert(transfusions).values({
      institutionId: both.account.institution.id,
      patientId: added._id,
      bloodGroup: 'A+',
      component: 'Red Cells Packed',
      purpose: 'Surgery',
      issuedBy: 'Sahyadri Blood Centre',
      bagId: 'SBC-26-004512',
      expiryDate: '2026-12-20',
    });
    const list = (
      await both.call(patientsEndpoints.recipients, { type: 'recepients', search: 'kavita' })
    ).json().content;
    expect(list.data).toEqual([
      expect.objectContaining({
        name: `Kavita ${added.lastName}`,
        patientId: added.patientId,
        component: 'Red Cells Packed',
        bagId: 'SBC-26-004512',
        expiryDate: '2026-12-20',
      }),
    ]);
    expect((await hospital.call(patientsEndpoints.recipients, { type: 'recepients' })).statusCode).toBe(403);
  });
});
