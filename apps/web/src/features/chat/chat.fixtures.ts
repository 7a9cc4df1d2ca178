import {
  CHAT_EVENTS,
  type ChatMessage,
  type ChatRoom,
  chatEndpoints,
  type InstitutionType,
  type SendMessage,
} from '@raktsetu/contract';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type FakeSocket, fakeChatServer } from '../../test/fake-socket';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

/**
 * The chat's tests (tests only): rooms and messages, an API answering the chat's HTTP calls from a little
 * state the test can change, and the socket's server played through the fake socket.io (test/fake-socket.ts).
 * The signed-in institution is `inst-1` (test/session-fixtures.ts).
 */

export const ME = 'inst-1';
export const PATHS = {
  rooms: chatEndpoints.rooms.path,
  start: chatEndpoints.start.path,
  contacts: chatEndpoints.contacts.path,
  older: chatEndpoints.older.path,
  read: chatEndpoints.read.path,
  upload: '/api/generic/file',
} as const;

/** A uuid-shaped id, n-th of its kind. */
export const chatId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Room n, with the other institution `name` (institution id 90n). */
export function room(
  n: number,
  name: string,
  other: Partial<ChatRoom['participants'][number]> = {},
): ChatRoom {
  return {
    roomId: chatId(n),
    participants: [
      {
        _id: chatId(900 + n),
        firstName: name,
        lastName: '',
        photo: null,
        lastMsg: '',
        lastMsgTime: null,
        unreadCount: 0,
        ...other,
      },
    ],
  };
}

/** Message n of room `roomId`, from the other institution unless `from` is ME. */
export function message(
  n: number,
  roomId: string,
  text: string,
  overrides: Partial<ChatMessage> & { from?: string; fromName?: string } = {},
): ChatMessage {
  const { from = chatId(999), fromName = 'Sahyadri Blood Centre', ...rest } = overrides;
  return {
    _id: chatId(5000 + n),
    roomId,
    clientId: chatId(7000 + n),
    addedAt: new Date(Date.UTC(2026, 2, 1, 9, n)).toISOString(),
    chatType: 'Message',
    message: text,
    attachment: [],
    sender: { _id: from, name: fromName },
    ...rest,
  };
}

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface ChatData {
  rooms: ChatRoom[];
  unreadRooms?: number;
  contacts?: { _id: string; institutionName: string; institutionType: string; city: string }[];
  /** The messages each room answers on join, oldest first. */
  messages?: Record<string, ChatMessage[]>;
  /** Whether a room has older messages than those, and what the older call answers. */
  hasOlder?: Record<string, boolean>;
  older?: Record<string, ChatMessage[]>;
  /** The upload fails (the file never reaches the store). */
  uploadFails?: boolean;
  /** The server stores this many messages but their answers are lost on the way back (a flaky network). */
  loseAnswers?: number;
}

const envelope = (content: unknown, status = 200, message = 'OK') =>
  new Response(JSON.stringify({ code: status, message, content }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The chat's HTTP calls, answered from `data` (which a test may change), every request kept. */
function chatFetch(data: ChatData) {
  const requests: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body;
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof body === 'string' ? JSON.parse(body) : body,
    };
    requests.push(request);
    switch (`${request.method} ${request.path}`) {
      case `GET ${PATHS.rooms}`:
        return envelope({
          data: data.rooms,
          unreadRooms: data.unreadRooms ?? data.rooms.filter((r) => r.participants[0]?.unreadCount).length,
        });
      case `GET ${PATHS.contacts}`: {
        const term = (request.query.search ?? '').toLowerCase();
        const found = (data.contacts ?? []).filter((c) => c.institutionName.toLowerCase().includes(term));
        return envelope({ data: found, total: found.length });
      }
      case `POST ${PATHS.start}`: {
        const { institutionId } = request.body as { institutionId: string };
        const contact = data.contacts?.find((c) => c._id === institutionId);
        const started = room(50, contact?.institutionName ?? 'Unknown');
        data.rooms = [started, ...data.rooms];
        return envelope({ data: started });
      }
      case `GET ${PATHS.older}`:
        return envelope({ data: data.older?.[request.query.roomId ?? ''] ?? [], hasOlder: false });
      case `POST ${PATHS.read}`:
        return envelope({ unreadRooms: 0 });
      case `POST ${PATHS.upload}`:
        if (data.uploadFails) return envelope({}, 500, 'Something went wrong');
        return envelope({
          savedFiles: [
            { name: 'report.pdf', location: '/api/generic/file/00000000-0000-4000-8000-000000000042.pdf' },
          ],
        });
      default:
        return envelope({}, 404, 'Not found');
    }
  });
  const sent = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetchMock, requests, sent };
}

/** The message the server stores for what was sent: its id, the time, and our institution as sender. */
export function stored(sent: SendMessage, n = 100): ChatMessage {
  return {
    _id: chatId(6000 + n),
    roomId: sent.roomId,
    clientId: sent.clientId,
    addedAt: new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString(),
    chatType: sent.chatType ?? 'Message',
    message: sent.message ?? '',
    attachment: sent.attachment ?? [],
    sender: { _id: ME, name: 'Test BloodBank' },
  };
}

/**
 * The socket server as the contract describes it: `join_room` answers ok then sends the room's messages;
 * `send_message` stores a clientId once, answers the stored message and sends it to the room
 * (`receive_message`, to this socket too); the same clientId again is only answered.
 */
export function playServer(data: ChatData) {
  const storedByClientId = new Map<string, ChatMessage>();
  fakeChatServer.answer(CHAT_EVENTS.joinRoom, (roomId, socket) => {
    setTimeout(() =>
      socket.serverSends(CHAT_EVENTS.loadMessages, {
        roomId,
        messages: data.messages?.[String(roomId)] ?? [],
        hasOlder: data.hasOlder?.[String(roomId)] ?? false,
      }),
    );
    return { ok: true };
  });
  fakeChatServer.answer(CHAT_EVENTS.sendMessage, (payload, socket) => {
    const sent = payload as SendMessage;
    const known = storedByClientId.get(sent.clientId);
    if (known) return { ok: true, message: known };
    const message = stored(sent, storedByClientId.size + 1);
    storedByClientId.set(sent.clientId, message);
    if ((data.loseAnswers ?? 0) > 0) {
      data.loseAnswers = (data.loseAnswers ?? 0) - 1;
      return undefined;
    }
    setTimeout(() => socket.serverSends(CHAT_EVENTS.receiveMessage, message));
    return { ok: true, message };
  });
  return { storedByClientId };
}

/** Waits for the app to open its socket. */
export async function theSocket(): Promise<FakeSocket> {
  await vi.waitFor(() => expect(fakeChatServer.sockets.length).toBeGreaterThan(0));
  return fakeChatServer.latest();
}

/** The server pushes an event now. */
export function push(socket: FakeSocket, event: string, payload: unknown): void {
  act(() => socket.serverSends(event, payload));
}

/** Says whether the browser is online, as `navigator.onLine` and the window's event do. */
export function browserGoes(state: 'online' | 'offline'): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state === 'online');
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

/**
 * An institution (a blood bank unless told) at `path`, the chat's API answering from `data`, the socket
 * connected and the server played (`playServer`).
 */
export async function openChat(
  path: string,
  data: ChatData,
  { type = 'BloodBank', connect = true }: { type?: InstitutionType; connect?: boolean } = {},
) {
  signInInstitution(type);
  const api = chatFetch(data);
  vi.stubGlobal('fetch', api.fetchMock);
  const server = playServer(data);
  const rendered = renderApp(path);
  const socket = await theSocket();
  if (connect) act(() => socket.serverConnects());
  const address = () => ({
    path: rendered.router.state.location.pathname,
    room: new URLSearchParams(rendered.router.state.location.search).get('room'),
  });
  return { ...rendered, api, socket, server, address, user: userEvent.setup() };
}
