import { institutionsEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInInstitution } from '../../test/callers.js';
import { createInstitution, createUpload } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn() {
  const caller = await signedInInstitution(t);
  const as = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    caller.send(method, url, payload);
  return { ...caller, as };
}

describe('the institution profile', () => {
  it('shows the institution its own profile with five image tiles', async () => {
    const { account, as } = await signIn();
    const profile = (await as('GET', '/api/institution/get')).json().content.data;
    expect(profile).toMatchObject({
      _id: account.institution.id,
      institutionName: account.institution.name,
      contactEmail: account.loginId,
      address: { description: 'MG Road, Pune', location: { type: 'Point', coordinates: [73.85, 18.52] } },
    });
    expect(profile.images).toEqual([null, null, null, null, null]);
  });

  it('changes contact number, address text and images, and nothing else', async () => {
    const { account, as } = await signIn();
    const image = await createUpload(t.database.db, {
      institutionId: account.institution.id,
      extension: 'png',
    });
    const response = await as('POST', '/api/institution/edit', {
      contactNumber: '02026123456',
      address: { description: '14 Station Road, Pune' },
      images: [image, null, null, null, null],
      institutionName: 'Renamed',
      contactEmail: 'hijack@example.in',
    });
    expect(response.json().content.data).toMatchObject({
      institutionName: account.institution.name,
      contactEmail: account.loginId,
      contactNumber: '02026123456',
      address: { description: '14 Station Road, Pune' },
      images: [image, null, null, null, null],
    });
  });

  it('refuses a bad number and a tile that is not an uploaded image', async () => {
    const { as } = await signIn();
    expect((await as('POST', '/api/institution/edit', { contactNumber: '12345' })).statusCode).toBe(400);
    const script = { name: 'x.js', location: 'https://evil.example/x.js' };
    expect((await as('POST', '/api/institution/edit', { images: [script] })).statusCode).toBe(400);
  });

  it("refuses another institution's image as a tile", async () => {
    const { as } = await signIn();
    const other = await signedInInstitution(t);
    const theirs = await createUpload(t.database.db, {
      institutionId: other.account.institution.id,
      extension: 'png',
    });
    const response = await as('POST', '/api/institution/edit', { images: [theirs] });
    expect(response.statusCode).toBe(400);
    expect((await other.call(institutionsEndpoints.profile)).json().content.data.images[0]).toBeNull();
  });

  it('one institution’s changes never touch another’s profile', async () => {
    const first = await signIn();
    const second = await signIn();
    await first.as('POST', '/api/institution/edit', { contactNumber: '9000000001' });
    const other = (await second.as('GET', '/api/institution/get')).json().content.data;
    expect(other._id).toBe(second.account.institution.id);
    expect(other.contactNumber).toBe('9876543210');
  });
});

describe('finding an institution by name (the Request Blood popup’s "for")', () => {
  it('lists approved, active institutions of the type whose name holds the text, those starting with it first', async () => {
    const caller = await signedInInstitution(t);
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    const pending = await createInstitution(t.database.db, { type: 'Hospital', status: 'Pending' });
    const found = await caller.call(institutionsEndpoints.search, { name: 'hospital', type: 'Hospital' });
    const names = found.json().content.data.map((row: { institutionName: string }) => row.institutionName);
    expect(names).toContain(hospital.account.institution.name);
    expect(names.every((name: string) => name.startsWith('Test Hospital'))).toBe(true);
    expect(names).not.toContain(pending.institution.name);
    expect(found.json().content.data.length).toBeLessThanOrEqual(15);
    const empty = await caller.send('GET', '/api/institution/list?name=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Type a name to search');
  });
});
