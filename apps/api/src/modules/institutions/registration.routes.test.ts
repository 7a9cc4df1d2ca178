import { adminEndpoints, authEndpoints, MESSAGES, REGISTRATION_MESSAGES } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, institutions, users } from '../../db/schema/index.js';
import { anonymous, signedInAdmin } from '../../test/callers.js';
import { createAdmin, createUpload, registrationBody } from '../../test/factories.js';
import { lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) =>
  anonymous(t).send('POST', '/api/institution/register', body);
const addToDirectory = (body: Record<string, unknown>) =>
  anonymous(t).send('POST', '/api/institution/geolocation/add', body);

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
    const body = await registrationBody(t.database.db);
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
    const body = await registrationBody(t.database.db, {
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
    const body = await registrationBody(t.database.db, {
      referenceId: entry._id,
      address: { description: 'Rasta Peth, Pune' },
    });
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
    const body = await registrationBody(t.database.db, override);
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
    expect(
      (await register(await registrationBody(t.database.db, { contactNumber: '02024567890' }))).json().code,
    ).toBe(200);
  });

  it('checks in the spec order: contact e-mail first, then number, name and registration number', async () => {
    const response = await register(
      await registrationBody(t.database.db, {
        contactEmail: 'bad',
        contactNumber: '1',
        institutionName: '',
        registrationNumber: '',
      }),
    );
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.contactEmail);
    const second = await register(
      await registrationBody(t.database.db, {
        contactNumber: '1',
        institutionName: '',
        registrationNumber: '',
      }),
    );
    expect(second.json().message).toBe(REGISTRATION_MESSAGES.contactNumber);
  });

  it('an e-mail that already has an account gets the same answer as a new one; its owner is told by mail', async () => {
    const first = await registrationBody(t.database.db);
    await register(first);
    const admin = await createAdmin(t.database.db);
    for (const override of [
      { contactEmail: first.contactEmail.toUpperCase() },
      { keyMembers: first.keyMembers },
      { keyMembers: [{ ...first.keyMembers[0], email: admin.loginId }] },
    ]) {
      const body = await registrationBody(t.database.db, override);
      const response = await register(body);
      expect(response.json()).toMatchObject({ code: 200, message: MESSAGES.registered });
      const stored = await t.database.db
        .select()
        .from(institutions)
        .where(eq(institutions.registrationNumber, body.registrationNumber));
      expect(stored).toEqual([]);
    }
    expect((await lastMailTo(t, admin.loginId)).subject).toBe(
      'RaktSetu: a registration used your e-mail address',
    );
  });

  it('refuses a registration number that another institution already holds', async () => {
    const first = await registrationBody(t.database.db);
    await register(first);
    const again = await register(
      await registrationBody(t.database.db, { registrationNumber: first.registrationNumber.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.registrationNumberTaken);
  });

  it('a pending institution cannot sign in yet, and is answered like an unknown account', async () => {
    const body = await registrationBody(t.database.db);
    await register(body);
    const login = await anonymous(t).call(authEndpoints.login, {
      loginId: body.keyMembers[0]?.email ?? '',
      password: 'Whatever@123',
      role: 'Login',
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MESSAGES.loginInvalid);
  });
});

describe('what registration refuses, as an attacker would try it', () => {
  it.each([
    ['a newline in the name', { institutionName: 'City Blood Bank\nClick here' }],
    ['a web address in the name', { institutionName: 'Free blood at https://evil.example' }],
    ['a NUL character in the address', { address: { description: 'MG Road\u0000' } }],
    ['a 100,000-character PIN code', { address: { description: 'MG Road', zipcode: '4'.repeat(100_000) } }],
    ['a 5-digit PIN code', { address: { description: 'MG Road', zipcode: '41100' } }],
    ['a key member name with a link', { keyMembers: [{ firstName: 'www.win.in', email: 'a@b.in' }] }],
    [
      'an attachment that is any URL',
      { attachments: [{ name: 'x.pdf', location: 'https://evil.example/x.pdf' }] },
    ],
    ['no certificate', { attachments: [] }],
  ])('%s is a 400 that stores nothing', async (_case, override) => {
    const body = await registrationBody(t.database.db, override);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
    const stored = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.contactEmail, body.contactEmail));
    expect(stored).toEqual([]);
  });

  it('a certificate is taken once: the same upload cannot be attached by a second registration', async () => {
    const certificate = await createUpload(t.database.db);
    expect(
      (await register(await registrationBody(t.database.db, { attachments: [certificate] }))).statusCode,
    ).toBe(200);
    const second = await register(await registrationBody(t.database.db, { attachments: [certificate] }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(REGISTRATION_MESSAGES.certificate);
  });

  it("a file uploaded by a signed-in institution cannot be passed off as another's certificate", async () => {
    const owned = await createUpload(t.database.db, { institutionId: crypto.randomUUID() });
    const response = await register(await registrationBody(t.database.db, { attachments: [owned] }));
    expect(response.statusCode).toBe(400);
  });

  it('the certificate belongs to the registering institution once registered', async () => {
    const body = await registrationBody(t.database.db);
    const id = (await register(body)).json().content.data._id;
    const [file] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.storedName, body.attachments[0]?.location.split('/').pop() ?? ''));
    expect(file?.institutionId).toBe(id);
    const admin = await signedInAdmin(t);
    const detail = await admin.call(adminEndpoints.pendingInstitution, { id });
    expect(detail.json().content.data.attachments).toEqual(body.attachments);
  });

  it('one address may register a handful of institutions an hour, not more', async () => {
    const address = '10.77.0.1';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const body = await registrationBody(t.database.db);
      statuses.push((await anonymous(t, address).send('POST', '/api/institution/register', body)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a NUL character in a search is refused with 400, not a database error', async () => {
    const response = await anonymous(t).send('GET', '/api/institution/location-list?name=ab%00cd');
    expect(response.statusCode).toBe(400);
  });
});
