import { CHAT_EVENTS, CHAT_PAGE_SIZE, chatEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { institutionIdOf } from '../inventory/inventory.test-support.js';
import { ask, connectChat, inbox, joined, textMessage } from './chat.test-support.js';

// Sahyadri's blood bank writes to the hospital it supplies about tonight's units; a third institution tries to
// listen in and cannot (docs/decisions/0048).

let t: TestApp;
let url: string;
let bank: Caller;
let hospital: Caller;
let stranger: Caller;
let roomId: string;
const sockets: Socket[] = [];

async function socketOf(caller: Caller) {
  const socket = await connectChat(url, caller.token);
  sockets.push(socket);
  return socket;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const roomsOf = async (caller: Caller) => (await caller.call(chatEndpoints.rooms)).json().content;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [bank, hospital, stranger] = await Promise.all([
    signedInInstitution(t),
    signedInInstitution(t, { type: 'Hospital' }),
    signedInInstitution(t, { type: 'NGO' }),
  ]);
  const started = await bank.call(chatEndpoints.start, { institutionId: await institutionIdOf(hospital) });
  expect(started.statusCode, started.body).toBe(200);
  roomId = started.json().content.data.roomId;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('the handshake', () => {
  it('refuses a missing or bad token', async () => {
    await expect(connectChat(url, null)).rejects.toThrow('Please sign in to continue');
    await expect(connectChat(url, 'not-a-token')).rejects.toThrow(/expired/);
  });

  it('refuses the users of a blocked institution', async () => {
    const blocked = await signedInInstitution(t);
    await t.database.db
      .update(institutions)
      .set({ accessState: 'Blocked' })
      .where(eq(institutions.id, await institutionIdOf(blocked)));
    await expect(connectChat(url, blocked.token)).rejects.toThrow(/session has ended/);
  });
});

describe('a conversation', () => {
  it('starts once per pair of institutions, whoever starts it', async () => {
    const again = await hospital.call(chatEndpoints.start, { institutionId: await institutionIdOf(bank) });
    expect(again.json().content.data.roomId).toBe(roomId);
    expect((await hospital.call(chatEndpoints.contacts, { search: 'test blood' })).statusCode).toBe(200);
  });

  it('delivers a message to the other institution, stores it once, and counts it unread there only', async () => {
    const [mine, theirs] = [await socketOf(bank), await socketOf(hospital)];
    await joined(mine, roomId);
    await joined(theirs, roomId);
    // The hospital reads the room later: it leaves and the message waits as unread.
    const received = inbox(theirs);
    const updates: string[] = [];
    theirs.on(CHAT_EVENTS.roomUpdated, ({ roomId: id }: { roomId: string }) => updates.push(id));

    const message = textMessage(roomId, 'Two units of O- are ready for Mr. Patil.\nCollect by 9 pm.');
    const answer = await ask(mine, CHAT_EVENTS.sendMessage, message);
    expect(answer.ok, answer.error).toBe(true);
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({
      clientId: message.clientId,
      message: message.message,
      chatType: 'Message',
    });
    expect(updates).toContain(roomId);

    // A resend of the same message (the browser came back online as it retried) is a no-op.
    const resend = await ask(mine, CHAT_EVENTS.sendMessage, message);
    expect(resend.message?._id).toBe(answer.message?._id);
    await settle();
    expect(received).toHaveLength(1);

    const [room] = (await roomsOf(hospital)).data;
    expect(room.participants[0]).toMatchObject({ lastMsg: message.message, unreadCount: 1 });
    expect((await roomsOf(hospital)).unreadRooms).toBe(1);
    expect((await roomsOf(bank)).data[0].participants[0].unreadCount).toBe(0);

    expect((await hospital.call(chatEndpoints.read, { roomId })).json().content.unreadRooms).toBe(0);
    expect((await roomsOf(hospital)).data[0].participants[0].unreadCount).toBe(0);
  });

  it('keeps a text as text, however it looks', async () => {
    const socket = await socketOf(bank);
    await joined(socket, roomId);
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    const answer = await ask(socket, CHAT_EVENTS.sendMessage, textMessage(roomId, text));
    expect(answer.message?.message).toBe(text);
  });

  it('pages older messages when the newest page is full', async () => {
    const socket = await socketOf(bank);
    for (let i = 0; i < CHAT_PAGE_SIZE + 3; i++) {
      await ask(socket, CHAT_EVENTS.sendMessage, textMessage(roomId, `Unit update ${i}`));
    }
    const loaded = await joined(socket, roomId);
    expect(loaded.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(loaded.hasOlder).toBe(true);
    expect(loaded.messages.at(-1)?.message).toBe(`Unit update ${CHAT_PAGE_SIZE + 2}`);
    const older = (await bank.call(chatEndpoints.older, { roomId, before: loaded.messages[0]?._id })).json()
      .content;
    expect(older.data.length).toBeGreaterThan(0);
    expect(older.data.at(-1).addedAt <= (loaded.messages[0]?.addedAt ?? '')).toBe(true);
  });

  it('refuses a stranger the room: no joining, no writing, no reading', async () => {
    const socket = await socketOf(stranger);
    const received = inbox(socket);
    expect(await ask(socket, CHAT_EVENTS.joinRoom, roomId)).toEqual({ error: 'Conversation not found' });
    expect((await ask(socket, CHAT_EVENTS.sendMessage, textMessage(roomId, 'hello'))).error).toBe(
      'Conversation not found',
    );
    expect((await stranger.call(chatEndpoints.older, { roomId })).statusCode).toBe(404);
    expect((await stranger.call(chatEndpoints.read, { roomId })).statusCode).toBe(404);
    const sender = await socketOf(bank);
    await ask(sender, CHAT_EVENTS.sendMessage, textMessage(roomId, 'Private note'));
    await settle();
    expect(received).toHaveLength(0);
  });

  it('refuses a message that is empty or too long, with the reason', async () => {
    const socket = await socketOf(bank);
    expect((await ask(socket, CHAT_EVENTS.sendMessage, textMessage(roomId, ''))).error).toBe(
      'Write a message or attach a file',
    );
    expect((await ask(socket, CHAT_EVENTS.sendMessage, textMessage(roomId, 'x'.repeat(2001)))).error).toBe(
      'At most 2000 characters',
    );
    expect((await ask(socket, CHAT_EVENTS.sendMessage, { roomId, clientId: 'x' })).error).toBe(
      'A message needs its own id',
    );
  });

  it('lets only the room read an attachment, and takes images, pdf and text only', async () => {
    const upload = async (caller: Caller, name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return (await caller.send('POST', '/api/generic/file', form)).json().content.savedFiles[0];
    };
    const file = await upload(bank, 'crossmatch.txt', Buffer.from('Crossmatch compatible, 2 units O-'));
    const socket = await socketOf(bank);
    const answer = await ask(socket, CHAT_EVENTS.sendMessage, {
      roomId,
      clientId: crypto.randomUUID(),
      chatType: 'Attachment',
      attachment: [file],
    });
    expect(answer.ok, answer.error).toBe(true);
    expect((await hospital.send('GET', file.location)).statusCode).toBe(200);
    expect((await stranger.send('GET', file.location)).statusCode).toBe(404);

    const sheet = await upload(bank, 'stock.xlsx', (await import('../../test/zip.js')).XLSX);
    const refused = await ask(socket, CHAT_EVENTS.sendMessage, {
      roomId,
      clientId: crypto.randomUUID(),
      chatType: 'Attachment',
      attachment: [sheet],
    });
    expect(refused.error).toBe('Only images, PDF and text files can be sent');
  });
});
