import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// A real SMTP peer on loopback: the mail crosses the wire exactly as it would to a production relay.
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'RaktSetu <no-reply@raktsetu.test>',
    outbox: 'off',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail through a configured SMTP server', () => {
  it('a reset code is delivered over SMTP to the account holder', async () => {
    const account = await createInstitution(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/institution/forgot-password',
      payload: { loginId: account.loginId },
    });
    expect(response.json().code).toBe(200);
    const mail = received.find((m) => m.to.includes(account.loginId));
    expect(mail?.from).toBe('no-reply@raktsetu.test');
    expect(mail?.raw).toMatch(/Subject: RaktSetu: your password reset code/);
    expect(mail?.raw).toMatch(/code is \d{6}/);
  });

  it('the outbox does not exist when mail really leaves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
