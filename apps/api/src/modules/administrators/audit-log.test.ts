import {
  ADMIN_MESSAGES,
  type AuditEvent,
  adminEndpoints,
  administratorsEndpoints,
  HIDDEN_DETAIL,
  MESSAGES,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createAdmin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Caller & Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const audit = async (caller: Caller, query: Record<string, unknown> = {}) => {
  const response = await caller.call(administratorsEndpoints.audit, query as never);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as { data: AuditEvent[]; total: number; atLeast?: boolean };
};

/** An event recorded long ago (days far from the ones the calls of these tests record today). */
async function pastEvent(values: Partial<typeof auditEvents.$inferInsert> & { at: Date }) {
  await t.database.db.insert(auditEvents).values({
    actorKind: 'anonymous',
    action: 'institution.registered',
    subjectType: 'institution',
    ...values,
  });
}

describe('the audit trail', () => {
  it('shows who did what and when, newest first, with the names of the administrator and the institution', async () => {
    const bank = await signedInInstitution(t);
    const institutionId = bank.account.institution.id;
    const blocked = await admin.call(adminEndpoints.institutionAction, {
      institutionId,
      comment: 'Licence suspended pending inspection',
      state: 'Blocked',
    });
    expect(blocked.json().code).toBe(200);
    await admin.call(adminEndpoints.institutionAction, {
      institutionId,
      comment: 'Inspection passed',
      state: 'Active',
    });

    const { data, total } = await audit(admin, { institutionId });
    expect(total).toBe(2);
    expect(data.map((event) => event.action)).toEqual(['institution.unblocked', 'institution.blocked']);
    expect(data[1]).toMatchObject({
      actor: { kind: 'admin', _id: admin.account.admin.id, name: 'Test Admin', email: admin.account.loginId },
      institution: { _id: institutionId, name: bank.account.institution.name },
      subject: { type: 'institution', _id: institutionId, name: bank.account.institution.name },
      details: { comment: 'Licence suspended pending inspection', from: 'Active' },
    });
    expect(Date.parse(data[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(data[1]?.at ?? ''));
  });

  it('shows an administrator’s change with before and after, and keeps the name of one since deleted', async () => {
    const target = await createAdmin(t.database.db, { permissions: permissionsAtLevel('View Only') });
    const deleted = await admin.call(administratorsEndpoints.changeStatus, {
      id: target.admin.id,
      action: 'delete',
    });
    expect(deleted.json().message).toBe(MESSAGES.adminDeleted);
    const { data } = await audit(admin, { action: 'admin.deleted' });
    const event = data.find((row) => row.subject._id === target.admin.id);
    expect(event).toMatchObject({
      actor: { kind: 'admin', name: 'Test Admin' },
      institution: null,
      subject: { type: 'admin', name: 'Test Admin' },
      details: { before: { status: 1, permissions: { admins: { read: true, delete: false } } }, after: null },
    });
  });

  it('filters by action prefix, by who acted, by institution and by days in India, both ends included', async () => {
    const bank = await signedInInstitution(t);
    const institutionId = bank.account.institution.id;
    const userId = bank.account.user.id;
    // 10 Jan 2020 20:00 UTC is 11 Jan 01:30 in India; 11 Jan 18:29 UTC is 11 Jan 23:59 in India.
    await pastEvent({ at: new Date('2020-01-10T20:00:00Z'), institutionId, subjectId: institutionId });
    await pastEvent({
      at: new Date('2020-01-11T18:29:00Z'),
      actorKind: 'user',
      actorId: userId,
      action: 'institution.profile-edited',
      institutionId,
      subjectId: institutionId,
    });
    await pastEvent({
      at: new Date('2020-01-11T18:31:00Z'),
      actorKind: 'user',
      actorId: userId,
      action: 'donor.blocked',
      subjectType: 'donor',
      institutionId,
    });

    const day = { from: '11/01/2020', to: '2020-01-11', institutionId };
    expect((await audit(admin, day)).data.map((event) => event.action)).toEqual([
      'institution.profile-edited',
      'institution.registered',
    ]);
    expect((await audit(admin, { ...day, to: '12/01/2020' })).total).toBe(3);
    expect((await audit(admin, { from: '10/01/2020', to: '10/01/2020', institutionId })).total).toBe(0);

    const byUser = await audit(admin, { institutionId, actorKind: 'user' });
    expect(byUser.total).toBe(2);
    expect(byUser.data[0]?.actor).toEqual({
      kind: 'user',
      _id: userId,
      name: 'Key Member',
      email: bank.account.loginId,
    });
    expect((await audit(admin, { institutionId, action: 'institution.' })).total).toBe(2);
    expect(
      (await audit(admin, { institutionId, action: 'donor' })).data.map((event) => event.action),
    ).toEqual(['donor.blocked']);
    // A typed % is a letter, not a wildcard.
    expect((await audit(admin, { institutionId, action: '%' })).total).toBe(0);

    const pageTwo = await audit(admin, { institutionId, limit: 2, page: 2 });
    expect(pageTwo).toMatchObject({ total: 3, data: [{ action: 'institution.registered' }] });
  });

  it('never shows a secret, at any depth, whatever a record holds', async () => {
    const bank = await signedInInstitution(t);
    await pastEvent({
      at: new Date('2019-05-05T10:00:00Z'),
      institutionId: bank.account.institution.id,
      details: {
        password: 'Secret@123',
        donor: { aadhaarNumber: '234123412346', name: 'Asha' },
        links: [{ token: 'abc', note: 'kept' }],
      },
    });
    const [event] = (await audit(admin, { institutionId: bank.account.institution.id })).data;
    expect(event?.details).toEqual({
      password: HIDDEN_DETAIL,
      donor: { aadhaarNumber: HIDDEN_DETAIL, name: 'Asha' },
      links: [{ token: HIDDEN_DETAIL, note: 'kept' }],
    });
    expect(JSON.stringify(event)).not.toMatch(/Secret@123|234123412346/);
  });

  it('refuses a start after the end, an unknown actor kind and an unreadable day (400); an odd institution id finds nothing', async () => {
    const refused = await admin.call(administratorsEndpoints.audit, { from: '12/01/2020', to: '11/01/2020' });
    expect(refused.json()).toMatchObject({ code: 400, message: ADMIN_MESSAGES.startAfterEnd });
    expect((await admin.send('GET', '/api/super-admin/audit?actorKind=robot')).statusCode).toBe(400);
    expect((await admin.send('GET', '/api/super-admin/audit?from=31/02/2020')).statusCode).toBe(400);
    expect((await admin.send('GET', '/api/super-admin/audit?sort=details')).statusCode).toBe(400);
    expect(await audit(admin, { institutionId: 'not-an-id' })).toEqual({ data: [], total: 0 });
  });

  it('is for administrators who may read the admins area', async () => {
    const viewer = await signedInAdmin(t, {
      ...permissionsAtLevel('None'),
      admins: permissionsAtLevel('View Only').admins,
    });
    expect((await audit(viewer)).total).toBeGreaterThan(0);
    const institutionsOnly = await signedInAdmin(t, {
      ...permissionsAtLevel('None'),
      instituteManagement: permissionsAtLevel('Full Permission').instituteManagement,
    });
    expect((await institutionsOnly.call(administratorsEndpoints.audit, {})).statusCode).toBe(403);
    const bank = await signedInInstitution(t);
    expect((await bank.call(administratorsEndpoints.audit, {})).statusCode).toBe(403);
  });
});
