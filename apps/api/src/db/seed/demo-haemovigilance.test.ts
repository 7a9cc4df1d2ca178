import { haemovigilanceEndpoints, indiaToday, inventoryEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationOf, issuedAtCounter } from '../../modules/haemovigilance/haemovigilance.test-support.js';
import { signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoHaemovigilance } from './demo-haemovigilance.js';

// The demo's reactions are recorded as the screens would record them: a fresh start shows rows on every tab
// of /haemovigilance and a reaction line in the history of the bags concerned.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo haemovigilance', () => {
  it('gives a blood centre reactions at its counter, a hospital’s reaction to its bag, and donor reactions', async () => {
    const centre = await signedInInstitution(t);
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    await issuedAtCounter(centre, 2, { patientName: 'Ravi Kumar', patientId: 'MRN-1' });
    await issuedAtCounter(centre, 1, { patientName: 'Asha Rao', patientId: 'MRN-2' });
    await issuedAtCounter(centre, 1, { patientName: 'Meena Joshi', patientId: 'MRN-3' });
    await donationOf(centre, t.database.db);
    const demo = (who: typeof centre) => ({
      id: who.account.institution.id,
      userId: who.account.user.id,
      name: who.account.institution.name,
    });

    await seedDemoHaemovigilance(t.database.db, {
      today: indiaToday(),
      centres: [demo(centre)],
      hospitalIssue: { centre: demo(centre), hospital: demo(hospital) },
    });

    const recorded = (await centre.call(haemovigilanceEndpoints.transfusionReactions, {})).json().content;
    expect(recorded.data.map((row: { type: string }) => row.type).sort()).toEqual([
      'allergicMinor',
      'febrileNonHaemolytic',
      'taco',
    ]);
    const issued = (
      await centre.call(haemovigilanceEndpoints.transfusionReactions, { scope: 'issued' })
    ).json().content;
    const fromHospital = issued.data.find(
      (row: { recordedBy: { institution: string } }) => row.recordedBy.institution === demo(hospital).name,
    );
    expect(fromHospital).toMatchObject({ type: 'hypotensive', patient: { name: 'Kavita Jadhav' } });
    const { history } = (await centre.call(inventoryEndpoints.unit, { id: fromHospital.units[0]._id })).json()
      .content;
    expect(history.map((row: { action: string }) => row.action)).toEqual(['added', 'issued', 'reaction']);

    const donors = (await centre.call(haemovigilanceEndpoints.donorReactions, {})).json().content;
    expect(donors.data).toEqual([expect.objectContaining({ type: 'vasovagalImmediate', severity: 'mild' })]);
    const hospitalView = (await hospital.call(haemovigilanceEndpoints.transfusionReactions, {})).json()
      .content;
    expect(hospitalView.total).toBe(1);
  });
});
