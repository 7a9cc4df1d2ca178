import { formatDin, indiaToday, inventoryEndpoints, requestsEndpoints } from '@raktsetu/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, inventoryUnits, unitEvents } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, daysAgo, institutionIdOf, nextBag, patientRequest } from './inventory.test-support.js';

let t: TestApp;
let bank: Caller;
let neighbour: Caller;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
  neighbour = await signedInInstitution(t, { type: 'Both' });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function stockCell(caller: Caller, group: string, component: string) {
  const answer = (await caller.call(inventoryEndpoints.stock, {})).json().content;
  return answer.data
    .find((g: { _id: string }) => g._id === group)
    .inventory.find((c: { component: string }) => c.component === component);
}

async function unitOf(caller: Caller, id: string) {
  return (await caller.call(inventoryEndpoints.unit, { id })).json().content;
}

/** Puts a unit in a state no call of this issue reaches (the lab's), as the lab will. */
async function force(id: string, values: Partial<typeof inventoryUnits.$inferInsert>) {
  await db().update(inventoryUnits).set(values).where(eq(inventoryUnits.id, id));
}

describe('adding units', () => {
  it('counts declared-screened units as available and the rest as quarantined, with the expiry from the shelf life', async () => {
    const caller = await signedInInstitution(t);
    await addUnits(caller, 3, {
      bloodGroup: 'O-',
      component: 'Red Cells Packed',
      collectionDate: daysAgo(2),
    });
    const [quarantined] = await addUnits(caller, 1, {
      bloodGroup: 'O-',
      component: 'Red Cells Packed',
      collectionDate: daysAgo(2),
      screeningDone: false,
    });
    expect(await stockCell(caller, 'O-', 'Red Cells Packed')).toEqual({
      component: 'Red Cells Packed',
      available: 3,
      expiring: 0,
      quarantined: 1,
    });
    const { data } = await unitOf(caller, quarantined as string);
    expect(data).toMatchObject({ state: 'quarantined', screening: 'pending', status: 0 });
    // CPDA-1 packed red cells keep 35 days from collection.
    expect(data.expiryDate).toBe(
      new Date(Date.parse(`${daysAgo(2)}T00:00:00Z`) + 35 * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it('refuses a bag number the institution already has, and adds nothing of the batch', async () => {
    const caller = await signedInInstitution(t);
    const bag = nextBag();
    await addUnits(caller, 1, { bagId: bag });
    const again = await caller.call(inventoryEndpoints.add, {
      inventories: [
        {
          bagId: nextBag(),
          volume: 350,
          storedIn: 'Fridge',
          collectionDate: daysAgo(1),
          screeningDone: true,
        },
        {
          bagId: bag.toLowerCase(),
          volume: 350,
          storedIn: 'Fridge',
          collectionDate: daysAgo(1),
          screeningDone: true,
        },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Bag number ${bag} is already in your inventory`);
    expect((await stockCell(caller, 'A+', 'Whole Blood')).available).toBe(1);
  });

  it('refuses missing fields with the spec’s words, control characters, and a unit that has already expired', async () => {
    const missing = await bank.send('POST', '/api/institution/inventory/add', {
      inventories: [{ bagId: nextBag(), collectionDate: daysAgo(1) }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('All Fileds Is Required');
    const smuggled = await bank.send('POST', '/api/institution/inventory/add', {
      inventories: [{ bagId: 'B1', volume: 350, storedIn: 'Fridge\u0000', collectionDate: daysAgo(1) }],
    });
    expect(smuggled.statusCode).toBe(400);
    const stale = await bank.call(inventoryEndpoints.add, {
      inventories: [
        { bagId: 'OLD-1', volume: 350, storedIn: 'Fridge', collectionDate: daysAgo(60), screeningDone: true },
      ],
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Bag OLD-1 has already expired');
  });
});

describe('issuing to a patient', () => {
  it('issues first-expiring units against the request, counts them received and writes the history', async () => {
    const caller = await signedInInstitution(t);
    const ids = await addUnits(caller, 3);
    const requestId = await patientRequest(caller, { units: 2, patientId: 'MRN-77' });
    const picker = (
      await caller.call(inventoryEndpoints.list, {
        type: 'inventory',
        component: 'Whole Blood',
        bloodGroup: 'A+',
        selectable: 'true',
        sort: 'expiryDate',
        order: 'asc',
      })
    ).json().content;
    // The oldest bag (added first) expires first and tops the picker.
    expect(picker.data.map((row: { _id: string }) => row._id)).toEqual(ids);

    const issued = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      issueType: 'patient',
      id: requestId,
      status: 3,
      issuedUnits: 2,
      inventoryIds: ids.slice(0, 2),
      deliveryType: 'toBeCollected',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().message).toBe('A+ Whole Blood issued to patient');
    expect(issued.json().content.data.map((row: { status: number }) => row.status)).toEqual([3, 3]);

    const [request] = await db().select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
    expect(request).toMatchObject({ unitsReceived: 2, status: 3 });
    const { data, history } = await unitOf(caller, ids[0] as string);
    expect(data).toMatchObject({ state: 'issued', patientName: 'Ravi Kumar', patientId: 'MRN-77' });
    expect(history.map((row: { action: string }) => row.action)).toEqual(['added', 'issued']);
    expect(history[1].summary).toBe('Issued to patient Ravi Kumar (MRN-77) of Sassoon General Hospital');
    expect((await stockCell(caller, 'A+', 'Whole Blood')).available).toBe(1);
  });

  it('refuses, with 409 and the reason, units that may not go to this patient — and changes nothing', async () => {
    const caller = await signedInInstitution(t);
    const [quarantined] = await addUnits(caller, 1, { screeningDone: false });
    const [expired, unsafe, issuedAlready, good] = await addUnits(caller, 4);
    await force(expired as string, { collectionDate: daysAgo(40), expiryDate: daysAgo(1) });
    await force(unsafe as string, { state: 'unsafe', screening: 'reactive' });
    const bPositive = await patientRequest(caller, { bloodGroup: 'B+', units: 1 });
    const aPositive = await patientRequest(caller, { units: 1 });
    const issue = (requestId: string, inventoryIds: string[]) =>
      caller.call(inventoryEndpoints.changeStatus, {
        type: 'issue',
        id: requestId,
        inventoryIds,
        deliveryType: 'toBeDeliver',
      });
    await issue(aPositive, [issuedAlready as string]);
    const another = await patientRequest(caller, { units: 1 });

    const cases: [string, string, string][] = [
      [another, quarantined as string, 'This unit is quarantined: its screening is not released yet'],
      [another, expired as string, 'This unit has expired'],
      [
        another,
        unsafe as string,
        'This unit is unsafe: the lab failed it (a reactive screening test or a Fail)',
      ],
      [another, issuedAlready as string, 'This unit is already issued'],
      [bPositive, good as string, 'A+ Whole Blood is not compatible with a B+ patient'],
    ];
    for (const [requestId, unitId, why] of cases) {
      const response = await issue(requestId, [unitId]);
      expect(response.statusCode, why).toBe(409);
      expect(response.json().message).toMatch(/^Bag BAG-\d+: /);
      expect(response.json().message.endsWith(`: ${why}`), response.json().message).toBe(true);
    }
    const overIssue = await issue(another, [good as string, expired as string]);
    expect(overIssue.statusCode).toBe(409);
    expect(overIssue.json().message).toBe('This request needs 1 more unit; 2 were selected');
    expect((await unitOf(caller, good as string)).data.state).toBe('available');
    expect((await unitOf(caller, expired as string)).data).toMatchObject({ state: 'expired', status: 0 });
  });

  it('refuses a unit of another component than the request asks for', async () => {
    const caller = await signedInInstitution(t);
    const [plasma] = await addUnits(caller, 1, { component: 'Plasma Fresh Frozen', bloodGroup: 'AB+' });
    const requestId = await patientRequest(caller, { units: 1 });
    const response = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id: requestId,
      inventoryIds: [plasma as string],
      deliveryType: 'toBeDeliver',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/asks for Whole Blood, not Plasma Fresh Frozen$/);
  });
});

describe('another institution', () => {
  it('cannot see, issue, transfer, dispose or process a unit it does not hold: 404, and nothing changes', async () => {
    const [unit] = await addUnits(bank, 6);
    const stranger = await signedInInstitution(t);
    const theirRequest = await patientRequest(stranger);
    const calls = [
      () => stranger.call(inventoryEndpoints.unit, { id: unit as string }),
      () =>
        stranger.call(inventoryEndpoints.changeStatus, {
          type: 'issue',
          id: theirRequest,
          inventoryIds: [unit as string],
          deliveryType: 'toBeDeliver',
        }),
      () =>
        stranger.call(inventoryEndpoints.changeStatus, {
          type: 'dispose',
          inventoryIds: [unit as string],
          reason: 'brokenBag',
        }),
      () =>
        stranger.call(inventoryEndpoints.changeStatus, {
          type: 'transfer',
          inventoryIds: [unit as string],
          institutionId: unit as string,
          deliveryType: 'toBeDeliver',
        }),
      () =>
        stranger.call(inventoryEndpoints.changeInProcessing, {
          type: 'returnToInventory',
          inventoryIds: [unit as string],
        }),
      () => stranger.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids: [unit as string] }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    const bag = (await unitOf(bank, unit as string)).data.bagId;
    expect((await stranger.call(inventoryEndpoints.lookup, { code: bag })).statusCode).toBe(404);
    expect((await unitOf(bank, unit as string)).data.state).toBe('available');
  });

  it('cannot issue against a request that is not its own or addressed to it', async () => {
    const [unit] = await addUnits(bank, 1);
    const stranger = await signedInInstitution(t);
    const theirRequest = await patientRequest(stranger);
    const response = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id: theirRequest,
      inventoryIds: [unit as string],
      deliveryType: 'toBeDeliver',
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await bank.call(requestsEndpoints.list, {})).json().content.data.map((r: { _id: string }) => r._id),
    ).not.toContain(theirRequest);
  });

  it('hospitals and NGOs have no inventory', async () => {
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    expect((await hospital.call(inventoryEndpoints.stock, {})).statusCode).toBe(403);
  });
});

describe('transfer and receipt', () => {
  it('sends units in transfer, which the receiver accepts: they change holder, and both ends keep the history', async () => {
    const sender = await signedInInstitution(t);
    const ids = await addUnits(sender, 2, { bloodGroup: 'B-' });
    const receiverId = await institutionIdOf(neighbour);
    const targets = (await sender.call(inventoryEndpoints.transferTargets, { type: 'bloodbank' })).json()
      .content.data;
    expect(targets.map((target: { _id: string }) => target._id)).toContain(receiverId);
    expect(
      targets.every((target: { institutionType: string }) =>
        ['BloodBank', 'Both'].includes(target.institutionType),
      ),
    ).toBe(true);

    const sent = await sender.call(inventoryEndpoints.changeStatus, {
      type: 'transfer',
      institutionId: receiverId,
      inventoryIds: ids,
      comments: 'For the thalassaemia day-care',
      details: 'Cold box 3',
      deliveryType: 'toBeDeliver',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Transfer Successfully');
    expect((await stockCell(sender, 'B-', 'Whole Blood')).available).toBe(0);
    const outgoing = (await sender.call(inventoryEndpoints.transfers, { type: 'outgoing' })).json().content;
    expect(outgoing.total).toBe(2);
    const incoming = (await neighbour.call(inventoryEndpoints.transfers, { type: 'incoming' })).json()
      .content;
    expect(incoming.data.map((row: { _id: string }) => row._id).sort()).toEqual([...ids].sort());
    expect(incoming.data[0]).toMatchObject({ state: 'inTransfer', isTransferInProcess: true });
    // The sender cannot receive its own units, nor issue or transfer them while they travel.
    const own = await sender.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/Only the receiving institution can accept or decline it$/);

    const accepted = await neighbour.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Transfer Successfully');
    expect((await stockCell(neighbour, 'B-', 'Whole Blood')).available).toBeGreaterThanOrEqual(2);
    const atReceiver = await unitOf(neighbour, ids[0] as string);
    expect(atReceiver.data).toMatchObject({ mine: true, state: 'available' });
    expect(atReceiver.data.receivedFrom).toMatch(/^Test BloodBank/);
    const atSender = await unitOf(sender, ids[0] as string);
    expect(atSender.data.mine).toBe(false);
    expect(atSender.history.map((row: { action: string }) => row.action)).toEqual([
      'added',
      'transfer-sent',
      'transfer-accepted',
    ]);
    const again = await neighbour.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids });
    expect(again.statusCode).toBe(409);
  });

  it('returns declined units to the sender', async () => {
    const sender = await signedInInstitution(t);
    const ids = await addUnits(sender, 1, { bloodGroup: 'AB-' });
    await sender.call(inventoryEndpoints.changeStatus, {
      type: 'transfer',
      institutionId: await institutionIdOf(neighbour),
      inventoryIds: ids,
      deliveryType: 'toBeCollected',
    });
    const declined = await neighbour.call(inventoryEndpoints.confirmTransfer, { state: 'Declined', ids });
    expect(declined.json().message).toBe('Declined successfully');
    expect((await unitOf(sender, ids[0] as string)).data).toMatchObject({ mine: true, state: 'available' });
  });

  it('does not transfer to a hospital without a blood bank, or to itself', async () => {
    const [unit] = await addUnits(bank, 1);
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    for (const institutionId of [await institutionIdOf(hospital), await institutionIdOf(bank)]) {
      const response = await bank.call(inventoryEndpoints.changeStatus, {
        type: 'transfer',
        institutionId,
        inventoryIds: [unit as string],
        deliveryType: 'toBeDeliver',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await unitOf(bank, unit as string)).data.state).toBe('available');
  });
});

describe('processing', () => {
  it('sends six units to processing, records the components made from them, and the components keep the donation in their history', async () => {
    const caller = await signedInInstitution(t);
    const ids = await addUnits(caller, 6, { bloodGroup: 'O+', donorId: 'D1234567' });
    const tooMuch = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'process',
      inventoryIds: ids,
      volumes: [{ component: 'Red Cells Packed', volume: 2500 }],
      approximateVolume: 450,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('You cannot exceeds more than 2430 ml.');
    const fiveUnits = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'process',
      inventoryIds: ids.slice(0, 5),
      volumes: [{ component: 'Red Cells Packed', volume: 1000 }],
      approximateVolume: 450,
    });
    expect(fiveUnits.statusCode).toBe(400);

    const sent = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'process',
      inventoryIds: ids,
      volumes: [
        { component: 'Red Cells Packed', volume: 1500 },
        { component: 'Plasma Fresh Frozen', volume: 800 },
      ],
      approximateVolume: 450,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inProcess = (await caller.call(inventoryEndpoints.inProcessing, {})).json().content;
    expect(inProcess.total).toBe(6);
    expect(inProcess.data[0]).toMatchObject({ state: 'inProcessing', inBloodProcessing: true });

    const empty = await caller.call(inventoryEndpoints.changeInProcessing, {
      type: 'processed',
      inventoryIds: ids,
    });
    expect(empty.json().message).toBe('Please Update Stock!');
    const [first, second, ...rest] = ids as [string, string, ...string[]];
    const made = await caller.call(inventoryEndpoints.changeInProcessing, {
      type: 'processed',
      inventoryIds: [first, second],
      inventories: [
        {
          parentId: first,
          bagId: 'PRC-1',
          component: 'Red Cells Packed',
          volume: 250,
          storedIn: 'Fridge 2',
          processedDate: indiaToday(),
        },
        {
          parentId: first,
          bagId: 'FFP-1',
          component: 'Plasma Fresh Frozen',
          volume: 150,
          storedIn: 'Freezer 1',
          processedDate: indiaToday(),
        },
        {
          parentId: second,
          bagId: 'PRC-2',
          component: 'Red Cells Packed',
          volume: 250,
          storedIn: 'Fridge 2',
          processedDate: indiaToday(),
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('Stock Updated Successfully');
    const components = made.json().content.data;
    expect(
      components.map((c: { component: string; bloodGroup: string }) => `${c.bloodGroup} ${c.component}`),
    ).toEqual(['O+ Red Cells Packed', 'O+ Plasma Fresh Frozen', 'O+ Red Cells Packed']);
    const parent = await unitOf(caller, first);
    expect(parent.data).toMatchObject({ state: 'processed', status: 5 });
    expect(parent.data.components.map((c: { bagId: string }) => c.bagId)).toEqual(['FFP-1', 'PRC-1']);
    const plasma = await unitOf(caller, components[1]._id);
    expect(plasma.data).toMatchObject({ donorId: 'D1234567', collectionDate: parent.data.collectionDate });
    expect(plasma.data.parent.bagId).toBe(parent.data.bagId);
    expect(plasma.history.map((row: { action: string }) => row.action)).toEqual([
      'added',
      'to-processing',
      'processed',
      'made-from',
    ]);

    const returned = await caller.call(inventoryEndpoints.changeInProcessing, {
      type: 'returnToInventory',
      inventoryIds: rest.slice(0, 2),
    });
    expect(returned.statusCode).toBe(200);
    const binned = await caller.call(inventoryEndpoints.changeInProcessing, {
      type: 'dispose',
      inventoryIds: rest.slice(2),
      reason: 'brokenBag',
    });
    expect(binned.json().message).toBe('2 units of O+ Whole Blood disposed as waste');
    expect((await caller.call(inventoryEndpoints.inProcessing, {})).json().content.total).toBe(0);
  });
});

describe('disposal', () => {
  it('disposes held units with a reason and says so in the spec’s words; an issued unit cannot be disposed', async () => {
    const caller = await signedInInstitution(t);
    const ids = await addUnits(caller, 2, {
      bloodGroup: 'A-',
      component: 'Platelets Random Donor',
      collectionDate: daysAgo(1),
    });
    const noReason = await caller.send('POST', '/api/institution/inventory/change-status', {
      type: 'dispose',
      inventoryIds: ids,
    });
    expect(noReason.statusCode).toBe(400);
    const disposed = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'dispose',
      inventoryIds: ids,
      reason: 'transport',
    });
    expect(disposed.json().message).toBe('2 units of A- Platelets Random Donor disposed as waste');
    expect(disposed.json().content.data[0]).toMatchObject({ status: 1, state: 'disposed' });
    const twice = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'dispose',
      inventoryIds: ids,
      reason: 'other',
      comment: 'again',
    });
    expect(twice.statusCode).toBe(409);
    const register = (await caller.call(inventoryEndpoints.list, { type: 'disposed' })).json().content;
    expect(register.total).toBe(2);
  });
});

describe('the lists', () => {
  it('find units by bag, group and date, show expiring ones by window and the ageing report by band', async () => {
    const caller = await signedInInstitution(t);
    await addUnits(caller, 1, {
      bagId: 'SRCH-1',
      bloodGroup: 'HH',
      component: 'Platelets Random Donor',
      collectionDate: daysAgo(4),
    });
    await addUnits(caller, 1, { bagId: 'SRCH-2', bloodGroup: 'O+', collectionDate: daysAgo(20) });
    const search = async (text: string) =>
      (await caller.call(inventoryEndpoints.list, { search: text }))
        .json()
        .content.data.map((row: { bagId: string }) => row.bagId);
    expect(await search('srch')).toEqual(['SRCH-1', 'SRCH-2']);
    expect(await search('HH')).toEqual(['SRCH-1']);
    const collected = daysAgo(20).split('-').reverse().join('/');
    expect(await search(collected)).toEqual(['SRCH-2']);
    // Platelets keep five days: collected four days ago, they are used by tomorrow.
    const expiring = (await caller.call(inventoryEndpoints.list, { type: 'expiring', days: 3 })).json()
      .content;
    expect(expiring.data.map((row: { bagId: string }) => row.bagId)).toEqual(['SRCH-1']);
    const stock = (await caller.call(inventoryEndpoints.stock, {})).json().content;
    expect(stock.expiring).toEqual({ within1: 0, within3: 1, within7: 1 });
    const ageing = (
      await caller.call(inventoryEndpoints.list, { type: 'ageing', sort: 'collectionDate', order: 'asc' })
    ).json().content;
    expect(ageing.data.map((row: { bagId: string; ageDays: number }) => [row.bagId, row.ageDays])).toEqual([
      ['SRCH-2', 20],
      ['SRCH-1', 4],
    ]);
    expect(ageing.bands.filter((band: { units: number }) => band.units > 0)).toEqual([
      { band: '0-7 days', units: 1 },
      { band: '15-21 days', units: 1 },
    ]);
  });

  it('finds a unit by its unit number too', async () => {
    const caller = await signedInInstitution(t);
    const [id] = await addUnits(caller, 1);
    await force(id as string, { unitNumber: 'A99992600001' + '2X' });
    const found = await caller.call(inventoryEndpoints.lookup, { code: 'a99992600001 2x' });
    expect(found.json().content.data._id).toBe(id);
  });

  it('says a misread unit number is misread: its check character does not fit, so no unit was looked for in vain', async () => {
    const caller = await signedInInstitution(t);
    const number = formatDin({ facility: 'RS00Z', year: 2026, sequence: 41 });
    const misread = `${number.slice(0, 13)}${number.endsWith('A') ? 'B' : 'A'}`;
    const refused = await caller.call(inventoryEndpoints.lookup, { code: misread });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `The check character of unit number ${misread} is wrong: scan it again or check each character`,
    );
    // A number that is well formed but not in this blood centre is simply not found.
    expect((await caller.call(inventoryEndpoints.lookup, { code: number })).statusCode).toBe(404);
  });
});

describe('the history', () => {
  it('cannot be changed or deleted, even by the database role the app uses', async () => {
    const [unit] = await addUnits(bank, 1);
    await expect(
      db()
        .update(unitEvents)
        .set({ action: 'forged' })
        .where(eq(unitEvents.unitId, unit as string)),
    ).rejects.toThrow();
    await expect(
      db()
        .delete(unitEvents)
        .where(eq(unitEvents.unitId, unit as string)),
    ).rejects.toThrow();
    await expect(db().execute(sql`truncate unit_events`)).rejects.toThrow();
    expect((await unitOf(bank, unit as string)).history).toHaveLength(1);
  });
});
