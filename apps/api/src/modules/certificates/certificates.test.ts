import { campsEndpoints, displayUnitNumber, donorsEndpoints, mobileEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, inventoryUnits } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addedDonors, donationForm, donorData } from '../camps/camps.test-support.js';
import { donatedSample } from '../lab/lab.test-support.js';
import { signUpInApp } from '../mobile/mobile.test-support.js';
import { certificatePdf } from './certificate-pdf.js';
import { pdfText } from './pdf-text.test-support.js';

let t: TestApp;
let bank: Awaited<ReturnType<typeof signedInInstitution>>;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
});
afterAll(() => t.close());

const donationOfUnit = async (unitId: string) => {
  const [row] = await t.database.db.select().from(donations).where(eq(donations.unitId, unitId));
  if (!row) throw new Error('no donation made that unit');
  return row;
};

async function historyOf(caller: Caller, donorId: string) {
  const answer = await caller.call(donorsEndpoints.donationHistory, { donorId, limit: 10 });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content.data as { donationId: string | null; institutionName: string }[];
}

describe('the certificate of a donation, for the blood centre that took it', () => {
  it('is an A4 PDF naming the donor, the day, the blood centre and the unit, offered from the history', async () => {
    const { donorId, unitId } = await donatedSample(bank);
    const donation = await donationOfUnit(unitId);
    const [unit] = await t.database.db.select().from(inventoryUnits).where(eq(inventoryUnits.id, unitId));

    const [row] = await historyOf(bank, donorId);
    expect(row?.donationId).toBe(donation.id);

    const answer = await bank.call(donorsEndpoints.donationCertificate, { donorId, donationId: donation.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="certificate-D\\w+-${donation.donatedOn}\\.pdf"$`),
    );
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Certificate of Blood Donation');
    expect(text).toMatch(/Donor\d+ Shinde/);
    expect(text).toContain(bank.account.institution.name);
    expect(text).toContain('Pune, Maharashtra');
    // The unit number as it is printed on the bag's label, in its groups.
    expect(text).toContain(displayUnitNumber(unit?.unitNumber ?? 'no unit number'));
    expect(text).toContain(donation.id.toUpperCase());
    // Nothing of the donor's identity number or their tests (the reference, a random id, may hold 12 digits).
    expect(text.replace(donation.id.toUpperCase(), '')).not.toMatch(
      /aadha+r|\b\d{12}\b|hb\b|haemoglobin|HIV/i,
    );
  });

  it('is not found for another blood centre, for another donor, or for a deferred donation', async () => {
    const { donorId, unitId } = await donatedSample(bank);
    const donation = await donationOfUnit(unitId);
    const other = await signedInInstitution(t);
    const elsewhere = await other.call(donorsEndpoints.donationCertificate, {
      donorId,
      donationId: donation.id,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 404, message: 'Donation not found' });

    const [someoneElse] = (await addedDonors(bank, [{}])) as [string];
    const wrongDonor = await bank.call(donorsEndpoints.donationCertificate, {
      donorId: someoneElse,
      donationId: donation.id,
    });
    expect(wrongDonor.statusCode).toBe(404);

    const [anaemic] = (await addedDonors(bank, [{}])) as [string];
    const deferred = await bank.call(
      campsEndpoints.donate,
      donationForm(anaemic, {
        ...donorData({ hb: 10.5 }),
        aadharNo: '345678901234',
        confirmAadharNo: '345678901234',
      }),
    );
    expect(deferred.json().content.data.outcome, deferred.body).toBe('deferred');
    const [deferral] = await t.database.db.select().from(donations).where(eq(donations.personId, anaemic));
    const none = await bank.call(donorsEndpoints.donationCertificate, {
      donorId: anaemic,
      donationId: deferral?.id ?? '',
    });
    expect(none.statusCode).toBe(404);
  });

  it('answers a malformed id with a 400 that says what is wrong', async () => {
    const [donorId] = (await addedDonors(bank, [{}])) as [string];
    const answer = await bank.send(
      'GET',
      `/api/institution/donors/${donorId}/donations/not-a-donation/certificate`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Donation not found/);
  });

  it('marks a name in a script the standard fonts lack instead of garbling it, and names a bag without a unit number', async () => {
    const pdf = await certificatePdf(
      {
        donorName: 'आशा Kulkarni',
        donorCode: 'D0000001',
        donatedOn: '2026-03-05',
        component: 'Whole Blood',
        volumeMl: 350,
        bloodBankName: 'Sahyadri Blood Centre',
        bloodBankPlace: 'Pune, Maharashtra',
        unitLabel: 'Bag number',
        unitNumber: 'BAG-1',
        reference: '0b7c1c9e-2f51-4a43-9d1e-1f8f4e7a2c11',
      },
      { compress: false },
    );
    const text = pdfText(pdf);
    expect(text).toContain('??? Kulkarni');
    expect(text).toContain('Bag number'.toUpperCase());
    expect(text).toContain('05 Mar 2026');
  });
});

describe('the certificate in the mobile app', () => {
  it('a donor downloads the certificates of their own donations, and no one else’s', async () => {
    const donor = await signUpInApp(t);
    const [donorId] = (await addedDonors(bank, [{ mobileNumber: donor.mobileNumber }])) as [string];
    const given = await bank.call(
      campsEndpoints.donate,
      donationForm(donorId, { aadharNo: '456789012345', confirmAadharNo: '456789012345' }),
    );
    expect(given.statusCode, given.body).toBe(200);

    const history = await donor.call(mobileEndpoints.donationHistory, {});
    const [row] = history.json().content.data;
    expect(row.donationId).toEqual(expect.any(String));
    const answer = await donor.call(mobileEndpoints.donationCertificate, { donationId: row.donationId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(pdfText(answer.rawPayload)).toContain('Kiran Jadhav');

    const stranger = await signUpInApp(t);
    const refused = await stranger.call(mobileEndpoints.donationCertificate, { donationId: row.donationId });
    expect(refused.statusCode).toBe(404);
    // An institution's token is not a donor's.
    expect(
      (await bank.call(mobileEndpoints.donationCertificate, { donationId: row.donationId })).statusCode,
    ).toBe(403);
  });
});
