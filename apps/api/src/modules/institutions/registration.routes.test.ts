import { MESSAGES, REGISTRATION_MESSAGES } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, users } from '../../db/schema/index.js';
import { registrationBody } from '../../test/factories.js';
import { lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/institution/register', payload: body });
const addToDirectory = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/institution/geolocation/add', payload: body });

const newHospital = {
  institutionType: 'Hospital',
  institutionName: 'Sassoon General Hospital',
  address: 'Jai Prakash Narayan Road, Near Pune Railway Station',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  latitude: 18.5255,
  longitude: 73.8714,
};

describe('the institution directory that registration searches', () => {
  it('a missing institution is added and then found by part of its name, with its location', async () => {
    const added = await addToDirectory(newHospital);
    expect(added.json()).toMatchObject({
      code: 200,
      message: 'New Institution added successfully',
      content: {
        data: { institutionName: 'Sassoon General Hospital', location: { coordinates: [73.8714, 18.5255] } },
      },
    });
    const found = await t.app.inject({ method: 'GET', url: '/api/institution/location-list?name=sassoon' });
    expect(found.json().content.institutionLocation).toEqual([
      expect.objectContaining({
        institutionName: 'Sassoon General Hospital',
        institutionType: 'Hospital',
        city: 'Pune',
      }),
    ]);
  });

  it('the same institution at the same PIN code is not listed twice', async () => {
    await addToDirectory({ ...newHospital, institutionName: 'Ruby Hall Clinic', zipcode: '411002' });
    const again = await addToDirectory({
      ...newHospital,
      institutionName: 'ruby hall clinic',
      zipcode: '411002',
    });
    expect(again.statusCode).toBe(409);
  });

  it('every field is required, with the spec message', async () => {
    for (const field of ['institutionName', 'address', 'city', 'state', 'zipcode', 'latitude', 'longitude']) {
      const { [field]: _dropped, ...rest } = newHospital as Record<string, unknown>;
      const response = await addToDirectory(rest);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toBe(MESSAGES.allFiledsRequired);
    }
  });

  it('a search needs a term, and wildcards typed by a person match literally', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/institution/location-list?name=' })).statusCode,
    ).toBe(400);
    const percent = await t.app.inject({ method: 'GET', url: '/api/institution/location-list?name=%25' });
    expect(percent.json().content.institutionLocation).toEqual([]);
  });
});

describe('states and cities of India', () => {
  it('lists every state and union territory', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/generic/state-city/list?type=state' });
    const states: string[] = response.json().content.stateOrCity;
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states).toEqual(
      expect.arrayContaining(['Maharashtra', 'Karnataka', 'Delhi', 'Ladakh', 'Tamil Nadu']),
    );
  });

  it('lists the cities of a state, and none of a state that does not exist', async () => {
    const cities = await t.app.inject({
      method: 'GET',
      url: '/api/generic/state-city/list?type=city&state=Maharashtra',
    });
    expect(cities.json().content.stateOrCity).toEqual(expect.arrayContaining(['Pune', 'Mumbai', 'Nagpur']));
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/generic/state-city/list?type=city&state=Atlantis',
    });
    expect(none.json().content.stateOrCity).toEqual([]);
  });
});

describe('registration', () => {
  it('stores a pending blood bank and its key member, and mails the key member', async () => {
    const body = registrationBody();
    const response = await register(body);
    expect(response.json()).toMatchObject({ code: 200, message: MESSAGES.registered });

    const [stored] = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.contactEmail, body.contactEmail));
    expect(stored).toMatchObject({
      status: 'Pending',
      type: 'BloodBank',
      registrationNumber: body.registrationNumber,
    });
    const [keyMember] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.institutionId, stored?.id ?? ''));
    expect(keyMember).toMatchObject({ designation: 'keymember', passwordHash: null });
    const mail = await lastMailTo(t, body.keyMembers[0]?.email ?? '');
    expect(mail.subject).toMatch(/registration received/);
  });

  it('a facilitator (NGO) gets its own success text and keeps its typed coordinates', async () => {
    const body = registrationBody({
      institutionType: 'NGO',
      ngoType: 'NGO',
      address: {
        description: 'Sector 15, Vashi',
        city: 'Navi Mumbai',
        state: 'Maharashtra',
        zipcode: '400703',
        coordinates: [19.076, 73.0],
      },
    });
    const response = await register(body);
    expect(response.json().message).toBe(MESSAGES.registeredFacilitator);
    const [stored] = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.contactEmail, body.contactEmail));
    expect(stored).toMatchObject({ latitude: 19.076, longitude: 73.0, ngoType: 'NGO' });
  });

  it('a blood bank chosen from the directory takes its location from there', async () => {
    const entry = (
      await addToDirectory({
        ...newHospital,
        institutionType: 'BloodBank',
        institutionName: 'KEM Blood Centre',
        zipcode: '411011',
      })
    ).json().content.data;
    const body = registrationBody({ referenceId: entry._id, address: { description: 'Rasta Peth, Pune' } });
    expect((await register(body)).json().code).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.contactEmail, body.contactEmail));
    expect(stored).toMatchObject({
      directoryId: entry._id,
      zipcode: '411011',
      latitude: 18.5255,
      city: 'Pune',
    });
  });

  it.each([
    ['a bad contact e-mail', { contactEmail: 'not-an-email' }, REGISTRATION_MESSAGES.contactEmail],
    ['a 9-digit number', { contactNumber: '987654321' }, REGISTRATION_MESSAGES.contactNumber],
    ['a 12-digit number', { contactNumber: '919876543210' }, REGISTRATION_MESSAGES.contactNumber],
    ['letters in the number', { contactNumber: '98765abcde' }, REGISTRATION_MESSAGES.contactNumber],
    ['no institution name', { institutionName: '  ' }, REGISTRATION_MESSAGES.institutionName],
    ['no registration number', { registrationNumber: '' }, REGISTRATION_MESSAGES.registrationNumber],
    ['no key member', { keyMembers: [] }, REGISTRATION_MESSAGES.keyMember],
  ])('refuses %s with a clear message and stores nothing', async (_case, override, message) => {
    const body = registrationBody(override);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const stored = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.contactEmail, body.contactEmail));
    expect(stored).toEqual([]);
  });

  it('accepts an 11-digit landline number', async () => {
    expect((await register(registrationBody({ contactNumber: '02024567890' }))).json().code).toBe(200);
  });

  it('checks in the spec order: contact e-mail first, then number, name and registration number', async () => {
    const response = await register(
      registrationBody({
        contactEmail: 'bad',
        contactNumber: '1',
        institutionName: '',
        registrationNumber: '',
      }),
    );
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.contactEmail);
    const second = await register(
      registrationBody({ contactNumber: '1', institutionName: '', registrationNumber: '' }),
    );
    expect(second.json().message).toBe(REGISTRATION_MESSAGES.contactNumber);
  });

  it('refuses the same contact e-mail twice, whatever its case, and a key member e-mail already in use', async () => {
    const first = registrationBody();
    await register(first);
    const again = await register(registrationBody({ contactEmail: first.contactEmail.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.emailTaken);

    const sameKeyMember = await register(registrationBody({ keyMembers: first.keyMembers }));
    expect(sameKeyMember.statusCode).toBe(409);
    expect(sameKeyMember.json().message).toBe(REGISTRATION_MESSAGES.keyMemberTaken);
  });

  it('refuses a registration number that another institution already holds', async () => {
    const first = registrationBody();
    await register(first);
    const again = await register(
      registrationBody({ registrationNumber: first.registrationNumber.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.registrationNumberTaken);
  });

  it('a pending institution cannot sign in yet and is told why', async () => {
    const body = registrationBody();
    await register(body);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/institution/login',
      payload: { loginId: body.keyMembers[0]?.email, password: 'Whatever@123', role: 'Login' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/awaiting verification/);
  });
});
