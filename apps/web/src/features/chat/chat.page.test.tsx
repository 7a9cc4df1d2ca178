import { CHAT_EVENTS, type SendMessage, SOCKET_PATH } from '@raktsetu/contract';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeChatServer } from '../../test/fake-socket';
import { browserGoes, chatId, ME, message, openChat, PATHS, push, room } from './chat.fixtures';
import { CHAT_ACCEPT } from './chat-composer';

configure({ asyncUtilTimeout: 4000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const today = (hours: number, minutes: number) => {
  const time = new Date();
  time.setHours(hours, minutes, 0, 0);
  return time.toISOString();
};

const SAHYADRI = room(1, 'Sahyadri Blood Centre', {
  lastMsg: 'Two units of O- are ready',
  lastMsgTime: today(10, 30),
  unreadCount: 2,
});
const SHIVNERI = room(2, 'Shivneri Multispeciality Hospital', {
  lastMsg: 'Thank you',
  lastMsgTime: '2026-02-14T08:00:00.000Z',
});

const conversationWithSahyadri = () => ({
  rooms: [SAHYADRI, SHIVNERI],
  messages: {
    [SAHYADRI.roomId]: [
      message(1, SAHYADRI.roomId, 'Do you have O- in stock?', { from: ME, fromName: 'Test BloodBank' }),
      message(2, SAHYADRI.roomId, 'Two units of O- are ready'),
    ],
  },
});

const sentMessages = (socket: { sentOf: (event: string) => unknown[] }) =>
  socket.sentOf(CHAT_EVENTS.sendMessage) as SendMessage[];

/** The conversation's messages, one article each. */
async function messagesShown() {
  const log = await screen.findByRole('log');
  return within(log).queryAllByRole('article');
}

/** Their texts, as a person reads them. */
async function bubbles() {
  return (await messagesShown()).map((bubble) => bubble.textContent);
}

describe('the chat between institutions', { timeout: 30_000 }, () => {
  it('lists the conversations newest first, with the other institution, the last message, its time and the unread count', async () => {
    await openChat('/chat', { rooms: [SAHYADRI, SHIVNERI] });

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    // The photo is left out of each link's name: without one, its initials say nothing the name does not.
    expect(links).toEqual([
      within(list).getByRole('link', {
        name: 'Sahyadri Blood Centre 10:30 AM Two units of O- are ready 2 unread',
      }),
      within(list).getByRole('link', { name: 'Shivneri Multispeciality Hospital 14 Feb 2026 Thank you' }),
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`/chat?room=${SAHYADRI.roomId}`);
    expect(within(links[1] as HTMLElement).getByText('SM')).toBeTruthy();
    // No room chosen: the spec's words in the right pane.
    expect(screen.getByText('Looks like you have made things very clear!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
  });

  it('helps when there is no conversation yet', async () => {
    await openChat('/chat', { rooms: [] });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();
  });

  it('opens a conversation: the room goes into the address, is joined, and its messages show, ours on the right', async () => {
    const { user, socket, address, api } = await openChat('/chat', conversationWithSahyadri());

    await user.click(await screen.findByRole('link', { name: /Sahyadri Blood Centre/ }));
    expect(address()).toEqual({ path: '/chat', room: SAHYADRI.roomId });
    expect(screen.getByRole('link', { name: /Sahyadri Blood Centre/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sahyadri Blood Centre' })).toBeTruthy();

    const log = screen.getByRole('log', { name: 'Messages with Sahyadri Blood Centre' });
    expect(await within(log).findByText('Two units of O- are ready')).toBeTruthy();
    expect(socket.sentOf(CHAT_EVENTS.joinRoom)).toEqual([SAHYADRI.roomId]);
    const [ours, theirs] = await messagesShown();
    expect(ours?.dataset.side).toBe('mine');
    expect(ours?.textContent).toContain('Do you have O- in stock?');
    expect(theirs?.dataset.side).toBe('theirs');
    expect(theirs?.textContent).toMatch(
      /^Sahyadri Blood Centre \d+ Mar 2026, \d+:\d\d [AP]MTwo units of O- are ready$/,
    );
    // Joining read the room: the list and the badge are asked again.
    await vi.waitFor(() => expect(api.sent('GET', PATHS.rooms).length).toBeGreaterThanOrEqual(2));
  });

  it('opens the room in the address after a reload', async () => {
    const { socket } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    expect(await screen.findByText('Do you have O- in stock?')).toBeTruthy();
    expect(socket.sentOf(CHAT_EVENTS.joinRoom)).toEqual([SAHYADRI.roomId]);
  });

  it('sends with Enter, each message with its own id, and starts a new line with Shift+Enter', async () => {
    const { user, socket } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    const box = await screen.findByRole('textbox', { name: 'Message to Sahyadri Blood Centre' });
    await screen.findByText('Do you have O- in stock?');

    await user.type(box, 'Sending a driver now{Shift>}{Enter}{/Shift}ETA 20 minutes');
    expect((box as HTMLTextAreaElement).value).toBe('Sending a driver now\nETA 20 minutes');
    expect(sentMessages(socket)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(sentMessages(socket)).toEqual([
      {
        roomId: SAHYADRI.roomId,
        clientId: expect.stringMatching(UUID),
        chatType: 'Message',
        message: 'Sending a driver now\nETA 20 minutes',
        attachment: [],
      },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');

    await user.type(box, 'One more');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const [first, second] = sentMessages(socket);
    expect(second?.message).toBe('One more');
    expect(second?.clientId).not.toBe(first?.clientId);
    // The server's answer and its receive_message are the same message: each shows once, line break kept.
    await vi.waitFor(async () => expect(await bubbles()).toHaveLength(4));
    const words = screen.getByText(
      (_, element) => element?.textContent === 'Sending a driver now\nETA 20 minutes',
    );
    expect(words.tagName).toBe('P');
  });

  it('shows a message received twice (same clientId) once, and keeps the open room read', async () => {
    const { socket, api } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    await screen.findByText('Do you have O- in stock?');

    const arrived = message(3, SAHYADRI.roomId, 'Please send the requisition form');
    push(socket, CHAT_EVENTS.receiveMessage, arrived);
    push(socket, CHAT_EVENTS.receiveMessage, { ...arrived, _id: chatId(5555) });
    expect(await screen.findByText('Please send the requisition form')).toBeTruthy();
    expect(screen.getAllByText('Please send the requisition form')).toHaveLength(1);

    // From the other institution, in the open room: read at once, for us only.
    await vi.waitFor(() =>
      expect(api.sent('POST', PATHS.read).map((r) => r.body)).toContainEqual({ roomId: SAHYADRI.roomId }),
    );

    // Another room's message is not this conversation's.
    push(socket, CHAT_EVENTS.receiveMessage, message(4, SHIVNERI.roomId, 'Not for this room'));
    expect(screen.queryByText('Not for this room')).toBeNull();
  });

  it('says so when the room in the address is not one of ours', async () => {
    const { socket } = await openChat(`/chat?room=${chatId(77)}`, { rooms: [SAHYADRI] }, { connect: false });
    fakeChatServer.answer(CHAT_EVENTS.joinRoom, () => ({ error: 'This conversation is not yours' }));
    act(() => socket.serverConnects());
    expect((await screen.findByRole('alert')).textContent).toContain('This conversation is not yours');
    expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows text as text, never as HTML', async () => {
    await openChat(`/chat?room=${SAHYADRI.roomId}`, {
      rooms: [SAHYADRI],
      messages: {
        [SAHYADRI.roomId]: [message(1, SAHYADRI.roomId, '<b>html</b> & <img src=x onerror=alert(1)>')],
      },
    });
    expect(await screen.findByText('<b>html</b> & <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByRole('log').querySelector('b')).toBeNull();
    expect(screen.getByRole('log').querySelector('img')).toBeNull();
  });

  it('keeps a message typed offline as not sent, and resends it with the same id exactly once', async () => {
    const { user, socket } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    const box = await screen.findByRole('textbox', { name: 'Message to Sahyadri Blood Centre' });
    await screen.findByText('Do you have O- in stock?');

    browserGoes('offline');
    expect(await screen.findByText('Offline: messages wait here, marked not sent')).toBeTruthy();
    await user.type(box, 'Is the van on its way?{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Is the van on its way?')).toBeTruthy();
    // Nothing went to the socket, so nothing can arrive twice behind our back.
    expect(sentMessages(socket)).toEqual([]);

    // Pressing Resend while still offline keeps it waiting.
    await user.click(screen.getByRole('button', { name: 'Resend message' }));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(sentMessages(socket)).toEqual([]);

    // Back online; Resend sends it, with the id it was given when typed.
    browserGoes('online');
    await user.click(screen.getByRole('button', { name: 'Resend message' }));
    const [resent] = sentMessages(socket);
    expect(resent).toMatchObject({
      message: 'Is the van on its way?',
      clientId: expect.stringMatching(UUID),
    });
    await vi.waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(screen.getAllByText('Is the van on its way?')).toHaveLength(1);
  });

  it('resends what waited when the socket comes back, joining the room again first', async () => {
    const { user, socket, server } = await openChat(
      `/chat?room=${SAHYADRI.roomId}`,
      conversationWithSahyadri(),
    );
    const box = await screen.findByRole('textbox', { name: 'Message to Sahyadri Blood Centre' });
    await screen.findByText('Do you have O- in stock?');

    act(() => socket.serverDrops());
    await user.type(box, 'Cross-match done{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(sentMessages(socket)).toEqual([]);

    act(() => socket.serverConnects());
    await vi.waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(socket.sentOf(CHAT_EVENTS.joinRoom)).toEqual([SAHYADRI.roomId, SAHYADRI.roomId]);
    expect(sentMessages(socket).map((sent) => sent.message)).toEqual(['Cross-match done']);
    expect(server.storedByClientId.size).toBe(1);
    expect(screen.getAllByText('Cross-match done')).toHaveLength(1);
  });

  it('delivers exactly once when the server stored a message whose answer was lost, and it is sent again', async () => {
    const { user, socket, server } = await openChat(`/chat?room=${SAHYADRI.roomId}`, {
      ...conversationWithSahyadri(),
      loseAnswers: 1,
    });
    const box = await screen.findByRole('textbox', { name: 'Message to Sahyadri Blood Centre' });
    await screen.findByText('Do you have O- in stock?');

    // Stored by the server, but no answer came back in time: for the person it did not go.
    await user.type(box, 'Platelets needed by 4 pm{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();

    // The connection blinks; the reconnect resends it while the person presses Resend.
    act(() => {
      socket.serverDrops();
      socket.serverConnects();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend message' }));
    await vi.waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());

    const sent = sentMessages(socket);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((message) => message.clientId)).size).toBe(1);
    expect(server.storedByClientId.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Platelets needed by 4 pm')).toHaveLength(1);
  });

  it('offers only images, PDF and text files, sends an uploaded one as an attachment', async () => {
    const { user, socket, api } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    await screen.findByText('Do you have O- in stock?');
    expect(screen.getByRole('button', { name: 'Attach a file (image, PDF or text)' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('File to send');
    expect(input.accept).toBe('image/png,image/jpeg,application/pdf,text/plain');
    expect(CHAT_ACCEPT).toBe(input.accept);

    await user.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(sentMessages(socket)).toHaveLength(1));
    expect(api.sent('POST', PATHS.upload)).toHaveLength(1);
    expect(sentMessages(socket)[0]).toMatchObject({
      chatType: 'Attachment',
      message: '',
      attachment: [
        { name: 'report.pdf', location: '/api/generic/file/00000000-0000-4000-8000-000000000042.pdf' },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Download report.pdf' })).toBeTruthy();
  });

  it('refuses another kind of file before uploading it', async () => {
    const { socket, api } = await openChat(`/chat?room=${SAHYADRI.roomId}`, conversationWithSahyadri());
    await screen.findByText('Do you have O- in stock?');
    const input = screen.getByLabelText<HTMLInputElement>('File to send');
    // "All files" in the picker lets anything through.
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only images, PDF and text files can be sent',
    );
    expect(api.sent('POST', PATHS.upload)).toEqual([]);
    expect(sentMessages(socket)).toEqual([]);
  });

  it('shows a failed upload as not sent, with no resend (the spec ignores it silently)', async () => {
    const { user, socket } = await openChat(`/chat?room=${SAHYADRI.roomId}`, {
      ...conversationWithSahyadri(),
      uploadFails: true,
    });
    await screen.findByText('Do you have O- in stock?');
    await user.upload(
      screen.getByLabelText('File to send'),
      new File(['png'], 'bag-label.png', { type: 'image/png' }),
    );

    expect(await screen.findByText(/Not sent: The attachment could not be sent/)).toBeTruthy();
    expect(screen.getByText('bag-label.png')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend message' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentMessages(socket)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove this note' }));
    expect(screen.queryByText('bag-label.png')).toBeNull();
  });

  it('scrolls to the newest 500 ms after loading, and loads older messages at the top without moving what is read', async () => {
    const roomId = SAHYADRI.roomId;
    const { api } = await openChat(`/chat?room=${roomId}`, {
      ...conversationWithSahyadri(),
      hasOlder: { [roomId]: true },
      older: { [roomId]: [message(0, roomId, 'Good morning, this is Sahyadri')] },
    });
    const log = await screen.findByRole('log', { name: 'Messages with Sahyadri Blood Centre' });
    // jsdom lays nothing out: the log's heights are played here.
    const box = { top: 0, height: 900 };
    Object.defineProperties(log, {
      scrollTop: { configurable: true, get: () => box.top, set: (value: number) => (box.top = value) },
      scrollHeight: { configurable: true, get: () => box.height },
      clientHeight: { configurable: true, get: () => 400 },
    });
    await screen.findByText('Do you have O- in stock?');

    // The spec's §9: not at once, but 500 ms after the room loaded. A scroll before that is not the person's.
    fireEvent.scroll(log);
    expect(box.top).toBe(0);
    await vi.waitFor(() => expect(box.top).toBe(900), { timeout: 1500 });
    expect(api.sent('GET', PATHS.older)).toEqual([]);

    // The person scrolls to the top: the page before the oldest message arrives above it, and what was
    // at the top stays in view (the log grew by 300 px above it).
    box.top = 0;
    fireEvent.scroll(log);
    box.height = 1200;
    expect(await screen.findByText('Good morning, this is Sahyadri')).toBeTruthy();
    expect(api.sent('GET', PATHS.older).map((r) => r.query)).toEqual([
      { roomId, before: message(1, roomId, '')._id },
    ]);
    expect((await bubbles())[0]).toContain('Good morning, this is Sahyadri');
    expect(box.top).toBe(300);
    expect(screen.getByText('The start of the conversation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('offers a button for older messages too, for the keyboard and short conversations', async () => {
    const roomId = SAHYADRI.roomId;
    const { user, api } = await openChat(`/chat?room=${roomId}`, {
      ...conversationWithSahyadri(),
      hasOlder: { [roomId]: true },
      older: { [roomId]: [message(0, roomId, 'Good morning, this is Sahyadri')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Good morning, this is Sahyadri')).toBeTruthy();
    expect(api.sent('GET', PATHS.older)).toHaveLength(1);
  });

  it('starts a conversation with an institution found by name', async () => {
    const { user, address, api } = await openChat('/chat', {
      rooms: [],
      contacts: [
        {
          _id: chatId(901),
          institutionName: 'Indrayani Blood Bank',
          institutionType: 'BloodBank',
          city: 'Pimpri',
        },
        {
          _id: chatId(902),
          institutionName: 'Navjeevan Blood Bank',
          institutionType: 'BloodBank',
          city: 'Vashi',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const found = await screen.findByRole('list', { name: 'Institutions found' });
    expect(await within(found).findAllByRole('button')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Find an institution by name' }), 'indra');
    await vi.waitFor(() => expect(within(found).getAllByRole('button')).toHaveLength(1));
    expect(api.sent('GET', PATHS.contacts).at(-1)?.query).toEqual({ search: 'indra' });
    await user.click(within(found).getByRole('button', { name: 'Indrayani Blood Bank Blood bank · Pimpri' }));

    expect(api.sent('POST', PATHS.start).map((r) => r.body)).toEqual([{ institutionId: chatId(901) }]);
    await vi.waitFor(() => expect(address().room).toBe(chatId(50)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Indrayani Blood Bank' })).toBeTruthy();
    // The new conversation is in the list, chosen.
    expect(
      (await screen.findByRole('link', { name: /Indrayani Blood Bank/ })).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('connects once, to the API’s socket path, with the session token', async () => {
    const { socket } = await openChat('/chat', { rooms: [] });
    expect(socket.options).toEqual({
      path: SOCKET_PATH,
      query: { token: 'institution-token' },
      auth: { token: 'institution-token' },
      transports: ['websocket', 'polling'],
    });
  });
});
