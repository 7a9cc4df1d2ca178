import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AddAdminRequest,
  type AdminPermissions,
  adminEndpoints,
  administratorsEndpoints,
  authEndpoints,
  MESSAGES,
  type PermissionLevel,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents, sessions } from '../../db/schema/index.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution, signIn } from '../../test/callers.js';
import { createAdmin } from '../../test/factories.js';
import { lastMailTo, setPasswordLinkIn } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let full: Caller & Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  full = await signedInAdmin(t);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Welcome@2026';

function withLevels(
  levels: Partial<Record<keyof AdminPermissions, PermissionLevel>>,
  rest: PermissionLevel = 'None',
) {
  const permissions = permissionsAtLevel(rest);
  for (const [area, level] of Object.entries(levels))
    permissions[area as keyof AdminPermissions] = permissionsAtLevel(level as PermissionLevel).admins;
  return permissions;
}

/** A complete Add Admin body for a new e-mail; override what a test is about. */
function addBody(
  overrides: Partial<AddAdminRequest> = {},
): AddAdminRequest & { personalInfo: { email: string } } {
  const email = `new.admin.${randomBytes(4).toString('hex')}@raktsetu.test`;
  return {
    type: 'SuperAdmin',
    personalInfo: {
      firstName: 'Priya',
      lastName: 'Nair',
      email,
      gender: 'Female',
      dateOfBirth: '14/08/1988',
      mobileNumber: '9822012345',
      countryCode: '+91',
      addressDetails: {
        country: 'India',
        address: '12 Residency Road',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        zipCode: '560025',
      },
    },
    permissions: withLevels({ instituteManagement: 'View Only' }),
    ...overrides,
  } as AddAdminRequest & { personalInfo: { email: string } };
}

const rowByEmail = async (email: string) =>
  (await t.database.db.select().from(admins).where(eq(admins.email, email.toLowerCase())))[0];

/** Adds an administrator through the API and lets them set their password from the mail and sign in. */
async function addedAndSignedIn(permissions: AdminPermissions) {
  const body = addBody({ permissions });
  const added = await full.call(administratorsEndpoints.add, body);
  expect(added.statusCode).toBe(200);
  const link = setPasswordLinkIn(await lastMailTo(t, body.personalInfo.email));
  await anonymous(t).call(authEndpoints.confirmAdmin, {
    id: link.searchParams.get('id') ?? '',
    password: NEW_PASSWORD,
  });
  const caller = await signIn(t, { loginId: body.personalInfo.email, password: NEW_PASSWORD }, 'SuperAdmin');
  return { ...caller, id: added.json().content.data._id as string, body };
}

const changeStatus = (caller: Caller, id: string, action: 'activate' | 'deactivate' | 'delete') =>
  caller.call(administratorsEndpoints.changeStatus, { id, action });

describe('adding an administrator', () => {
  it('adds them pending, mails a link that sets the password and activates them, and records who did it', async () => {
    const body = addBody();
    const response = await full.call(administratorsEndpoints.add, body);
    expect(response.json()).toMatchObject({
      code: 200,
      message: MESSAGES.adminAdded,
      content: {
        data: {
          status: 0,
          personalInfo: {
            firstName: 'Priya',
            email: body.personalInfo.email,
            dateOfBirth: '1988-08-14',
            countryCode: '+91',
            addressDetails: { district: 'Bengaluru Urban', zipCode: '560025' },
          },
          permissions: { instituteManagement: { read: true, update: false }, admins: { read: false } },
        },
      },
    });
    const id: string = response.json().content.data._id;

    // Pending: no password yet, so no way in.
    const early = await anonymous(t).call(authEndpoints.adminLogin, {
      loginId: body.personalInfo.email,
      password: NEW_PASSWORD,
    });
    expect(early.statusCode).toBe(401);

    const mail = await lastMailTo(t, body.personalInfo.email);
    expect(mail.subject).toBe('RaktSetu: you are now a super administrator');
    expect(mail.text).toContain('Hello Priya,\n\nTest Admin added you as a super administrator of RaktSetu.');
    expect(mail.text).toContain('http://localhost:3000/Super-Admin/login');
    const link = setPasswordLinkIn(mail);
    expect(link.pathname).toBe('/setPassword');
    expect(link.searchParams.get('type')).toBe('admin');
    const secret = link.searchParams.get('id') ?? '';
    expect(
      (await anonymous(t).call(authEndpoints.validateLink, { id: secret, type: 'admin' })).statusCode,
    ).toBe(200);
    const confirm = await anonymous(t).call(authEndpoints.confirmAdmin, {
      id: secret,
      password: NEW_PASSWORD,
    });
    expect(confirm.json().code).toBe(200);

    const details = await full.call(administratorsEndpoints.details, { id });
    expect(details.json().content.data.status).toBe(1);
    const signedIn = await signIn(
      t,
      { loginId: body.personalInfo.email, password: NEW_PASSWORD },
      'SuperAdmin',
    );
    expect((await signedIn.call(adminEndpoints.permissions)).json().content.data).toEqual(body.permissions);
    // View Only on institutions: the list, but not the approval.
    expect((await signedIn.call(adminEndpoints.institutions, {})).statusCode).toBe(200);
    expect((await signedIn.call(administratorsEndpoints.list, {})).statusCode).toBe(403);

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admin.added'))
      .orderBy(auditEvents.at)
      .then((rows) => rows.filter((row) => row.subjectId === id));
    expect(event).toMatchObject({ actorKind: 'admin', actorId: full.account.admin.id, subjectType: 'admin' });
    expect(event?.details).toMatchObject({
      before: null,
      after: { status: 0, personalInfo: { email: body.personalInfo.email } },
    });
    expect(JSON.stringify(event?.details)).not.toMatch(/password|hash/i);
  });

  it('needs all the personal info ("All Personal Info. Is Required") and adds nobody without it', async () => {
    for (const missing of ['firstName', 'lastName', 'dateOfBirth', 'email', 'mobileNumber'] as const) {
      const body = addBody();
      const personalInfo: Record<string, unknown> = { ...body.personalInfo };
      personalInfo[missing] = missing === 'firstName' ? '   ' : undefined;
      const response = await full.call(administratorsEndpoints.add, { ...body, personalInfo } as never);
      expect(response.statusCode, missing).toBe(400);
      expect(response.json().message, missing).toBe(MESSAGES.personalInfoRequired);
      expect(await rowByEmail(body.personalInfo.email)).toBeUndefined();
    }
    for (const missing of ['address', 'state', 'district', 'country'] as const) {
      const body = addBody();
      const addressDetails: Record<string, unknown> = { ...body.personalInfo.addressDetails, [missing]: '' };
      const response = await full.call(administratorsEndpoints.add, {
        ...body,
        personalInfo: { ...body.personalInfo, addressDetails },
      } as never);
      expect(response.json(), missing).toMatchObject({ code: 400, message: MESSAGES.personalInfoRequired });
    }
    // Gender, city and PIN code may wait.
    const body = addBody();
    const { gender: _gender, ...rest } = body.personalInfo;
    const relaxed = await full.call(administratorsEndpoints.add, {
      ...body,
      personalInfo: { ...rest, addressDetails: { ...rest.addressDetails, city: '', zipCode: '' } },
    });
    expect(relaxed.json().code).toBe(200);
  });

  it('checks the e-mail, the mobile number and the birth date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
      [{ mobileNumber: '12345' }, MESSAGES.invalidPhone],
      [{ dateOfBirth: '31/02/1990' }, MESSAGES.invalidDate],
      [{ dateOfBirth: '01/01/2020' }, ADMIN_MESSAGES.tooYoung],
      [{ firstName: 'Priya\u0000' }, 'Remove the special characters from this field'],
    ];
    for (const [change, message] of cases) {
      const body = addBody();
      const response = await full.call(administratorsEndpoints.add, {
        ...body,
        personalInfo: { ...body.personalInfo, ...change },
      } as never);
      expect(response.json(), message).toMatchObject({ code: 400, message });
    }
  });

  it('needs all six permissions chosen ("All Permissions Is Required"), each one of the four levels', async () => {
    const unchosen = { ...permissionsAtLevel('None'), billing: null };
    const response = await full.call(administratorsEndpoints.add, addBody({ permissions: unchosen }));
    expect(response.json()).toMatchObject({
      code: 400,
      message: MESSAGES.permissionsRequired,
      content: { errors: [{ field: 'permissions.billing', message: MESSAGES.permissionsRequired }] },
    });
    const { subscription: _left, ...fiveAreas } = permissionsAtLevel('None');
    expect(
      (await full.call(administratorsEndpoints.add, addBody({ permissions: fiveAreas as never }))).json()
        .message,
    ).toBe(MESSAGES.permissionsRequired);
    const noPermissions = addBody();
    const { permissions: _none, ...withoutPermissions } = noPermissions;
    expect((await full.call(administratorsEndpoints.add, withoutPermissions as never)).json().message).toBe(
      MESSAGES.permissionsRequired,
    );
    const mixed = {
      ...permissionsAtLevel('None'),
      billing: { read: false, write: false, update: false, delete: true },
    };
    expect(
      (await full.call(administratorsEndpoints.add, addBody({ permissions: mixed }))).json(),
    ).toMatchObject({
      code: 400,
      message: ADMIN_MESSAGES.unknownLevel,
    });
    // "None" everywhere is a choice: an account that sees only Dashboard and Transaction.
    expect(
      (
        await full.call(administratorsEndpoints.add, addBody({ permissions: permissionsAtLevel('None') }))
      ).json().code,
    ).toBe(200);
  });

  it('refuses an e-mail that already signs someone in, an administrator or an institution user (409)', async () => {
    const first = addBody();
    expect((await full.call(administratorsEndpoints.add, first)).json().code).toBe(200);
    const again = addBody();
    const sameEmail = await full.call(administratorsEndpoints.add, {
      ...again,
      personalInfo: { ...again.personalInfo, email: first.personalInfo.email.toUpperCase() },
    });
    expect(sameEmail.json()).toMatchObject({ code: 409, message: MESSAGES.mailInUse });

    const bank = await signedInInstitution(t);
    const usersEmail = await full.call(administratorsEndpoints.add, {
      ...again,
      personalInfo: { ...again.personalInfo, email: bank.account.loginId },
    });
    expect(usersEmail.json()).toMatchObject({ code: 409, message: MESSAGES.mailInUse });
    expect(await rowByEmail(bank.account.loginId)).toBeUndefined();
  });

  it('two adds of one e-mail at once: one is added, the other is told the e-mail is in use', async () => {
    const body = addBody();
    const answers = await Promise.all([
      full.call(administratorsEndpoints.add, body),
      full.call(administratorsEndpoints.add, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('gives no permission the adder does not hold, so nobody raises an account above themselves', async () => {
    const manager = await signedInAdmin(
      t,
      withLevels({ admins: 'Create, Update but Not Delete', billing: 'View Only' }),
    );
    const above = await manager.call(
      administratorsEndpoints.add,
      addBody({ permissions: withLevels({ billing: 'Full Permission' }) }),
    );
    expect(above.json()).toMatchObject({ code: 403, message: ADMIN_MESSAGES.grantBeyondOwn });
    const within = await manager.call(
      administratorsEndpoints.add,
      addBody({ permissions: withLevels({ billing: 'View Only', admins: 'View Only' }) }),
    );
    expect(within.json().code).toBe(200);
  });
});

describe('the list and the profile', () => {
  it('pages, sorts and searches by a name or e-mail prefix in the database', async () => {
    const marker = `zq${randomBytes(3).toString('hex')}`;
    for (const first of ['Charu', 'Aditi', 'Bhavna']) {
      const body = addBody();
      await full.call(administratorsEndpoints.add, {
        ...body,
        personalInfo: {
          ...body.personalInfo,
          firstName: first,
          lastName: marker,
          email: `${marker}.${first.toLowerCase()}@raktsetu.test`,
        },
      });
    }
    const names = (content: { data: { personalInfo: { firstName: string } }[] }) =>
      content.data.map((row) => row.personalInfo.firstName);
    const page = { search: marker, sort: 'name', order: 'asc', limit: 2 } as const;
    const first = (await full.call(administratorsEndpoints.list, page)).json().content;
    expect(first.total).toBe(3);
    expect(names(first)).toEqual(['Aditi', 'Bhavna']);
    const second = (await full.call(administratorsEndpoints.list, { ...page, page: 2 })).json().content;
    expect(names(second)).toEqual(['Charu']);
    const newest = (await full.call(administratorsEndpoints.list, { search: marker })).json().content;
    expect(names(newest)).toEqual(['Bhavna', 'Aditi', 'Charu']);

    const found = async (search: string) =>
      names((await full.call(administratorsEndpoints.list, { search })).json().content);
    expect(await found(`Aditi ${marker}`)).toEqual(['Aditi']);
    expect(await found(`${marker.toUpperCase()}.BH`)).toEqual(['Bhavna']);
    // A prefix, not any part: the middle of a name finds nothing.
    expect(await found(marker.slice(2))).toEqual([]);
    // What a person types is text, not a pattern.
    expect(await found('%')).toEqual([]);
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of ['9b2f0c1e-1111-4a4a-8888-123456789abc', 'not-a-uuid']) {
      expect((await full.call(administratorsEndpoints.details, { id })).statusCode).toBe(404);
      expect((await changeStatus(full, id, 'deactivate')).statusCode).toBe(404);
    }
  });

  it('a bad sort field or action is refused, not passed on', async () => {
    expect((await full.send('GET', '/api/super-admin/bloodbank/admins?sort=password_hash')).statusCode).toBe(
      400,
    );
    const target = await createAdmin(t.database.db);
    const response = await full.send(
      'POST',
      `/api/super-admin/bloodbank/admin/change-status?id=${target.admin.id}&action=promote`,
      {},
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('permissions are the server’s to enforce', () => {
  it('View Only may list and read, but not add, edit or change a status', async () => {
    const viewer = await signedInAdmin(t, withLevels({ admins: 'View Only' }));
    const target = await createAdmin(t.database.db, { permissions: permissionsAtLevel('None') });
    expect((await viewer.call(administratorsEndpoints.list, {})).statusCode).toBe(200);
    expect((await viewer.call(administratorsEndpoints.details, { id: target.admin.id })).statusCode).toBe(
      200,
    );
    expect((await viewer.call(administratorsEndpoints.audit, {})).statusCode).toBe(200);
    const body = addBody({ permissions: permissionsAtLevel('None') });
    expect((await viewer.call(administratorsEndpoints.add, body)).statusCode).toBe(403);
    expect(await rowByEmail(body.personalInfo.email)).toBeUndefined();
    const { type: _type, permissions, ...rest } = addBody();
    expect(
      (
        await viewer.call(administratorsEndpoints.update, {
          id: target.admin.id,
          personalInfo: rest.personalInfo,
          details: { permissions },
        })
      ).statusCode,
    ).toBe(403);
    expect((await changeStatus(viewer, target.admin.id, 'deactivate')).statusCode).toBe(403);
    expect((await rowByEmail(target.loginId))?.status).toBe(1);
  });

  it('without any admins permission, and for an institution, even the list is 403', async () => {
    const none = await signedInAdmin(t, withLevels({ instituteManagement: 'Full Permission' }));
    const bank = await signedInInstitution(t);
    for (const caller of [none, bank]) {
      expect((await caller.call(administratorsEndpoints.list, {})).statusCode).toBe(403);
      expect((await caller.call(administratorsEndpoints.audit, {})).statusCode).toBe(403);
    }
    expect((await anonymous(t).call(administratorsEndpoints.list, {})).statusCode).toBe(401);
  });

  it('"Create, Update but Not Delete" may deactivate and activate, but a delete is 403 and deletes nothing', async () => {
    const manager = await signedInAdmin(t, withLevels({ admins: 'Create, Update but Not Delete' }));
    const target = await createAdmin(t.database.db, { permissions: permissionsAtLevel('None') });
    const refused = await changeStatus(manager, target.admin.id, 'delete');
    expect(refused.json()).toMatchObject({ code: 403, message: ADMIN_MESSAGES.deleteNeedsPermission });
    expect(await rowByEmail(target.loginId)).toBeDefined();
    expect((await changeStatus(manager, target.admin.id, 'deactivate')).json().message).toBe(
      MESSAGES.adminDeactivated,
    );
    expect((await changeStatus(manager, target.admin.id, 'activate')).json().message).toBe(
      MESSAGES.adminActivated,
    );
  });
});

describe('editing an administrator', () => {
  const editBody = (id: string, body: ReturnType<typeof addBody>, changes: Record<string, unknown> = {}) => ({
    id,
    personalInfo: { ...body.personalInfo, ...changes },
    details: { permissions: body.permissions as AdminPermissions },
  });

  it('changes contact, address and permissions, records before and after, and the new rights apply at once', async () => {
    const editor = await addedAndSignedIn(withLevels({ instituteManagement: 'View Only' }));
    expect((await editor.call(adminEndpoints.institutions, {})).statusCode).toBe(200);

    const response = await full.call(administratorsEndpoints.update, {
      ...editBody(editor.id, editor.body, {
        mobileNumber: '9845098765',
        addressDetails: { ...editor.body.personalInfo.addressDetails, district: 'Mysuru', city: 'Mysuru' },
      }),
      details: { permissions: withLevels({ userManagement: 'View Only' }) },
    });
    expect(response.json()).toMatchObject({
      code: 200,
      message: MESSAGES.adminEdited,
      content: {
        data: {
          personalInfo: {
            mobileNumber: '9845098765',
            addressDetails: { district: 'Mysuru' },
            firstName: 'Priya',
          },
          permissions: { instituteManagement: { read: false }, userManagement: { read: true } },
        },
      },
    });
    // The edited administrator's very next call uses the new rights, without signing in again.
    expect((await editor.call(adminEndpoints.institutions, {})).statusCode).toBe(403);
    expect((await editor.call(adminEndpoints.permissions)).json().content.data.userManagement.read).toBe(
      true,
    );

    const [event] = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'admin.edited'))
    ).filter((row) => row.subjectId === editor.id);
    expect(event?.actorId).toBe(full.account.admin.id);
    expect(event?.details).toEqual({
      admin: { name: 'Priya Nair', email: editor.body.personalInfo.email },
      before: {
        personalInfo: {
          mobileNumber: '9822012345',
          addressDetails: { district: 'Bengaluru Urban', city: 'Bengaluru' },
        },
        permissions: {
          instituteManagement: { read: true },
          userManagement: { read: false },
        },
      },
      after: {
        personalInfo: { mobileNumber: '9845098765', addressDetails: { district: 'Mysuru', city: 'Mysuru' } },
        permissions: { instituteManagement: { read: false }, userManagement: { read: true } },
      },
    });
  });

  it('keeps names, e-mail, gender and birth date as they are: a change is refused and changes nothing', async () => {
    const body = addBody();
    const id: string = (await full.call(administratorsEndpoints.add, body)).json().content.data._id;
    for (const change of [
      { firstName: 'Someone' },
      { lastName: 'Else' },
      { email: 'other@raktsetu.test' },
      { gender: 'Male' },
      { dateOfBirth: '01/01/1970' },
    ]) {
      const response = await full.call(
        administratorsEndpoints.update,
        editBody(id, body, { ...change, mobileNumber: '9000000001' }),
      );
      expect(response.json(), JSON.stringify(change)).toMatchObject({
        code: 400,
        message: ADMIN_MESSAGES.fixedFields,
      });
    }
    expect((await rowByEmail(body.personalInfo.email))?.mobileNumber).toBe('9822012345');
    // Sent as they are (the form sends the whole record, the e-mail in any case) or left out: fine.
    const same = await full.call(
      administratorsEndpoints.update,
      editBody(id, body, { email: body.personalInfo.email.toUpperCase(), dateOfBirth: '1988-08-14' }),
    );
    expect(same.json().code).toBe(200);
    const {
      firstName: _f,
      lastName: _l,
      email: _e,
      gender: _g,
      dateOfBirth: _d,
      ...editable
    } = body.personalInfo;
    const without = await full.call(administratorsEndpoints.update, {
      id,
      personalInfo: { ...editable, mobileNumber: '9000000002' },
      details: { permissions: body.permissions as AdminPermissions },
    });
    expect(without.json().code).toBe(200);
    expect((await rowByEmail(body.personalInfo.email))?.mobileNumber).toBe('9000000002');
  });

  it('needs the personal info and every permission, as adding does', async () => {
    const body = addBody();
    const id: string = (await full.call(administratorsEndpoints.add, body)).json().content.data._id;
    const noDistrict = await full.call(
      administratorsEndpoints.update,
      editBody(id, body, { addressDetails: { ...body.personalInfo.addressDetails, district: ' ' } }),
    );
    expect(noDistrict.json()).toMatchObject({ code: 400, message: MESSAGES.personalInfoRequired });
    const unchosen = await full.call(administratorsEndpoints.update, {
      ...editBody(id, body),
      details: { permissions: { ...permissionsAtLevel('None'), admins: null } },
    });
    expect(unchosen.json()).toMatchObject({ code: 400, message: MESSAGES.permissionsRequired });
  });

  it('an administrator does not raise another above themselves, but may edit one who already holds more', async () => {
    const manager = await signedInAdmin(t, withLevels({ admins: 'Create, Update but Not Delete' }));
    const body = addBody({ permissions: withLevels({ billing: 'Full Permission' }) });
    const id: string = (await full.call(administratorsEndpoints.add, body)).json().content.data._id;
    const contactOnly = await manager.call(
      administratorsEndpoints.update,
      editBody(id, body, { mobileNumber: '9000000003' }),
    );
    expect(contactOnly.json().code).toBe(200);
    const raise = await manager.call(administratorsEndpoints.update, {
      ...editBody(id, body),
      details: { permissions: withLevels({ billing: 'Full Permission', subscription: 'View Only' }) },
    });
    expect(raise.json()).toMatchObject({ code: 403, message: ADMIN_MESSAGES.grantBeyondOwn });
  });
});

describe('activating, deactivating and deleting', () => {
  it('deactivating ends their sessions at once and keeps them out; activating lets them in again', async () => {
    const target = await addedAndSignedIn(withLevels({ admins: 'View Only' }));
    expect((await target.call(administratorsEndpoints.list, {})).statusCode).toBe(200);

    const off = await changeStatus(full, target.id, 'deactivate');
    expect(off.json()).toMatchObject({
      code: 200,
      message: MESSAGES.adminDeactivated,
      content: { data: { _id: target.id, status: 2 } },
    });
    expect((await target.call(administratorsEndpoints.list, {})).statusCode).toBe(401);
    const [ended] = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, target.id));
    expect(ended?.endReason).toBe('account-deactivated');
    const refused = await anonymous(t).call(authEndpoints.adminLogin, {
      loginId: target.body.personalInfo.email,
      password: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    // Only an active administrator can be set inactive (docs/spec/part-2-operations-and-admin.md §4).
    expect((await changeStatus(full, target.id, 'deactivate')).json()).toMatchObject({
      code: 409,
      message: ADMIN_MESSAGES.onlyActiveDeactivated,
    });

    expect((await changeStatus(full, target.id, 'activate')).json()).toMatchObject({
      code: 200,
      message: MESSAGES.adminActivated,
      content: { data: { status: 1 } },
    });
    expect((await changeStatus(full, target.id, 'activate')).json()).toMatchObject({
      code: 409,
      message: ADMIN_MESSAGES.onlyInactiveActivated,
    });
    const back = await signIn(
      t,
      { loginId: target.body.personalInfo.email, password: NEW_PASSWORD },
      'SuperAdmin',
    );
    expect((await back.call(administratorsEndpoints.list, {})).statusCode).toBe(200);

    const actions = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, target.id))
    ).map((event) => [event.action, event.details.before, event.details.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['admin.deactivated', { status: 1 }, { status: 2 }],
        ['admin.activated', { status: 2 }, { status: 1 }],
      ]),
    );
  });

  it('a pending administrator is neither activated nor deactivated: they activate themselves with the link', async () => {
    const body = addBody();
    const id: string = (await full.call(administratorsEndpoints.add, body)).json().content.data._id;
    expect((await changeStatus(full, id, 'activate')).statusCode).toBe(409);
    expect((await changeStatus(full, id, 'deactivate')).statusCode).toBe(409);
  });

  it('deleting ends their sessions, removes the account and kills the unused set-password link', async () => {
    const target = await addedAndSignedIn(withLevels({ admins: 'View Only' }));
    const deleted = await changeStatus(full, target.id, 'delete');
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: MESSAGES.adminDeleted,
      content: { data: { _id: target.id, status: null } },
    });
    expect((await target.call(administratorsEndpoints.list, {})).statusCode).toBe(401);
    expect((await full.call(administratorsEndpoints.details, { id: target.id })).statusCode).toBe(404);
    expect((await changeStatus(full, target.id, 'delete')).statusCode).toBe(404);

    const pending = addBody();
    const pendingId: string = (await full.call(administratorsEndpoints.add, pending)).json().content.data._id;
    const secret =
      setPasswordLinkIn(await lastMailTo(t, pending.personalInfo.email)).searchParams.get('id') ?? '';
    expect((await changeStatus(full, pendingId, 'delete')).json().code).toBe(200);
    const confirm = await anonymous(t).call(authEndpoints.confirmAdmin, {
      id: secret,
      password: NEW_PASSWORD,
    });
    expect(confirm.json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });

    const [event] = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'admin.deleted'))
    ).filter((row) => row.subjectId === target.id);
    expect(event?.details).toMatchObject({
      admin: { name: 'Priya Nair', email: target.body.personalInfo.email },
      before: { status: 1, permissions: { admins: { read: true } } },
      after: null,
    });
  });
});

describe('an administrator and their own account', () => {
  it('cannot deactivate or delete themselves, nor give up their own Full Permission on admins', async () => {
    const me = await signedInAdmin(t);
    const myId = me.account.admin.id;
    expect((await changeStatus(me, myId, 'deactivate')).json()).toMatchObject({
      code: 403,
      message: ADMIN_MESSAGES.ownStatus,
    });
    expect((await changeStatus(me, myId, 'delete')).json()).toMatchObject({
      code: 403,
      message: ADMIN_MESSAGES.ownStatus,
    });
    // The read-only fields are left out: they stay as they are.
    const editable = {
      mobileNumber: '9822012345',
      addressDetails: {
        country: 'India',
        address: '1 Park Street',
        state: 'West Bengal',
        district: 'Kolkata',
      },
    };
    const giveUp = await me.call(administratorsEndpoints.update, {
      id: myId,
      personalInfo: editable,
      details: { permissions: withLevels({ admins: 'Create, Update but Not Delete' }, 'Full Permission') },
    });
    expect(giveUp.json()).toMatchObject({ code: 403, message: ADMIN_MESSAGES.ownAdminsPermission });
    expect((await me.call(administratorsEndpoints.list, {})).statusCode).toBe(200);
    // Their own contact details they may change.
    const contact = await me.call(administratorsEndpoints.update, {
      id: myId,
      personalInfo: editable,
      details: { permissions: permissionsAtLevel('Full Permission') },
    });
    expect(contact.json().code).toBe(200);
  });
});

describe('the platform keeps an active administrator with Full Permission on admins', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  const manager = () =>
    signedInAdmin(own, withLevels({ admins: 'Create, Update but Not Delete' }, 'Full Permission'));

  it('refuses to deactivate or demote the last one (409), and changes nothing', async () => {
    const only = await createAdmin(own.database.db);
    const actor = await manager();
    expect((await changeStatus(actor, only.admin.id, 'deactivate')).json()).toMatchObject({
      code: 409,
      message: ADMIN_MESSAGES.lastFullAdmin,
    });
    const demote = await actor.call(administratorsEndpoints.update, {
      id: only.admin.id,
      personalInfo: {
        mobileNumber: '9822012345',
        addressDetails: {
          country: 'India',
          address: '1 Park Street',
          state: 'West Bengal',
          district: 'Kolkata',
        },
      },
      details: { permissions: withLevels({ admins: 'View Only' }, 'Full Permission') },
    });
    expect(demote.json()).toMatchObject({ code: 409, message: ADMIN_MESSAGES.lastFullAdmin });
    const [row] = await own.database.db.select().from(admins).where(eq(admins.id, only.admin.id));
    expect(row?.status).toBe(1);
    expect(row?.permissions.admins.delete).toBe(true);
  });

  it('two changes at once cannot both remove one: exactly one of them is refused', async () => {
    // Two holders besides the first test's; the managers each take one away at the same moment.
    await own.database.db.update(admins).set({ status: 2 });
    const holders = [await createAdmin(own.database.db), await createAdmin(own.database.db)];
    const [first, second] = [await manager(), await manager()];
    const answers = await Promise.all([
      changeStatus(first, holders[0]?.admin.id ?? '', 'deactivate'),
      changeStatus(second, holders[1]?.admin.id ?? '', 'deactivate'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const active = await own.database.db.select().from(admins).where(eq(admins.status, 1));
    expect(active.filter((row) => row.permissions.admins.delete)).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('describes the six calls of this area with their security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/super-admin/bloodbank/admins', 'get'],
      ['/api/super-admin/bloodbank/admin/details', 'get'],
      ['/api/super-admin/add', 'post'],
      ['/api/super-admin/bloodbank/admin/update', 'post'],
      ['/api/super-admin/bloodbank/admin/change-status', 'post'],
      ['/api/super-admin/audit', 'get'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearer: [] }]);
    }
    const changeStatus = document.paths['/api/super-admin/bloodbank/admin/change-status'].post;
    expect(
      changeStatus.parameters.map((parameter: { name: string; in: string }) => [
        parameter.in,
        parameter.name,
      ]),
    ).toEqual([
      ['query', 'id'],
      ['query', 'action'],
    ]);
  });
});
