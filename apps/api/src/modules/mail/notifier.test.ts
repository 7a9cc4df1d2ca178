import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookNotifier } from './notifier.js';

// A real HTTP peer on loopback standing in for a site's SMS gateway.
const received: { body: unknown; type: string | undefined }[] = [];
let answerWith = 200;
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({ body: JSON.parse(text), type: request.headers['content-type'] });
      response.statusCode = answerWith;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('text messages through the SMS webhook', () => {
  it('posts the number with +91, the text and its purpose as JSON', async () => {
    await webhookNotifier(url, undefined).sms({
      to: '9876543210',
      text: 'Your code is 123456',
      purpose: 'donor-otp',
    });
    expect(received.at(-1)).toEqual({
      type: 'application/json',
      body: { to: '+919876543210', text: 'Your code is 123456', purpose: 'donor-otp' },
    });
  });

  it('a refusal of the gateway fails the sending, so the change it belongs to is not committed', async () => {
    answerWith = 502;
    await expect(
      webhookNotifier(url, undefined).sms({ to: '9876543210', text: 'x', purpose: 'donor-otp' }),
    ).rejects.toThrow(/502/);
    answerWith = 200;
  });
});
