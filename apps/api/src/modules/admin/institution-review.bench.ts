import { permissionsAtLevel } from '@raktsetu/contract';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { institutions } from '../../db/schema/index.js';
import { createAdmin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A national scale for the super administrator's lists: 20 000 institutions, a quarter still pending.
const INSTITUTIONS = 20_000;
const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Lucknow',
  'Jaipur',
  'Guwahati',
] as const;
const TYPES = ['BloodBank', 'Hospital', 'Both', 'NGO'] as const;

let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: INSTITUTIONS }, (_, i) => ({
    name: `${['Jeevan', 'Sanjeevani', 'Arogya', 'Seva', 'Rakt'][i % 5]} Blood Centre ${i}`,
    type: TYPES[i % TYPES.length] ?? 'BloodBank',
    contactEmail: `bench-${i}@example.in`,
    contactNumber: '9876543210',
    city: CITIES[i % CITIES.length] ?? 'Pune',
    status: i % 4 === 0 ? ('Pending' as const) : ('Confirmed' as const),
    addedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await t.database.db.insert(institutions).values(rows.slice(i, i + 1000));
  const admin = await createAdmin(t.database.db, { permissions: permissionsAtLevel('Full Permission') });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { loginId: admin.loginId, password: admin.password },
  });
  authorization = `Bearer ${login.json().content.data.token}`;
}, 120_000);

afterAll(() => t.close());

const list = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe(`super-admin institution lists over ${INSTITUTIONS} institutions`, () => {
  bench('pending tab, first page, newest first', async () => {
    await list('/api/super-admin/bloodbank/pending/institutions');
  });
  bench('registered tab, page 500 sorted by name', async () => {
    await list('/api/super-admin/bloodbank/institutions?page=500&sort=institutionName&order=asc');
  });
  bench('registered tab, searching "sanjeevani" in Pune', async () => {
    await list('/api/super-admin/bloodbank/institutions?search=sanjeevani');
  });
});
