import { availabilityEndpoints, inventoryEndpoints } from '@raktsetu/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, institutions, inventoryUnits } from '../../db/schema/index.js';
import { anonymous, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, daysAgo } from '../inventory/inventory.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = () => anonymous(t);

async function search(query: Parameters<typeof availabilityEndpoints.search.query.parse>[0]) {
  const response = await visitor().call(availabilityEndpoints.search, query as never);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as {
    data: {
      _id: string;
      name: string;
      phone: string;
      distanceKm: number | null;
      updatedAt: string | null;
      units: number;
      counts: { bloodGroup: string; component: string; units: number }[];
    }[];
    total: number;
  };
}

const centreIn = (city: string, state: string, extra: Parameters<typeof signedInInstitution>[1] = {}) =>
  signedInInstitution(t, { place: { city, state }, ...extra });

describe('a visitor looking for blood, without signing in', () => {
  it('finds the blood centres of a state that hold released units now, counted per group and component', async () => {
    const goa = await centreIn('Panaji', 'Goa');
    await addUnits(goa, 3, { bloodGroup: 'O+' });
    await addUnits(goa, 1, { bloodGroup: 'B-', component: 'Plasma Fresh Frozen' });
    // Not counted: waiting for the lab, expired, thrown away.
    await addUnits(goa, 2, { bloodGroup: 'O+', screeningDone: false });
    const [expiring] = await addUnits(goa, 1, { bloodGroup: 'A+' });
    await t.database.db
      .update(inventoryUnits)
      .set({ expiryDate: daysAgo(1) })
      .where(eq(inventoryUnits.id, expiring as string));
    const [broken] = await addUnits(goa, 1, { bloodGroup: 'AB+' });
    expect(
      (
        await goa.call(inventoryEndpoints.changeStatus, {
          type: 'dispose',
          inventoryIds: [broken as string],
          reason: 'brokenBag',
        })
      ).statusCode,
    ).toBe(200);
    // Not shown at all: a centre with nothing on its shelf, one still waiting for approval, a blocked one.
    await centreIn('Margao', 'Goa');
    const pending = await centreIn('Panaji', 'Goa');
    await addUnits(pending, 2);
    const blocked = await centreIn('Panaji', 'Goa');
    await addUnits(blocked, 2);
    const db = t.database.db;
    await db
      .update(institutions)
      .set({ status: 'Pending' })
      .where(eq(institutions.id, pending.account.institution.id));
    await db
      .update(institutions)
      .set({ accessState: 'Blocked' })
      .where(eq(institutions.id, blocked.account.institution.id));

    const found = await search({ state: 'Goa' });

    expect(found.total).toBe(1);
    const [centre] = found.data;
    expect(centre).toMatchObject({
      _id: goa.account.institution.id,
      name: goa.account.institution.name,
      phone: '+91 9876543210',
      units: 4,
      distanceKm: null,
      counts: [
        { bloodGroup: 'B-', component: 'Plasma Fresh Frozen', units: 1 },
        { bloodGroup: 'O+', component: 'Whole Blood', units: 3 },
      ],
    });
    expect(Date.now() - Date.parse(centre?.updatedAt ?? '')).toBeLessThan(60_000);
    // Counts and the centre's public card only: no unit, bag, donor or mail address leaves.
    expect(JSON.stringify(found)).not.toMatch(/BAG-|bagId|donor|@example\.in/);
  });

  it('narrows by city, blood group and component, and answers an empty list when none holds it', async () => {
    const pune = await centreIn('Pune', 'Kerala');
    const kochi = await centreIn('Kochi', 'Kerala');
    await addUnits(pune, 2, { bloodGroup: 'A-' });
    await addUnits(kochi, 1, { bloodGroup: 'A-', component: 'Red Cells Packed' });
    await addUnits(kochi, 1, { bloodGroup: 'O-' });

    expect((await search({ state: 'Kerala', city: 'kochi' })).data.map((c) => c._id)).toEqual([
      kochi.account.institution.id,
    ]);
    const aNegative = await search({ state: 'Kerala', bloodGroup: 'A-' });
    expect(aNegative.total).toBe(2);
    const kochiRow = aNegative.data.find((c) => c._id === kochi.account.institution.id);
    expect(kochiRow?.counts).toEqual([{ bloodGroup: 'A-', component: 'Red Cells Packed', units: 1 }]);
    const packed = await search({ state: 'Kerala', bloodGroup: 'A-', component: 'Red Cells Packed' });
    expect(packed.data.map((c) => c._id)).toEqual([kochi.account.institution.id]);
    expect(await search({ state: 'Kerala', bloodGroup: 'AB-' })).toEqual({ data: [], total: 0 });
  });

  it('lists the nearest centre first, with its distance, when the visitor shares their position', async () => {
    const near = await centreIn('Shimla', 'Himachal Pradesh', {
      position: { latitude: 31.1, longitude: 77.17 },
    });
    const far = await centreIn('Dharamshala', 'Himachal Pradesh', {
      position: { latitude: 32.22, longitude: 76.32 },
    });
    await addUnits(near, 1);
    await addUnits(far, 1);

    const found = await search({ state: 'Himachal Pradesh', latitude: 31.1, longitude: 77.18 });

    expect(found.data.map((c) => c._id)).toEqual([near.account.institution.id, far.account.institution.id]);
    expect(found.data[0]?.distanceKm).toBeLessThan(2);
    expect(found.data[1]?.distanceKm).toBeGreaterThan(100);
  });

  it('pages the centres, each page counted over all of them', async () => {
    for (const city of ['Agartala', 'Udaipur', 'Dharmanagar'])
      await addUnits(await centreIn(city, 'Tripura'), 1);
    const first = await search({ state: 'Tripura', limit: 2, page: 1 });
    const second = await search({ state: 'Tripura', limit: 2, page: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((c) => c._id)).size).toBe(3);
  });

  it('offers the cities of a state that have a blood centre, once each', async () => {
    await centreIn('Imphal', 'Manipur');
    await centreIn('imphal ', 'Manipur');
    await centreIn('Churachandpur', 'Manipur');
    await centreIn('Ukhrul', 'Manipur', { type: 'Hospital' });
    const response = await visitor().call(availabilityEndpoints.cities, { state: 'Manipur' });
    expect(response.json().content.cities).toEqual(['Churachandpur', 'Imphal']);
  });

  it('refuses a search without a state or with half a position, and changes nothing', async () => {
    const noState = await visitor().send('GET', '/api/public/blood-availability');
    expect(noState.statusCode).toBe(400);
    expect(noState.body).toContain('Choose a state');
    const half = await visitor().send('GET', '/api/public/blood-availability?state=Goa&latitude=15.4');
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('Send both latitude and longitude, or neither');
    const badGroup = await visitor().send('GET', '/api/public/blood-availability?state=Goa&bloodGroup=Z%2B');
    expect(badGroup.statusCode).toBe(400);
  });

  it('slows down one address that asks more than sixty times a minute', async () => {
    const scraper = anonymous(t, '10.200.0.1');
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await scraper.call(availabilityEndpoints.cities, { state: 'Goa' })).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe('a blood centre keeping a component out of the public view', () => {
  it('hides it from the search, keeps it in its own stock, and records who chose so', async () => {
    const bank = await centreIn('Aizawl', 'Mizoram');
    await addUnits(bank, 2, { bloodGroup: 'O+' });
    await addUnits(bank, 1, {
      bloodGroup: 'O+',
      component: 'Platelets Random Donor',
      collectionDate: daysAgo(1),
    });
    expect((await bank.call(availabilityEndpoints.settings)).json().content.data).toEqual({
      hiddenComponents: [],
    });

    const saved = await bank.call(availabilityEndpoints.saveSettings, {
      hiddenComponents: ['Platelets Random Donor', 'Platelets Random Donor'],
    });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.data).toEqual({ hiddenComponents: ['Platelets Random Donor'] });
    const [centre] = (await search({ state: 'Mizoram' })).data;
    expect(centre?.counts).toEqual([{ bloodGroup: 'O+', component: 'Whole Blood', units: 2 }]);
    expect(await search({ state: 'Mizoram', component: 'Platelets Random Donor' })).toEqual({
      data: [],
      total: 0,
    });
    const stock = (await bank.call(inventoryEndpoints.components)).json().content.data;
    expect(
      stock.find((row: { component: string }) => row.component === 'Platelets Random Donor'),
    ).toMatchObject({ available: 1 });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['institution.public-stock-saved']));
    expect(audit.map((row) => row.institutionId)).toContain(bank.account.institution.id);
  });

  it('is a blood centre’s choice alone: a hospital or an NGO is refused, a visitor must sign in', async () => {
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const body = { hiddenComponents: ['Whole Blood' as const] };
    expect((await hospital.call(availabilityEndpoints.saveSettings, body)).statusCode).toBe(403);
    expect((await ngo.call(availabilityEndpoints.saveSettings, body)).statusCode).toBe(403);
    expect((await visitor().call(availabilityEndpoints.saveSettings, body)).statusCode).toBe(401);
    const unknown = await (await centreIn('Kohima', 'Nagaland')).send(
      'POST',
      '/api/institution/public-stock',
      {
        hiddenComponents: ['Blood Soup'],
      },
    );
    expect(unknown.statusCode).toBe(400);
  });
});
