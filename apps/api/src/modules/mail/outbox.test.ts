import { authEndpoints, mailEndpoints } from '@raktsetu/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { anonymous, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
async function appWithOutbox(outbox: 'demo' | 'admins') {
  const t = await createTestApp({ outbox });
  apps.push(t);
  return t;
}

describe('the outbox holds reset codes, so who may read it depends on where RaktSetu runs', () => {
  it('on the embedded demo anyone may read it, as the README promises a newcomer', async () => {
    const t = await appWithOutbox('demo');
    const account = await createInstitution(t.database.db);
    await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    const outbox = await anonymous(t).call(mailEndpoints.outbox, {});
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().content.data[0]).toMatchObject({ to: account.loginId, purpose: 'password-reset' });
  });

  it('elsewhere only super administrators read it: the reset code of an account is not for anyone who asks', async () => {
    const t = await appWithOutbox('admins');
    const account = await createInstitution(t.database.db);
    await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    expect((await anonymous(t).call(mailEndpoints.outbox, {})).statusCode).toBe(401);
    expect((await (await signedInInstitution(t)).call(mailEndpoints.outbox, {})).statusCode).toBe(403);
    const admin = await signedInAdmin(t);
    expect((await admin.call(mailEndpoints.outbox, {})).json().content.data[0].to).toBe(account.loginId);
  });
});
