import {
  availabilityEndpoints,
  HAEMOVIGILANCE_MESSAGES,
  haemovigilanceEndpoints,
  indiaToday,
  inventoryEndpoints,
} from '@raktsetu/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donorReactions,
  transfusionReactions,
  transfusionReactionUnits,
  unitEvents,
} from '../../db/schema/index.js';
import { type Caller, signedInInstitution, signIn } from '../../test/callers.js';
import { createLabMember } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, institutionIdOf, patientRequest } from '../inventory/inventory.test-support.js';
import {
  donationOf,
  donorReaction,
  issue,
  issuedAtCounter,
  issuedToHospital,
  transfusionReaction,
} from './haemovigilance.test-support.js';

// A febrile reaction on a ward of a Pune hospital, to blood a nearby blood centre issued: the hospital records
// it, and the centre reads it in the bag's history and counts it among the reactions to what it issued.

let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInInstitution>>;
let bank: Signed;
let hospital: Signed;
beforeAll(async () => {
  t = await createTestApp();
  [bank, hospital] = await Promise.all([
    signedInInstitution(t),
    signedInInstitution(t, { type: 'Hospital' }),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const record = (caller: Caller, body: ReturnType<typeof transfusionReaction>) =>
  caller.call(haemovigilanceEndpoints.recordTransfusionReaction, body);
const reactionEventsOf = (unitIds: string[]) =>
  db()
    .select()
    .from(unitEvents)
    .where(sql`${inArray(unitEvents.unitId, unitIds)} and ${unitEvents.action} = 'reaction'`);

describe('a transfusion reaction', () => {
  it('is recorded by the hospital against the units issued for its patient, and each unit’s history shows it to the issuing centre', async () => {
    const units = await issuedToHospital(bank, hospital, 2);
    const onsetAt = new Date().toISOString();
    const answer = await record(hospital, transfusionReaction(units, { onsetAt, severity: 'severe' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(HAEMOVIGILANCE_MESSAGES.recorded);
    const id = answer.json().content.data._id;

    const [row] = await db().select().from(transfusionReactions).where(eq(transfusionReactions.id, id));
    expect(row).toMatchObject({
      institutionId: await institutionIdOf(hospital),
      type: 'febrileNonHaemolytic',
      severity: 'severe',
      recordedBy: hospital.account.user.id,
    });
    const named = await db()
      .select()
      .from(transfusionReactionUnits)
      .where(eq(transfusionReactionUnits.reactionId, id));
    expect(named.map((n) => n.unitId).sort()).toEqual([...units].sort());
    expect(new Set(named.map((n) => n.issuerInstitutionId))).toEqual(new Set([await institutionIdOf(bank)]));

    // The bank holds the issued bags and reads their whole life, the hospital's reaction included.
    for (const unitId of units) {
      const { history } = (await bank.call(inventoryEndpoints.unit, { id: unitId })).json().content;
      const last = history.at(-1);
      expect(last).toMatchObject({ action: 'reaction', institution: hospital.account.institution.name });
      expect(last.summary).toMatch(
        /^Transfusion reaction in patient .+: Febrile non-haemolytic transfusion reaction \(FNHTR\), severe, began \d{2} \w{3} \d{4} \d{2}:\d{2}; outcome recovered$/,
      );
    }

    const mine = (await hospital.call(haemovigilanceEndpoints.transfusionReactions, {})).json().content;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ _id: id, severity: 'severe', onsetAt });
    expect(mine.data[0].units).toHaveLength(2);
    const issued = (await bank.call(haemovigilanceEndpoints.transfusionReactions, { scope: 'issued' })).json()
      .content;
    expect(issued.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect(issued.data[0].recordedBy.institution).toBe(hospital.account.institution.name);
  });

  it('writes the reaction and the history lines in one transaction: when a history line cannot be written, neither is kept', async () => {
    const units = await issuedAtCounter(bank, 1, { patientName: 'Rollback Patil', patientId: 'MRN-ROLL' });
    // A fault in the history write, as a full disk or a lost connection would cause half-way through.
    await db().execute(sql`
      create or replace function fail_reaction_event() returns trigger language plpgsql as $$
      begin raise exception 'history write failed'; end $$`);
    await db().execute(sql`
      create trigger fail_reaction_event before insert on unit_events for each row
        when (new.action = 'reaction') execute function fail_reaction_event();`);
    try {
      const answer = await record(bank, transfusionReaction(units));
      expect(answer.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger fail_reaction_event on unit_events`);
    }
    const kept = await db()
      .select()
      .from(transfusionReactions)
      .where(eq(transfusionReactions.patientCode, 'MRN-ROLL'));
    expect(kept).toEqual([]);
    expect(await reactionEventsOf(units)).toEqual([]);
    // And once the fault is gone, the same reaction is recorded.
    expect((await record(bank, transfusionReaction(units))).statusCode).toBe(200);
    expect(await reactionEventsOf(units)).toHaveLength(1);
  });

  it('is recorded once: the same reaction sent twice answers 409 and adds nothing', async () => {
    const units = await issuedAtCounter(bank, 1);
    const body = transfusionReaction(units, { type: 'allergicMinor' });
    expect((await record(bank, body)).statusCode).toBe(200);
    const again = await record(bank, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HAEMOVIGILANCE_MESSAGES.duplicate);
    expect(await reactionEventsOf(units)).toHaveLength(1);
  });

  it('takes a reaction typed in the very minute of the issue: the form gives the minute, not the second', async () => {
    const units = await issuedAtCounter(bank, 1);
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const answer = await record(bank, transfusionReaction(units, { onsetAt: minute }));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('names only units issued for one patient of the caller', async () => {
    const [forRavi] = await issuedAtCounter(bank, 1, { patientName: 'Ravi Kumar', patientId: 'MRN-1' });
    const [forAsha] = await issuedAtCounter(bank, 1, { patientName: 'Asha Rao', patientId: 'MRN-2' });
    const mixed = await record(bank, transfusionReaction([forRavi as string, forAsha as string]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toMatch(/^All the units must have been issued for one patient: bag/);

    // A unit still on the shelf was given to nobody.
    const [onShelf] = await addUnits(bank, 1);
    expect((await record(bank, transfusionReaction([onShelf as string]))).statusCode).toBe(404);

    // Units a centre issued to a hospital are the hospital's to report, not the centre's.
    const [toHospital] = await issuedToHospital(bank, hospital);
    expect((await record(bank, transfusionReaction([toHospital as string]))).statusCode).toBe(404);

    // Another centre's patient, whatever the id.
    const stranger = await signedInInstitution(t);
    const [theirs] = await issuedAtCounter(stranger, 1);
    const refused = await record(bank, transfusionReaction([theirs as string]));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Unit not found');
    expect(await reactionEventsOf([forRavi as string, forAsha as string, theirs as string])).toEqual([]);
  });

  it('refuses a reaction that begins before the unit was issued or in the future, and bad fields, with messages', async () => {
    const units = await issuedAtCounter(bank, 1);
    const early = await record(
      bank,
      transfusionReaction(units, { onsetAt: new Date(Date.now() - 86_400_000).toISOString() }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^The reaction cannot begin before bag .+ was issued/);
    expect(early.json().content.errors[0].field).toBe('onsetAt');

    const later = await record(
      bank,
      transfusionReaction(units, { onsetAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe(HAEMOVIGILANCE_MESSAGES.onsetFuture);

    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'other' }, HAEMOVIGILANCE_MESSAGES.otherTypeRequired],
      [{ severity: 'death', outcome: 'recovered' }, HAEMOVIGILANCE_MESSAGES.deathNeedsOutcome],
      [{ actions: '   ' }, HAEMOVIGILANCE_MESSAGES.actionsRequired],
      [{ actions: 'Stopped\u0000' }, 'Remove the special characters from this field'],
      [{ actions: 'x'.repeat(1001) }, HAEMOVIGILANCE_MESSAGES.actionsRequired],
      [{ type: 'headache' }, HAEMOVIGILANCE_MESSAGES.chooseType],
      [{ unitIds: [] }, HAEMOVIGILANCE_MESSAGES.chooseUnits],
      [{ onsetAt: 'yesterday' }, HAEMOVIGILANCE_MESSAGES.onsetRequired],
    ];
    for (const [change, message] of cases) {
      const response = await bank.send('POST', haemovigilanceEndpoints.recordTransfusionReaction.path, {
        ...transfusionReaction(units),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().content.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect(await reactionEventsOf(units)).toEqual([]);
  });

  it('lists the units issued for the caller’s patients to choose from, and no one else’s', async () => {
    const [mine] = await issuedAtCounter(bank, 1, { patientName: 'Meena Joshi', patientId: 'MRN-PICK' });
    const [toHospital] = await issuedToHospital(bank, hospital);
    const picker = (await bank.call(haemovigilanceEndpoints.issuedUnits, { search: 'mrn-pick' })).json()
      .content;
    expect(picker.data).toEqual([
      expect.objectContaining({ _id: mine, patient: { name: 'Meena Joshi', code: 'MRN-PICK' } }),
    ]);
    const hospitalPicker = (await hospital.call(haemovigilanceEndpoints.issuedUnits, {})).json().content;
    expect(hospitalPicker.data.map((u: { _id: string }) => u._id)).toContain(toHospital);
    expect(hospitalPicker.data.map((u: { _id: string }) => u._id)).not.toContain(mine);
  });
});

describe('what a reaction does not change', () => {
  it('leaves the time the public search says the centre’s stock last changed', async () => {
    const centre = await signedInInstitution(t);
    const units = await issuedAtCounter(centre, 1);
    await addUnits(centre, 1);
    const updatedAt = async () => {
      const answer = await centre.call(availabilityEndpoints.search, { state: 'Maharashtra', limit: 50 });
      const found = answer
        .json()
        .content.data.find((row: { _id: string }) => row._id === centre.account.institution.id);
      return found?.updatedAt as string;
    };
    const before = await updatedAt();
    expect(before).toBeTruthy();
    expect((await record(centre, transfusionReaction(units))).statusCode).toBe(200);
    expect(await updatedAt()).toBe(before);
  });
});

describe('a donor reaction', () => {
  it('is recorded by the centre that took the donation, listed, and refused to anyone else', async () => {
    const donationId = await donationOf(bank, db());
    const answer = await bank.call(
      haemovigilanceEndpoints.recordDonorReaction,
      donorReaction(donationId, { type: 'haematoma', severity: 'moderate' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await db().select().from(donorReactions).where(eq(donorReactions.donationId, donationId));
    expect(row).toMatchObject({ type: 'haematoma', severity: 'moderate', recordedBy: bank.account.user.id });
    const list = (await bank.call(haemovigilanceEndpoints.donorReactions, { type: 'haematoma' })).json()
      .content;
    expect(list.data.map((r: { _id: string }) => r._id)).toContain(answer.json().content.data._id);

    const other = await signedInInstitution(t);
    expect(
      (await other.call(haemovigilanceEndpoints.recordDonorReaction, donorReaction(donationId))).statusCode,
    ).toBe(404);
    const early = await bank.call(
      haemovigilanceEndpoints.recordDonorReaction,
      donorReaction(donationId, { onsetAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^The reaction cannot begin before the donation/);
  });
});

describe('who may', () => {
  it('keeps haemovigilance from NGOs and lab members, and donor reactions from hospitals', async () => {
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const lab = await signIn(t, await createLabMember(db(), await institutionIdOf(bank)));
    for (const caller of [ngo, lab]) {
      expect((await caller.call(haemovigilanceEndpoints.transfusionReactions, {})).statusCode).toBe(403);
      expect((await caller.call(haemovigilanceEndpoints.report, {})).statusCode).toBe(403);
    }
    const units = await issuedToHospital(bank, hospital);
    expect(
      (await ngo.call(haemovigilanceEndpoints.recordTransfusionReaction, transfusionReaction(units)))
        .statusCode,
    ).toBe(403);
    expect((await hospital.call(haemovigilanceEndpoints.donorReactions, {})).statusCode).toBe(403);
    expect((await hospital.call(haemovigilanceEndpoints.donations, {})).statusCode).toBe(403);
  });
});

describe('the report', () => {
  it('counts reactions by type and severity in the period: recorded, to units issued, and of donors', async () => {
    const centre = await signedInInstitution(t);
    const ward = await signedInInstitution(t, { type: 'Hospital' });
    const toWard = await issuedToHospital(centre, ward, 3);
    const atCounter = await issuedAtCounter(centre, 1);
    await record(ward, transfusionReaction([toWard[0] as string, toWard[1] as string]));
    await record(ward, transfusionReaction([toWard[2] as string], { type: 'taco', severity: 'severe' }));
    await record(centre, transfusionReaction(atCounter, { type: 'allergicMinor' }));
    await centre.call(
      haemovigilanceEndpoints.recordDonorReaction,
      donorReaction(await donationOf(centre, db())),
    );

    const report = (await centre.call(haemovigilanceEndpoints.report, {})).json().content;
    const today = indiaToday();
    expect(report.from).toBe(`${today.slice(0, 8)}01`);
    expect(report.to).toBe(today);
    expect(report.recorded).toEqual([{ type: 'allergicMinor', severity: 'nonSevere', count: 1 }]);
    // Two units in one reaction count once; the centre's own counter patient is among what it issued.
    expect(sorted(report.issued)).toEqual(
      sorted([
        { type: 'allergicMinor', severity: 'nonSevere', count: 1 },
        { type: 'febrileNonHaemolytic', severity: 'nonSevere', count: 1 },
        { type: 'taco', severity: 'severe', count: 1 },
      ]),
    );
    expect(report.donor).toEqual([{ type: 'vasovagalImmediate', severity: 'mild', count: 1 }]);

    const wardReport = (await ward.call(haemovigilanceEndpoints.report, {})).json().content;
    expect(sorted(wardReport.recorded)).toHaveLength(2);
    expect(wardReport.issued).toBeNull();
    expect(wardReport.donor).toBeNull();

    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = (
      await centre.call(haemovigilanceEndpoints.report, { from: yesterday, to: yesterday })
    ).json().content;
    expect(before).toMatchObject({ recorded: [], issued: [], donor: [] });
    const backwards = await centre.call(haemovigilanceEndpoints.report, { from: today, to: yesterday });
    expect(backwards.statusCode).toBe(400);
  });

  it('a request for a counter patient issued by one centre cannot be reported by another', async () => {
    const other = await signedInInstitution(t);
    const [unit] = await addUnits(bank, 1);
    const requestId = await patientRequest(bank, { units: 1 });
    await issue(bank, requestId, [unit as string]);
    expect((await record(other, transfusionReaction([unit as string]))).statusCode).toBe(404);
  });
});

const sorted = <C extends { type: string; severity: string }>(cells: C[]) =>
  [...cells].sort((a, b) => `${a.type}${a.severity}`.localeCompare(`${b.type}${b.severity}`));
