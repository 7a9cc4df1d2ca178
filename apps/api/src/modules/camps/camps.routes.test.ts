import { type CampRow, campsEndpoints, institutionsEndpoints, MESSAGES } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysAgo, institutionIdOf } from '../inventory/inventory.test-support.js';
import { bloodBankCamp, campDay, createdCamp, ngoCamp, scheduled } from './camps.test-support.js';

// A blood centre in Pune plans its own camps and answers the camps an NGO asks it to run (docs/decisions/0046).

let t: TestApp;
let bank: Caller;
let otherBank: Caller;
let ngo: Caller;
let hospital: Caller;
let bankId: string;
type Account = Awaited<ReturnType<typeof signedInInstitution>>['account'];
let bankAccount: Account;
let ngoAccount: Account;

beforeAll(async () => {
  t = await createTestApp();
  [bank, otherBank, ngo, hospital] = await Promise.all([
    signedInInstitution(t),
    signedInInstitution(t, { type: 'Both' }),
    signedInInstitution(t, { type: 'NGO' }),
    signedInInstitution(t, { type: 'Hospital' }),
  ]);
  bankId = await institutionIdOf(bank);
  bankAccount = (bank as unknown as { account: Account }).account;
  ngoAccount = (ngo as unknown as { account: Account }).account;
});
afterAll(() => t.close());

const listOf = async (caller: Caller, type: 'Accepted' | 'Pending', extra: Record<string, unknown> = {}) => {
  const endpoint = caller === ngo ? campsEndpoints.ngoList : campsEndpoints.list;
  const answer = await caller.call(endpoint, { type, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content as { data: CampRow[]; total: number };
};
const idsIn = async (caller: Caller, type: 'Accepted' | 'Pending') =>
  (await listOf(caller, type)).data.map((camp) => camp._id);

describe('a blood centre organises a camp', () => {
  it.each([
    ['every field missing', { campName: '', venue: '' }, MESSAGES.campAllFiledsRequired],
    [
      'no sponsor coordinator',
      { campCoordinator: { name: '', mobileNumber: '', email: '' } },
      MESSAGES.campAllFiledsRequired,
    ],
    ['a target under 100', { targetUnits: 60 }, MESSAGES.planMinimumUnits],
    ['yesterday', { campDuration: campDay(daysAgo(1)) }, MESSAGES.selectDateTodayOrAfter],
    ['To before From', { campDuration: campDay(daysAgo(-3), '15:00', '09:00') }, MESSAGES.toAfterFrom],
    [
      'a bad coordinator number',
      { campCoordinator: { name: 'A', mobileNumber: '12', email: 'a@b.example' } },
      MESSAGES.invalidPhone,
    ],
  ])('is refused with %s, and nothing is saved', async (_case, change, message) => {
    const before = (await listOf(bank, 'Pending')).total;
    const answer = await bank.call(campsEndpoints.add, bloodBankCamp(change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await listOf(bank, 'Pending')).total).toBe(before);
  });

  it('is added as Pending with the spec’s message, waits in Pending, then the Re-schedule makes it Accepted', async () => {
    const answer = await bank.call(campsEndpoints.add, bloodBankCamp());
    expect(answer.json().message).toBe(MESSAGES.campAdded);
    const camp = answer.json().content.data as CampRow;
    expect(camp).toMatchObject({
      status: 'Pending',
      campName: 'Kothrud Youth Drive',
      bloodBankReference: { _id: bankId },
      addedBy: { _id: bankId, institutionType: 'BloodBank' },
      campCoordinator: { name: 'Anil Joshi', mobileNumber: '9822012345' },
      can: { schedule: true, decline: true, deactivate: false, remove: true },
    });
    expect(await idsIn(bank, 'Pending')).toContain(camp._id);
    expect(await idsIn(bank, 'Accepted')).not.toContain(camp._id);

    const tooSmall = await bank.call(campsEndpoints.changeStatus, {
      id: camp._id,
      action: 'Accepted',
      schedule: { campDuration: campDay(daysAgo(-2)), noOfBeds: 10, targetUnits: 80 },
    });
    expect(tooSmall.json().message).toBe(MESSAGES.planMinimumUnits);

    const accepted = await scheduled(bank, camp._id, daysAgo(-2));
    expect(accepted).toMatchObject({ status: 'Accepted', date: daysAgo(-2), noOfBeds: 20, targetUnits: 120 });
    expect(await idsIn(bank, 'Accepted')).toContain(camp._id);
    const again = await bank.call(campsEndpoints.changeStatus, {
      id: camp._id,
      action: 'Declined',
      comments: 'x',
    });
    expect(again.statusCode).toBe(409);
  });

  it('saves a draft with only a name, seen by itself alone, and completes it once with Save', async () => {
    const draft = await bank.call(campsEndpoints.add, { status: 'Draft', campName: 'Diwali drive (draft)' });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().content.data._id;
    expect(draft.json().content.data.status).toBe('Draft');
    expect(await idsIn(bank, 'Pending')).toContain(id);
    const draftAgain = await bank.call(campsEndpoints.add, { id, status: 'Draft', campName: 'Again' });
    expect(draftAgain.statusCode).toBe(409);
    const notYet = await bank.call(campsEndpoints.changeStatus, {
      id,
      action: 'Accepted',
      schedule: { campDuration: campDay(daysAgo(-1)), noOfBeds: 10, targetUnits: 100 },
    });
    expect(notYet.statusCode).toBe(409);
    const sent = await bank.call(campsEndpoints.add, bloodBankCamp({ id, campName: 'Diwali drive' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().content.data).toMatchObject({ _id: id, status: 'Pending', campName: 'Diwali drive' });
    const stolen = await otherBank.call(campsEndpoints.add, bloodBankCamp({ id }));
    expect(stolen.statusCode).toBe(404);
  });

  it('declines only with a comment, in the spec’s words', async () => {
    const id = await createdCamp(bank, bloodBankCamp({ campName: 'Monsoon drive' }));
    const silent = await bank.call(campsEndpoints.changeStatus, { id, action: 'Declined', comments: '  ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().message).toBe(MESSAGES.commentRequiredForDeclineCamp);
    const declined = await bank.call(campsEndpoints.changeStatus, {
      id,
      action: 'Declined',
      comments: 'The hall is not free that week',
    });
    expect(declined.json().content.data).toMatchObject({
      status: 'Declined',
      declineComment: 'The hall is not free that week',
    });
    expect(await idsIn(bank, 'Pending')).not.toContain(id);
  });

  it('is deactivated and activated while nobody has given, and deleted by the one who created it', async () => {
    const id = await createdCamp(bank, bloodBankCamp({ campName: 'Short-lived drive' }));
    await scheduled(bank, id);
    const off = await bank.call(campsEndpoints.changeStatus, { id, action: 'Deactivated' });
    expect(off.json().content.data).toMatchObject({ active: false });
    const on = await bank.call(campsEndpoints.changeStatus, { id, action: 'Activated' });
    expect(on.json().content.data).toMatchObject({ active: true });
    expect((await otherBank.call(campsEndpoints.remove, { id })).statusCode).toBe(404);
    const removed = await bank.call(campsEndpoints.remove, { id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await bank.call(campsEndpoints.details, { campId: id })).statusCode).toBe(404);
  });

  it('lists with search, sort in both directions and pages', async () => {
    for (const [name, venue] of [
      ['Aundh Tech Park Drive', 'Tech Park Atrium'],
      ['Baner Society Drive', 'Clubhouse'],
      ['Camp at Wakad', 'Wakad Temple Hall'],
    ]) {
      await scheduled(bank, await createdCamp(bank, bloodBankCamp({ campName: name, venue })));
    }
    const searched = await listOf(bank, 'Accepted', { search: 'tech park' });
    expect(searched.data.map((camp) => camp.campName)).toEqual(['Aundh Tech Park Drive']);
    const asc = await listOf(bank, 'Accepted', { sort: 'campName', order: 'asc', limit: 2 });
    const desc = await listOf(bank, 'Accepted', { sort: 'campName', order: 'desc', limit: 2 });
    expect(asc.data[0]?.campName).toBe('Aundh Tech Park Drive');
    expect(desc.data[0]?.campName).not.toBe('Aundh Tech Park Drive');
    expect(asc.total).toBeGreaterThanOrEqual(3);
    expect(asc.data).toHaveLength(2);
  });
});

describe('an NGO asks a blood centre to run a camp', () => {
  it('finds participating blood centres only', async () => {
    const found = await ngo.call(institutionsEndpoints.registered, { name: 'Test', type: 'bloodBank' });
    const types = found.json().content.data.map((row: { institutionType: string }) => row.institutionType);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['BloodBank', 'Both']));
  });

  it('needs every field of its form and a real blood centre', async () => {
    const missing = await ngo.call(campsEndpoints.add, ngoCamp(bankId, { bbName: '' }));
    expect(missing.json().message).toBe(MESSAGES.campAllFiledsRequired);
    const hospitalId = await institutionIdOf(hospital);
    expect((await ngo.call(campsEndpoints.add, ngoCamp(hospitalId))).statusCode).toBe(404);
    expect((await ngo.call(campsEndpoints.add, { ...ngoCamp(bankId), status: 'Draft' })).statusCode).toBe(
      400,
    );
  });

  it('is declined with a reason the NGO reads, or scheduled and then on going for the NGO', async () => {
    const created = await ngo.call(campsEndpoints.add, ngoCamp(bankId));
    expect(created.json().message).toBe(MESSAGES.ngoCampCreated);
    const first = created.json().content.data as CampRow;
    expect(first).toMatchObject({
      status: 'Pending',
      addedBy: { institutionType: 'NGO' },
      bbName: 'Dr. Meera Patil',
    });
    const second = await createdCamp(ngo, ngoCamp(bankId, { campName: 'Second NGO camp' }));
    // The blood centre is told by mail, and the NGO of the answer.
    const asked = await lastMailTo(t, bankAccount.institution.contactEmail);
    expect(asked.subject).toMatch(/^RaktSetu: Test NGO .* asks you to run a blood donation camp$/);
    expect(asked.text).toContain('"Second NGO camp"');
    expect(asked.text).toContain('/camp?type=Pending');

    expect(await idsIn(bank, 'Pending')).toEqual(expect.arrayContaining([first._id, second]));
    expect(await idsIn(ngo, 'Pending')).toEqual(expect.arrayContaining([first._id, second]));
    // The NGO neither schedules nor declines; another blood centre does not see the camp at all.
    expect(
      (await ngo.call(campsEndpoints.changeStatus, { id: first._id, action: 'Declined', comments: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await otherBank.call(campsEndpoints.details, { campId: first._id })).statusCode).toBe(404);
    expect(
      (
        await otherBank.call(campsEndpoints.changeStatus, {
          id: first._id,
          action: 'Declined',
          comments: 'x',
        })
      ).statusCode,
    ).toBe(404);

    await bank.call(campsEndpoints.changeStatus, {
      id: first._id,
      action: 'Declined',
      comments: 'No team free that day',
    });
    const declinedMail = await lastMailTo(t, ngoAccount.institution.contactEmail);
    expect(declinedMail.subject).toMatch(/declined "Hadapsar Community Camp"$/);
    expect(declinedMail.text).toContain('Reason: No team free that day');
    await scheduled(bank, second);
    expect((await lastMailTo(t, ngoAccount.institution.contactEmail)).subject).toMatch(
      /scheduled "Second NGO camp"$/,
    );
    const created2 = await listOf(ngo, 'Pending');
    expect(created2.data.find((camp) => camp._id === first._id)).toMatchObject({
      status: 'Declined',
      declineComment: 'No team free that day',
    });
    expect(await idsIn(ngo, 'Accepted')).toContain(second);
    // The NGO may not delete a camp its blood centre scheduled.
    expect((await ngo.call(campsEndpoints.remove, { id: second })).statusCode).toBe(403);
  });
});
