import { sendMessageSchema } from '@raktsetu/contract';
import { describe, expect, it } from 'vitest';
import { chatId, message } from './chat.fixtures';
import { mergeMessages, stillPending } from './chat-messages';
import { newClientId, type PendingMessage, PendingMessages } from './pending-messages';

const ROOM = chatId(1);

const typed = (n: number, state: PendingMessage['state']): PendingMessage => ({
  clientId: chatId(8000 + n),
  roomId: ROOM,
  chatType: 'Message',
  message: `Message ${n}`,
  attachment: [],
  addedAt: '2026-03-01T10:00:00.000Z',
  state,
});

describe('messages waiting to be sent', () => {
  it('outlive a reload of the tab, and nothing is "sending" after one', () => {
    const before = new PendingMessages('inst-1');
    before.add(typed(1, 'notSent'));
    before.add(typed(2, 'sending'));
    before.add({ ...typed(3, 'uploading'), chatType: 'Attachment', message: '' });

    const after = new PendingMessages('inst-1');
    expect(after.inRoom(ROOM).map((m) => [m.message, m.state])).toEqual([
      ['Message 1', 'notSent'],
      ['Message 2', 'notSent'],
      ['', 'uploadFailed'],
    ]);
    // Another institution signed in in this tab sees none of them.
    expect(new PendingMessages('inst-2').inRoom(ROOM)).toEqual([]);
  });

  it('forget a message once delivered, and never bring it back by a late update', () => {
    const pending = new PendingMessages('inst-1');
    pending.add(typed(1, 'sending'));
    pending.remove(typed(1, 'sending').clientId);
    pending.update(typed(1, 'sending').clientId, { state: 'notSent' });
    expect(pending.inRoom(ROOM)).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('give the same list to React until one of them changes', () => {
    const pending = new PendingMessages('inst-1');
    pending.add(typed(1, 'notSent'));
    const first = pending.inRoom(ROOM);
    expect(pending.inRoom(ROOM)).toBe(first);
    pending.update(typed(1, 'notSent').clientId, { state: 'sending' });
    expect(pending.inRoom(ROOM)).not.toBe(first);
  });
});

describe('message ids made in the browser', () => {
  it('are uuids the server accepts, also where crypto.randomUUID is missing (plain http)', () => {
    const ids = [newClientId()];
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      ids.push(newClientId(), newClientId());
    } finally {
      // The own property hid the prototype's function; removing it brings that back.
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    for (const clientId of ids) {
      const parsed = sendMessageSchema.safeParse({ roomId: ROOM, clientId, message: 'Hello' });
      expect(parsed.success, clientId).toBe(true);
    }
    expect(new Set(ids).size).toBe(3);
  });
});

describe('a conversation’s messages', () => {
  it('keep one entry per clientId, in time order, whichever way they came', () => {
    const first = message(1, ROOM, 'First');
    const second = message(2, ROOM, 'Second');
    const merged = mergeMessages([second], [first, { ...second, _id: 'again' }]);
    expect(merged.map((m) => m.message)).toEqual(['First', 'Second']);
    expect(
      stillPending([{ ...typed(1, 'sending'), clientId: second.clientId }, typed(2, 'notSent')], merged),
    ).toEqual([typed(2, 'notSent')]);
  });
});
