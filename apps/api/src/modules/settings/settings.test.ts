import {
  authEndpoints,
  DEFAULT_LAB_CRITERIA,
  DEFAULT_OPEN_TIME,
  KEY_MEMBER_MESSAGES,
  labEndpoints,
  settingsEndpoints,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signedInInstitution, signIn } from '../../test/callers.js';
import { lastMailTo, setPasswordLinkIn } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const newEmail = () => `lab.${Date.now()}.${++serial}@example.in`;

describe('the settings wizard', () => {
  it('reads defaults before anything is saved, saves the whole object, and shows it again', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const first = (await bank.call(settingsEndpoints.settings)).json().content.data;
    expect(first.general.openTime).toBe(DEFAULT_OPEN_TIME);
    expect(first.monthlyConsumption['O+']).toEqual({
      'Whole Blood': 0,
      Plasma: 0,
      Platelets: 0,
      'Red Cells': 0,
    });
    expect(first.infrastructure.generator).toEqual({ count: 0, capacity: null });
    expect(first.labCriteria).toEqual(DEFAULT_LAB_CRITERIA);

    const settings = {
      ...first,
      general: {
        ...first.general,
        licenceNumber: 'MH/BB/28C/2019/041',
        sector: 'Charitable',
        open24x7: true,
      },
      monthlyConsumption: {
        ...first.monthlyConsumption,
        'O+': { ...first.monthlyConsumption['O+'], 'Red Cells': 240 },
      },
      infrastructure: { ...first.infrastructure, generator: { count: 1, capacity: 62.5 } },
    };
    const saved = await bank.call(settingsEndpoints.edit, { settings });
    expect(saved.json()).toMatchObject({ code: 200, message: 'Settings saved successfully' });

    const again = (await bank.call(settingsEndpoints.settings)).json().content.data;
    expect(again.general).toMatchObject({
      licenceNumber: 'MH/BB/28C/2019/041',
      sector: 'Charitable',
      open24x7: true,
    });
    expect(again.monthlyConsumption['O+']['Red Cells']).toBe(240);
    expect(again.infrastructure.generator).toEqual({ count: 1, capacity: 62.5 });
  });

  it('keeps the criteria the lab saved, and the lab reads the criteria the wizard saved', async () => {
    const bank = await signedInInstitution(t, { type: 'Both' });
    const labCriteria = DEFAULT_LAB_CRITERIA.map((item) => (item.id === 'esr' ? { ...item, max: 15 } : item));
    await bank.call(labEndpoints.setCriteria, { settings: { labCriteria } });
    const read = (await bank.call(settingsEndpoints.settings)).json().content.data;
    expect(read.labCriteria.find((c: { id: string }) => c.id === 'esr').max).toBe(15);

    const tighter = labCriteria.map((item) => (item.id === 'esr' ? { ...item, max: 12 } : item));
    await bank.call(settingsEndpoints.edit, { settings: { ...read, labCriteria: tighter } });
    const lab = (await bank.call(labEndpoints.criteria)).json().content.labCriteria;
    expect(lab.find((c: { id: string }) => c.id === 'esr').max).toBe(12);
  });

  it('refuses bad numbers and changes nothing', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const bad = await bank.send('POST', '/api/institution/edit', {
      settings: { monthlyConsumption: { 'A+': { Plasma: -3 } } },
    });
    expect(bad.statusCode).toBe(400);
    const huge = await bank.send('POST', '/api/institution/edit', {
      settings: { general: { licenceNumber: 'x'.repeat(500) } },
    });
    expect(huge.statusCode).toBe(400);
    const read = (await bank.call(settingsEndpoints.settings)).json().content.data;
    expect(read.monthlyConsumption['A+'].Plasma).toBe(0);
  });

  it('belongs to blood centres: a hospital has no settings to read or save', async () => {
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    expect((await hospital.call(settingsEndpoints.settings)).statusCode).toBe(403);
    expect((await hospital.call(settingsEndpoints.edit, { settings: {} })).statusCode).toBe(403);
    // Its own profile still saves.
    const profile = await hospital.call(settingsEndpoints.edit, { contactNumber: '02026123456' });
    expect(profile.json()).toMatchObject({ code: 200, message: 'Profile updated successfully' });
  });
});

describe('lab members', () => {
  it('are added, mailed a link, sign in to the lab only, and are removed with their sessions', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const email = newEmail();
    const added = await bank.call(settingsEndpoints.addKeyMember, {
      labName: 'Serology Lab',
      firstName: 'Nandini Rao',
      email,
    });
    expect(added.json()).toMatchObject({
      code: 200,
      content: { data: { labName: 'Serology Lab', firstName: 'Nandini Rao', email, confirmed: false } },
    });
    const members = (await bank.call(settingsEndpoints.keyMembers, { designation: 'labMember' })).json()
      .content.data;
    expect(members.map((m: { email: string }) => m.email)).toEqual([email]);

    const link = setPasswordLinkIn(await lastMailTo(t, email));
    expect(link.searchParams.get('type')).toBe('user');
    const confirm = await anonymous(t).call(authEndpoints.confirmUser, {
      id: link.searchParams.get('id') ?? '',
      password: 'Serology@2026',
    });
    expect(confirm.json().code).toBe(200);

    const member = await signIn(t, { loginId: email, password: 'Serology@2026' });
    expect((await member.call(labEndpoints.criteria)).statusCode).toBe(200);
    expect((await member.call(settingsEndpoints.settings)).statusCode).toBe(403);
    expect((await member.call(settingsEndpoints.keyMembers, {})).statusCode).toBe(403);

    const id = added.json().content.data._id;
    const removed = await bank.call(settingsEndpoints.deleteKeyMember, { id });
    expect(removed.json()).toMatchObject({ code: 200, content: { data: { _id: id } } });
    expect((await member.call(labEndpoints.criteria)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/institution/login',
      payload: { loginId: email, password: 'Serology@2026', role: 'Login' },
    });
    expect(again.json().code).not.toBe(200);
    expect((await bank.call(settingsEndpoints.keyMembers, {})).json().content.data).toEqual([]);
  });

  it('refuses an e-mail already in use, twice, with the spec message, and empty fields with "Enter valid data"', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const email = newEmail();
    const lab = { labName: 'Haematology', firstName: 'Arjun', email };
    expect((await bank.call(settingsEndpoints.addKeyMember, lab)).json().code).toBe(200);
    for (const shouted of [email, email.toUpperCase()]) {
      const twice = await bank.call(settingsEndpoints.addKeyMember, { ...lab, email: shouted });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(KEY_MEMBER_MESSAGES.emailInUse);
    }
    // The key member's own e-mail signs in already.
    const own = await bank.call(settingsEndpoints.addKeyMember, { ...lab, email: bank.account.loginId });
    expect(own.json().message).toBe(KEY_MEMBER_MESSAGES.emailInUse);

    for (const empty of [
      { ...lab, labName: ' ' },
      { ...lab, firstName: '' },
      { ...lab, email: 'not-an-email' },
    ]) {
      const refused = await bank.call(settingsEndpoints.addKeyMember, empty);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(KEY_MEMBER_MESSAGES.invalid);
    }
    expect((await bank.call(settingsEndpoints.keyMembers, {})).json().content.data).toHaveLength(1);
  });

  it("are the centre's own: another centre cannot see or remove them (404)", async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const other = await signedInInstitution(t, { type: 'Both' });
    const added = await bank.call(settingsEndpoints.addKeyMember, {
      labName: 'Microbiology',
      firstName: 'Imran',
      email: newEmail(),
    });
    const id = added.json().content.data._id;
    expect((await other.call(settingsEndpoints.keyMembers, {})).json().content.data).toEqual([]);
    expect((await other.call(settingsEndpoints.deleteKeyMember, { id })).statusCode).toBe(404);
    expect((await bank.call(settingsEndpoints.deleteKeyMember, { id: 'not-an-id' })).statusCode).toBe(404);
    expect((await bank.call(settingsEndpoints.keyMembers, {})).json().content.data).toHaveLength(1);
  });

  it('a removed member can be added again by the same centre, with a new link', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const email = newEmail();
    const lab = { labName: 'Serology', firstName: 'Kavita', email };
    const first = (await bank.call(settingsEndpoints.addKeyMember, lab)).json().content.data;
    await bank.call(settingsEndpoints.deleteKeyMember, { id: first._id });
    const back = await bank.call(settingsEndpoints.addKeyMember, { ...lab, labName: 'Serology 2' });
    expect(back.json().content.data).toMatchObject({
      _id: first._id,
      labName: 'Serology 2',
      confirmed: false,
    });
  });
});
