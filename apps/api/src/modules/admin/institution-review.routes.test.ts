import { MESSAGES, permissionsAtLevel } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createInstitution, registrationBody } from '../../test/factories.js';
import { lastMailTo, setPasswordLinkIn } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let fullToken: string;
beforeAll(async () => {
  t = await createTestApp();
  fullToken = await adminToken();
});
afterAll(() => t.close());

async function adminToken(level: Parameters<typeof permissionsAtLevel>[0] = 'Full Permission') {
  const admin = await createAdmin(t.database.db, { permissions: permissionsAtLevel(level) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { loginId: admin.loginId, password: admin.password },
  });
  return response.json().content.data.token as string;
}

const asAdmin = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function registerPending(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const id: string = (
    await t.app.inject({ method: 'POST', url: '/api/institution/register', payload: body })
  ).json().content.data._id;
  return { id, body, keyMemberEmail: body.keyMembers[0]?.email ?? '' };
}

describe('a registration is approved and the key member gets in', () => {
  it('pending → approved → link from the mail → password set → sign in', async () => {
    const { id, keyMemberEmail } = await registerPending();
    const pending = await asAdmin(
      fullToken,
      'GET',
      `/api/super-admin/bloodbank/pending/institution?id=${id}`,
    );
    expect(pending.json().content.data).toMatchObject({
      _id: id,
      status: 'Pending',
      keyMember: { email: keyMemberEmail, designation: 'Medical Officer' },
    });

    const approve = await asAdmin(fullToken, 'POST', '/api/institution/verify', { id, status: 'approved' });
    expect(approve.json()).toMatchObject({ code: 200, message: MESSAGES.requestApproved });

    const link = setPasswordLinkIn(await lastMailTo(t, keyMemberEmail));
    expect(link.pathname).toBe('/setPassword');
    expect(link.searchParams.get('type')).toBe('keymember');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/institution/confirm',
      payload: { id: link.searchParams.get('id'), password: 'Welcome@2026' },
    });
    expect(confirm.json().code).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/institution/login',
      payload: { loginId: keyMemberEmail, password: 'Welcome@2026', role: 'Login' },
    });
    expect(login.json().content.data.institutionType).toBe('BloodBank');
  });

  it('the link works once, and only at its own door', async () => {
    const { id, keyMemberEmail } = await registerPending();
    await asAdmin(fullToken, 'POST', '/api/institution/verify', { id, status: 'approved' });
    const secret = setPasswordLinkIn(await lastMailTo(t, keyMemberEmail)).searchParams.get('id');
    const confirmAt = (url: string) =>
      t.app.inject({ method: 'POST', url, payload: { id: secret, password: 'Welcome@2026' } });

    const wrongDoor = await confirmAt('/api/super-admin/confirm');
    expect(wrongDoor.json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
    expect((await confirmAt('/api/institution/confirm')).json().code).toBe(200);
    expect((await confirmAt('/api/institution/confirm')).json().message).toBe(MESSAGES.invalidLink);
  });

  it('an invented link is "Invalid link"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/institution/user/confirm',
      payload: { id: 'x'.repeat(43), password: 'Welcome@2026' },
    });
    expect(response.json()).toMatchObject({ code: 400, message: MESSAGES.invalidLink });
  });
});

describe('declining', () => {
  it('needs a comment', async () => {
    const { id } = await registerPending();
    const response = await asAdmin(fullToken, 'POST', '/api/institution/verify', { id, status: 'declined' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.commentRequiredForDecline);
  });

  it('records the reason, mails it, and the institution cannot sign in', async () => {
    const { id, keyMemberEmail } = await registerPending();
    const response = await asAdmin(fullToken, 'POST', '/api/institution/verify', {
      id,
      status: 'declined',
      reason: 'Licence certificate has expired',
    });
    expect(response.json().message).toBe(MESSAGES.requestDeclined);
    expect((await lastMailTo(t, keyMemberEmail)).text).toContain('Licence certificate has expired');
    const detail = await asAdmin(fullToken, 'GET', `/api/super-admin/bloodbank/institution-detail?id=${id}`);
    expect(detail.json().content.data).toMatchObject({
      status: 'Declined',
      declineReason: 'Licence certificate has expired',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/institution/login',
      payload: { loginId: keyMemberEmail, password: 'Anything@123', role: 'Login' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/declined/);
  });

  it('an institution is verified only once', async () => {
    const { id } = await registerPending();
    await asAdmin(fullToken, 'POST', '/api/institution/verify', { id, status: 'approved' });
    const again = await asAdmin(fullToken, 'POST', '/api/institution/verify', {
      id,
      status: 'declined',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the two lists', () => {
  it('pending and registered institutions are listed apart, paged, searched and sorted in the database', async () => {
    const marker = `Zeta${Date.now()}`;
    const ids: string[] = [];
    for (const name of ['Charlie', 'Alpha', 'Bravo']) {
      ids.push((await registerPending({ institutionName: `${marker} ${name} Blood Bank` })).id);
    }
    const list = (url: string) => asAdmin(fullToken, 'GET', url);

    const firstPage = await list(
      `/api/super-admin/bloodbank/pending/institutions?search=${marker}&sort=institutionName&order=asc&limit=2`,
    );
    expect(firstPage.json().content.total).toBe(3);
    expect(
      firstPage.json().content.data.map((row: { institutionName: string }) => row.institutionName),
    ).toEqual([`${marker} Alpha Blood Bank`, `${marker} Bravo Blood Bank`]);
    const secondPage = await list(
      `/api/super-admin/bloodbank/pending/institutions?search=${marker}&sort=institutionName&order=asc&limit=2&page=2`,
    );
    expect(secondPage.json().content.data).toHaveLength(1);

    await asAdmin(fullToken, 'POST', '/api/institution/verify', { id: ids[0], status: 'approved' });
    const pending = await list(`/api/super-admin/bloodbank/pending/institutions?search=${marker}`);
    const registered = await list(`/api/super-admin/bloodbank/institutions?search=${marker}`);
    expect(pending.json().content.total).toBe(2);
    expect(registered.json().content.data).toEqual([
      expect.objectContaining({ _id: ids[0], status: 'Confirmed' }),
    ]);
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of ['9b2f0c1e-1111-4a4a-8888-123456789abc', 'not-a-uuid']) {
      const response = await asAdmin(
        fullToken,
        'GET',
        `/api/super-admin/bloodbank/institution-detail?id=${id}`,
      );
      expect(response.statusCode).toBe(404);
    }
  });

  it('a bad sort field is refused, not passed to the database', async () => {
    const response = await asAdmin(
      fullToken,
      'GET',
      '/api/super-admin/bloodbank/institutions?sort=password_hash',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('permissions are enforced on the server', () => {
  it('a view-only administrator can read but not approve', async () => {
    const viewOnly = await adminToken('View Only');
    const { id } = await registerPending();
    expect(
      (await asAdmin(viewOnly, 'GET', '/api/super-admin/bloodbank/pending/institutions')).statusCode,
    ).toBe(200);
    const approve = await asAdmin(viewOnly, 'POST', '/api/institution/verify', { id, status: 'approved' });
    expect(approve.statusCode).toBe(403);
  });

  it('an administrator with no institute permission cannot even list', async () => {
    const none = await adminToken('None');
    expect((await asAdmin(none, 'GET', '/api/super-admin/bloodbank/institutions')).statusCode).toBe(403);
  });

  it('an institution cannot use the administrator calls', async () => {
    const account = await createInstitution(t.database.db);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/institution/login',
        payload: { loginId: account.loginId, password: account.password, role: 'Login' },
      })
    ).json().content.data.token;
    const { id } = await registerPending();
    expect((await asAdmin(token, 'GET', '/api/super-admin/bloodbank/pending/institutions')).statusCode).toBe(
      403,
    );
    expect(
      (await asAdmin(token, 'POST', '/api/institution/verify', { id, status: 'approved' })).statusCode,
    ).toBe(403);
  });
});
