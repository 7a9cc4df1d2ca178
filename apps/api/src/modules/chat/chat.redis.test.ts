import { CHAT_EVENTS, chatEndpoints } from '@raktsetu/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { institutionIdOf } from '../inventory/inventory.test-support.js';
import {
  ask,
  connectChat,
  inbox,
  joined,
  redisAnswers,
  TEST_REDIS_URL,
  textMessage,
} from './chat.test-support.js';

// Two api processes behind one address share the chat through Redis (docs/decisions/0048): a blood bank
// connected to one reaches a hospital connected to the other. Runs where Redis answers at 127.0.0.1:6379 (CI
// and this project's machines); a machine without Redis skips it, as the app then runs one process alone.
const REDIS_URL = TEST_REDIS_URL;

const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('chat across two api processes', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const urls: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    // The second process: its own server and socket.io, the same database and secret, the same Redis.
    second = await buildApp({ config: t.config, database: t.database });
    urls.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    urls.push(await second.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second.close();
    await t.close();
  });

  it('delivers a message sent to one process to a user connected to the other', async () => {
    const [bank, hospital] = await Promise.all([
      signedInInstitution(t),
      signedInInstitution(t, { type: 'Hospital' }),
    ]);
    const started = await bank.call(chatEndpoints.start, { institutionId: await institutionIdOf(hospital) });
    const roomId: string = started.json().content.data.roomId;
    const [onFirst, onSecond] = [
      await connectChat(urls[0] as string, bank.token),
      await connectChat(urls[1] as string, hospital.token),
    ];
    sockets.push(onFirst, onSecond);
    await joined(onFirst, roomId);
    await joined(onSecond, roomId);
    const received = inbox(onSecond);
    const updated = new Promise((resolve) => onSecond.once(CHAT_EVENTS.roomUpdated, resolve));

    const answer = await ask(
      onFirst,
      CHAT_EVENTS.sendMessage,
      textMessage(roomId, 'Platelets dispatched, ETA 40 min'),
    );
    expect(answer.ok, answer.error).toBe(true);
    await updated;
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((message) => message.message)).toEqual(['Platelets dispatched, ETA 40 min']);
  });
});
