import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, type ChatMessage, type SendMessage, SOCKET_PATH } from '@raktsetu/contract';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';

/** A socket of the chat, connected with `token` to the server at `url`; rejects with the handshake's refusal. */
export function connectChat(url: string, token: string | null): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: SOCKET_PATH,
      ...(token ? { auth: { token } } : {}),
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

type Answer = { ok?: boolean; error?: string; message?: ChatMessage };

/** Emits an event with an acknowledgement and waits for it. */
export function ask(socket: Socket, event: string, payload: unknown): Promise<Answer> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<Answer>;
}

/** Joins a room and answers the `load_messages` that follows. */
export async function joined(socket: Socket, roomId: string) {
  const loaded = new Promise<{ roomId: string; messages: ChatMessage[]; hasOlder: boolean }>((resolve) =>
    socket.once(CHAT_EVENTS.loadMessages, resolve),
  );
  const answer = await ask(socket, CHAT_EVENTS.joinRoom, roomId);
  if (!answer.ok) throw new Error(answer.error);
  return loaded;
}

/** A text message of the room, with a fresh browser id unless one is given. */
export function textMessage(roomId: string, message: string, clientId: string = randomUUID()): SendMessage {
  return { roomId, clientId, chatType: 'Message', message };
}

/** Collects every `receive_message` a socket gets. */
export function inbox(socket: Socket): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on(CHAT_EVENTS.receiveMessage, (message: ChatMessage) => received.push(message));
  return received;
}

/** The Redis of the tests (CI and this project's machines); a machine without one skips what needs it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at TEST_REDIS_URL. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
