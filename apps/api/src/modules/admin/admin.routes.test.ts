import { adminEndpoints, authEndpoints, institutionsEndpoints, MESSAGES } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, institutionRatings, institutions, people } from '../../db/schema/index.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createInstitution, registrationBody } from '../../test/factories.js';
import { lastMailTo, setPasswordLinkIn } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Caller & Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function registerPending(overrides: Record<string, unknown> = {}) {
  const body = await registrationBody(t.database.db, overrides);
  const response = await anonymous(t).send('POST', '/api/institution/register', body);
  const id: string = response.json().content.data._id;
  return { id, body, keyMemberEmail: body.keyMembers[0]?.email ?? '' };
}

const verify = (caller: Caller, input: { id: string; status: 'approved' | 'declined'; reason?: string }) =>
  caller.call(adminEndpoints.verifyInstitution, input);

describe('a registration is approved and the key member gets in', () => {
  it('pending → approved → link from the mail → password set → sign in', async () => {
    const { id, keyMemberEmail } = await registerPending();
    const pending = await admin.call(adminEndpoints.pendingInstitution, { id });
    expect(pending.json().content.data).toMatchObject({
      _id: id,
      status: 'Pending',
      keyMember: { email: keyMemberEmail, designation: 'Medical Officer' },
    });

    const approve = await verify(admin, { id, status: 'approved' });
    expect(approve.json()).toMatchObject({ code: 200, message: MESSAGES.requestApproved });

    const link = setPasswordLinkIn(await lastMailTo(t, keyMemberEmail));
    expect(link.pathname).toBe('/setPassword');
    expect(link.searchParams.get('type')).toBe('keymember');
    const confirm = await anonymous(t).call(authEndpoints.confirmKeyMember, {
      id: link.searchParams.get('id') ?? '',
      password: 'Welcome@2026',
    });
    expect(confirm.json().code).toBe(200);

    const login = await anonymous(t).call(authEndpoints.login, {
      loginId: keyMemberEmail,
      password: 'Welcome@2026',
      role: 'Login',
    });
    expect(login.json().content.data.institutionType).toBe('BloodBank');
  });

  it('the approval records which administrator approved, when', async () => {
    const { id } = await registerPending();
    await verify(admin, { id, status: 'approved' });
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(event).toBeDefined();
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.institutionId, id));
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['institution.registered', 'anonymous', null],
      ['institution.approved', 'admin', admin.account.admin.id],
    ]);
  });

  it('the reviewer sees the infrastructure and declarations the institution ticked', async () => {
    const { id } = await registerPending({
      infrastructure: ['licence', 'storage', 'not-a-known-item'],
      declarations: ['verified', 'upToDate', 'voluntary', 'lawful'],
    });
    const pending = await admin.call(adminEndpoints.pendingInstitution, { id });
    expect(pending.json().content.data).toMatchObject({
      infrastructure: ['licence', 'storage'],
      declarations: ['verified', 'upToDate', 'voluntary', 'lawful'],
    });
  });

  it('the link works once, and only at its own door', async () => {
    const { id, keyMemberEmail } = await registerPending();
    await verify(admin, { id, status: 'approved' });
    const secret = setPasswordLinkIn(await lastMailTo(t, keyMemberEmail)).searchParams.get('id') ?? '';
    const body = { id: secret, password: 'Welcome@2026' };
    const check = (type: 'keymember' | 'admin' | 'user') =>
      anonymous(t).call(authEndpoints.validateLink, { id: secret, type });

    // The set-password page asks first, so a dead link says so before a password is typed; asking spends nothing.
    expect((await check('keymember')).json()).toMatchObject({ code: 200 });
    expect((await check('admin')).json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
    expect((await check('keymember')).statusCode).toBe(200);

    const wrongDoor = await anonymous(t).call(authEndpoints.confirmAdmin, body);
    expect(wrongDoor.json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
    expect((await anonymous(t).call(authEndpoints.confirmKeyMember, body)).json().code).toBe(200);
    expect((await anonymous(t).call(authEndpoints.confirmKeyMember, body)).json().message).toBe(
      MESSAGES.invalidLink,
    );
    expect((await check('keymember')).json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
  });

  it('an invented link is "Invalid link"', async () => {
    const response = await anonymous(t).call(authEndpoints.confirmUser, {
      id: 'x'.repeat(43),
      password: 'Welcome@2026',
    });
    expect(response.json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
  });
});

describe('declining', () => {
  it('needs a comment', async () => {
    const { id } = await registerPending();
    const response = await verify(admin, { id, status: 'declined' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.commentRequiredForDecline);
  });

  it('records the reason, mails it, and the key member never gets a password', async () => {
    const { id, keyMemberEmail } = await registerPending();
    const response = await verify(admin, {
      id,
      status: 'declined',
      reason: 'Licence certificate has expired',
    });
    expect(response.json().message).toBe(MESSAGES.requestDeclined);
    expect((await lastMailTo(t, keyMemberEmail)).text).toContain('Licence certificate has expired');
    const detail = await admin.call(adminEndpoints.institutionDetail, { id });
    expect(detail.json().content.data).toMatchObject({
      status: 'Declined',
      declineReason: 'Licence certificate has expired',
    });
    const login = await anonymous(t).call(authEndpoints.login, {
      loginId: keyMemberEmail,
      password: 'Anything@123',
      role: 'Login',
    });
    // Exactly the answer an unknown e-mail gets: the state of an account is told only to its owner.
    expect(login.json()).toEqual({ code: 401, message: MESSAGES.loginInvalid, content: {} });
  });

  it('a declined institution corrects its registration and waits for verification again, then is approved', async () => {
    const { id, body, keyMemberEmail } = await registerPending();
    await verify(admin, { id, status: 'declined', reason: 'Licence certificate has expired' });

    // The same contact e-mail and key member, a renewed licence number and certificate.
    const renewed = await registrationBody(t.database.db);
    const corrected = {
      ...renewed,
      contactEmail: body.contactEmail,
      keyMembers: body.keyMembers,
      registrationNumber: `${body.registrationNumber}-R`,
      institutionName: `${body.institutionName} (renewed)`,
    };
    const again = await anonymous(t).send('POST', '/api/institution/register', corrected);
    expect(again.json().code).toBe(200);
    expect(again.json().content.data._id).toBe(id);
    expect((await lastMailTo(t, keyMemberEmail)).subject).toBe('RaktSetu: registration received');

    const pending = (await admin.call(adminEndpoints.pendingInstitution, { id })).json().content.data;
    expect(pending).toMatchObject({
      status: 'Pending',
      declineReason: null,
      institutionName: corrected.institutionName,
      registrationNumber: corrected.registrationNumber,
    });
    const [resubmitted] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'institution.resubmitted'));
    expect(resubmitted).toMatchObject({
      subjectId: id,
      details: { before: { declineReason: 'Licence certificate has expired' } },
    });

    expect((await verify(admin, { id, status: 'approved' })).json().message).toBe(MESSAGES.requestApproved);
    // Approved now: the same registration again is refused (its licence number is taken) and changes nothing.
    const late = await anonymous(t).send('POST', '/api/institution/register', corrected);
    expect(late.statusCode).toBe(409);
    expect((await admin.call(adminEndpoints.institutionDetail, { id })).json().content.data.status).toBe(
      'Confirmed',
    );
  });

  it('an institution is verified only once', async () => {
    const { id } = await registerPending();
    await verify(admin, { id, status: 'approved' });
    const again = await verify(admin, { id, status: 'declined', reason: 'x' });
    expect(again.statusCode).toBe(409);
  });
});

describe('the detail page of an institution', () => {
  it('shows its hours, signatory, camps, plan and ratings of both kinds, newest first, with their mean', async () => {
    const db = t.database.db;
    const { institution } = await createInstitution(db);
    const detail = async () =>
      (await admin.call(adminEndpoints.institutionDetail, { id: institution.id })).json().content.data;

    expect(await detail()).toMatchObject({
      _id: institution.id,
      time: '09:00-13:00 , 14:00-18:00',
      authign: '',
      camps: 0,
      subscriptions: null,
      avarageRating: null,
      ratings: [],
    });

    await db
      .update(institutions)
      .set({ settings: { general: { openTime: '08:00-20:00', medicalOfficer: 'Dr. Kavita Rao' } } })
      .where(eq(institutions.id, institution.id));
    const [rater] = await db
      .insert(people)
      .values({ donorCode: 'D7000001', firstName: 'Sunil', lastName: 'Patil', gender: 'Male' })
      .returning();
    await db.insert(institutionRatings).values([
      {
        institutionId: institution.id,
        kind: 'institution',
        personId: rater?.id,
        rating: 5,
        comments: 'Quick and kind',
        addedAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        institutionId: institution.id,
        kind: 'institution',
        personId: rater?.id,
        rating: 3,
        comments: 'Long queue',
        addedAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        institutionId: institution.id,
        kind: 'delivery',
        personId: rater?.id,
        rating: 4,
        comments: 'On time',
      },
    ]);

    const shown = await detail();
    expect(shown).toMatchObject({ time: '08:00-20:00', authign: 'Dr. Kavita Rao', avarageRating: 4 });
    expect(shown.ratings.map((r: { kind: string; comments: string }) => [r.kind, r.comments])).toEqual([
      ['institution', 'Long queue'],
      ['institution', 'Quick and kind'],
      ['delivery', 'On time'],
    ]);
    expect(shown.ratings[0].addedBy).toEqual({ firstName: 'Sunil', lastName: 'Patil' });
  });

  it('answers 404 for an id that names no institution', async () => {
    const unknown = await admin.call(adminEndpoints.institutionDetail, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the two lists', () => {
  it('pending and registered institutions are listed apart, paged, searched and sorted in the database', async () => {
    const marker = `Zeta${Date.now()}`;
    const ids: string[] = [];
    for (const name of ['Charlie', 'Alpha', 'Bravo']) {
      ids.push((await registerPending({ institutionName: `${marker} ${name} Blood Bank` })).id);
    }
    const page = { search: marker, sort: 'institutionName', order: 'asc', limit: 2 } as const;
    const firstPage = await admin.call(adminEndpoints.pendingInstitutions, page);
    expect(firstPage.json().content.total).toBe(3);
    expect(
      firstPage.json().content.data.map((row: { institutionName: string }) => row.institutionName),
    ).toEqual([`${marker} Alpha Blood Bank`, `${marker} Bravo Blood Bank`]);
    const secondPage = await admin.call(adminEndpoints.pendingInstitutions, { ...page, page: 2 });
    expect(secondPage.json().content).toMatchObject({ total: 3, data: [expect.anything()] });
    const beyond = await admin.call(adminEndpoints.pendingInstitutions, { ...page, page: 9 });
    expect(beyond.json().content).toEqual({ total: 3, data: [] });

    await verify(admin, { id: ids[0] ?? '', status: 'approved' });
    const pending = await admin.call(adminEndpoints.pendingInstitutions, { search: marker });
    const registered = await admin.call(adminEndpoints.institutions, { search: marker });
    expect(pending.json().content.total).toBe(2);
    expect(registered.json().content.data).toEqual([
      expect.objectContaining({ _id: ids[0], status: 'Confirmed' }),
    ]);
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of ['9b2f0c1e-1111-4a4a-8888-123456789abc', 'not-a-uuid']) {
      const response = await admin.call(adminEndpoints.institutionDetail, { id });
      expect(response.statusCode).toBe(404);
    }
  });

  it('a bad sort field is refused, not passed to the database', async () => {
    const response = await admin.send('GET', '/api/super-admin/bloodbank/institutions?sort=password_hash');
    expect(response.statusCode).toBe(400);
  });
});

describe('permissions are enforced on the server', () => {
  it('a view-only administrator can read but not approve', async () => {
    const viewOnly = await signedInAdmin(t, 'View Only');
    const { id } = await registerPending();
    expect((await viewOnly.call(adminEndpoints.pendingInstitutions, {})).statusCode).toBe(200);
    expect((await verify(viewOnly, { id, status: 'approved' })).statusCode).toBe(403);
  });

  it('an administrator with no institute permission cannot even list', async () => {
    const none = await signedInAdmin(t, 'None');
    expect((await none.call(adminEndpoints.institutions, {})).statusCode).toBe(403);
  });

  it('an institution cannot use the administrator calls', async () => {
    const institution = await signedInInstitution(t);
    const { id } = await registerPending();
    expect((await institution.call(adminEndpoints.pendingInstitutions, {})).statusCode).toBe(403);
    expect((await verify(institution, { id, status: 'approved' })).statusCode).toBe(403);
    expect((await institution.call(institutionsEndpoints.profile)).statusCode).toBe(200);
  });
});

describe('blocking an institution', () => {
  const act = (caller: Caller, input: Record<string, unknown>) =>
    caller.call(adminEndpoints.institutionAction, input as never);

  it('signs its users out at once, refuses their sign-in, and unblocking lets them in again', async () => {
    const bank = await signedInInstitution(t);
    const id = bank.account.institution.id;
    expect((await bank.call(institutionsEndpoints.profile)).statusCode).toBe(200);

    const blocked = await act(admin, {
      institutionId: id,
      institutionName: bank.account.institution.name,
      comment: 'Licence suspended by the State Drugs Controller pending inspection',
      state: 'Blocked',
    });
    expect(blocked.json()).toMatchObject({
      code: 200,
      message: MESSAGES.institutionBlocked,
      content: { data: { _id: id, state: 'Blocked' } },
    });
    expect((await bank.call(institutionsEndpoints.profile)).statusCode).toBe(401);
    const refused = await anonymous(t).call(authEndpoints.login, {
      loginId: bank.account.loginId,
      password: bank.account.password,
      role: 'Login',
    });
    expect(refused.statusCode).toBe(403);
    expect((await act(admin, { institutionId: id, comment: 'Again', state: 'Blocked' })).statusCode).toBe(
      409,
    );

    const unblocked = await act(admin, { institutionId: id, comment: 'Inspection passed', state: 'Active' });
    expect(unblocked.json()).toMatchObject({ code: 200, message: MESSAGES.institutionUnlocked });
    const again = await anonymous(t).call(authEndpoints.login, {
      loginId: bank.account.loginId,
      password: bank.account.password,
      role: 'Login',
    });
    expect(again.json().code).toBe(200);
    // The session ended by the block stays ended: the user signs in afresh.
    expect((await bank.call(institutionsEndpoints.profile)).statusCode).toBe(401);

    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(events.map((e) => [e.action, e.actorId])).toEqual(
      expect.arrayContaining([
        ['institution.blocked', admin.account.admin.id],
        ['institution.unblocked', admin.account.admin.id],
      ]),
    );
  });

  it('needs a comment ("*Comment Is Required"), an approved institution, and update permission', async () => {
    const bank = await signedInInstitution(t);
    const id = bank.account.institution.id;
    const noComment = await act(admin, { institutionId: id, comment: '  ', state: 'Blocked' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe(MESSAGES.commentRequired);

    const { id: pendingId } = await registerPending();
    expect((await act(admin, { institutionId: pendingId, comment: 'x', state: 'Blocked' })).statusCode).toBe(
      404,
    );
    expect(
      (await act(admin, { institutionId: 'not-an-id', comment: 'x', state: 'Blocked' })).statusCode,
    ).toBe(404);

    const viewOnly = await signedInAdmin(t, 'View Only');
    expect((await act(viewOnly, { institutionId: id, comment: 'x', state: 'Blocked' })).statusCode).toBe(403);
    expect((await act(bank, { institutionId: id, comment: 'x', state: 'Blocked' })).statusCode).toBe(403);
    // Nothing changed: the institution still works.
    expect((await bank.call(institutionsEndpoints.profile)).statusCode).toBe(200);
  });

  it('attaches only files this administrator uploaded', async () => {
    const bank = await signedInInstitution(t);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'notice.pdf');
    const [own] = (await admin.send('POST', '/api/generic/file', form)).json().content.savedFiles;
    const other = new FormData();
    other.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'theirs.pdf');
    const [theirs] = (await bank.send('POST', '/api/generic/file', other)).json().content.savedFiles;

    const refused = await act(admin, {
      institutionId: bank.account.institution.id,
      comment: 'Notice',
      attachment: [theirs],
      state: 'Blocked',
    });
    expect(refused.statusCode).toBe(400);
    expect((await bank.call(institutionsEndpoints.profile)).statusCode).toBe(200);
    const done = await act(admin, {
      institutionId: bank.account.institution.id,
      comment: 'Notice',
      attachment: [own],
      state: 'Blocked',
    });
    expect(done.json().code).toBe(200);
  });
});
