import { CAMP_DONOR_STATUS, campsEndpoints, indiaToday, requestsEndpoints } from '@raktsetu/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  campDonors,
  donationRecords,
  donations,
  inventoryUnits,
  mailOutbox,
  people,
  samples,
} from '../db/schema/index.js';
import {
  addedDonors,
  approval,
  bloodBankCamp,
  createdCamp,
  donationForm,
  donorData,
  scheduled,
} from '../modules/camps/camps.test-support.js';
import { institutionIdOf } from '../modules/inventory/inventory.test-support.js';
import { type Caller, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectCountsAddUp, expectStockGridMatches } from './counts.test-support.js';
import { race, statusesOf, successes } from './trials.test-support.js';

// Donations at the desk and at a camp (docs/decisions/0046), recorded by two clerks at the same moment: one
// donation, one unit, one set of samples — and the camp's counts, the donor tallies and the stock still add up.

let t: TestApp;
let bank: Caller;
let bankId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  bank = await signedInInstitution(t);
  bankId = await institutionIdOf(bank);
});
afterAll(() => t.close());

const db = () => t.database.db;

let cards = 0;
/** The walk-in form of a donor, with an Aadhaar number of their own and a fresh bag unless one is given. */
function walkIn(donorId: string, aadhaar: string, bagId?: string) {
  return donationForm(donorId, {
    aadharNo: aadhaar,
    confirmAadharNo: aadhaar,
    ...(bagId ? { unitId: bagId } : {}),
  });
}
const newAadhaar = () => {
  cards += 1;
  return `6${String(process.pid % 10_000).padStart(4, '0')}${String(cards).padStart(7, '0')}`;
};

/** How many rows each table holds for the donors: donations, units, samples, donation records. */
async function madeFor(personIds: string[]) {
  const count = async (
    table: typeof donations | typeof inventoryUnits | typeof samples | typeof donationRecords,
  ) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(inArray(table.personId, personIds))
    )[0]?.n;
  return {
    donations: await count(donations),
    units: await count(inventoryUnits),
    samples: await count(samples),
    records: await count(donationRecords),
  };
}

const once = { donations: 1, units: 1, samples: 1, records: 1 };

/** A camp of the bank's, scheduled for today, with the donors assigned. */
async function campWith(donors: string[]) {
  const campId = await createdCamp(bank, bloodBankCamp());
  await scheduled(bank, campId);
  const assigned = await bank.call(requestsEndpoints.depute, { type: 'camp', id: campId, donors });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return campId;
}

describe('at the desk', () => {
  race('two clerks recording the same walk-in donor', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Walkin' }])) as [string];
    const aadhaar = newAadhaar();
    const answers = await Promise.all(
      [1, 2, 3].map(() => bank.call(campsEndpoints.donate, walkIn(donor, aadhaar))),
    );
    expect(successes(statusesOf(answers))).toBe(1);

    expect(await madeFor([donor])).toEqual(once);
    const [person] = await db().select().from(people).where(eq(people.id, donor));
    expect(person?.lastDonationDate).toBe(indiaToday());
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race('two clerks recording two walk-in donors with the same bag', async () => {
    const donors = (await addedDonors(bank, [{ firstName: 'Sameer' }, { firstName: 'Sunil' }])) as [
      string,
      string,
    ];
    const bagId = donorData().bagId;
    const answers = await Promise.all(
      donors.map((donor) => bank.call(campsEndpoints.donate, walkIn(donor, newAadhaar(), bagId))),
    );
    const statuses = statusesOf(answers);
    expect(successes(statuses), 'one bag, one donation').toBe(1);

    expect(await madeFor(donors)).toEqual(once);
    const bled = await db()
      .select({ personId: inventoryUnits.personId })
      .from(inventoryUnits)
      .where(and(eq(inventoryUnits.originInstitutionId, bankId), eq(inventoryUnits.bagId, bagId)));
    expect(bled.map((unit) => unit.personId)).toEqual([donors[statuses.indexOf(200)]]);
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });
});

describe('at a camp', () => {
  race('two desks seating the same camp donor, then two approving', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Camper' }])) as [string];
    const campId = await campWith([donor]);
    const seated = await Promise.all(
      [1, 2].map(() =>
        bank.call(campsEndpoints.donorChangeStatus, {
          status: 'DonationInProcess',
          donorId: donor,
          campId,
          sample: donorData(),
        }),
      ),
    );
    expect(successes(statusesOf(seated)), 'seated once').toBe(1);
    const approved = await Promise.all(
      [1, 2].map(() =>
        bank.call(campsEndpoints.donorChangeStatus, {
          status: 'Approve',
          donorId: donor,
          campId,
          sample: approval(),
        }),
      ),
    );
    expect(successes(statusesOf(approved)), 'approved once').toBe(1);

    expect(await madeFor([donor])).toEqual(once);
    const [row] = await db().select().from(campDonors).where(eq(campDonors.campId, campId));
    expect(row?.donationStatus).toBe(CAMP_DONOR_STATUS.donated);
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race('assigning the same donor to one camp twice', async () => {
    const donors = (await addedDonors(bank, [{ firstName: 'Anand' }, { firstName: 'Bhavna' }])) as [
      string,
      string,
    ];
    const campId = await createdCamp(bank, bloodBankCamp());
    await scheduled(bank, campId);
    const asked = [donors, [donors[0]], [donors[1]], donors];
    const answers = await Promise.all(
      asked.map((chosen) =>
        bank.call(requestsEndpoints.depute, { type: 'camp', id: campId, donors: chosen }),
      ),
    );
    const statuses = statusesOf(answers);
    expect(successes(statuses)).toBeGreaterThanOrEqual(1);

    const assignedByWinners = asked.filter((_, i) => statuses[i] === 200).flat();
    const rows = await db().select().from(campDonors).where(eq(campDonors.campId, campId));
    expect(rows.map((row) => row.personId).sort(), 'each donor once').toEqual([...assignedByWinners].sort());
    const invited = await db()
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .innerJoin(people, sql`${mailOutbox.to} = '+91 ' || ${people.mobileNumber}`)
      .where(and(eq(mailOutbox.purpose, 'camp-donor-assigned-sms'), inArray(people.id, donors)));
    expect(invited.length, 'each donor invited once').toBe(assignedByWinners.length);
    await expectCountsAddUp(db());
  });
});
