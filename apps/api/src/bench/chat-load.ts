import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, type ChatMessage, chatEndpoints, requestOf, SOCKET_PATH } from '@raktsetu/contract';
import { io, type Socket } from 'socket.io-client';
import type { Account } from './load-calls.js';
import { type Figures, figuresOf } from './measure.js';

function connect(origin: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(origin, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function join(socket: Socket, roomId: string) {
  const answer = (await socket.timeout(5000).emitWithAck(CHAT_EVENTS.joinRoom, roomId)) as { ok?: boolean };
  if (!answer.ok) throw new Error(`could not join room ${roomId}`);
}

/**
 * Chat delivery: `pairs` conversations of a blood centre and a hospital, each side on its own socket; the centre
 * sends, one message at a time, and the time is taken until the hospital's socket receives it — through the
 * database (the message is stored first) and socket.io.
 */
export async function loadChat(
  origin: string,
  pairs: { centre: Account; hospital: Account }[],
  seconds: number,
): Promise<Figures> {
  const sockets: Socket[] = [];
  const conversations = await Promise.all(
    pairs.map(async ({ centre, hospital }) => {
      const start = requestOf(chatEndpoints.start, { institutionId: hospital.institutionId });
      const response = await fetch(origin + start.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${centre.token}` },
        body: JSON.stringify('body' in start ? start.body : {}),
      });
      const roomId = ((await response.json()) as { content: { data: { roomId: string } } }).content.data
        .roomId;
      const sender = await connect(origin, centre.token);
      const receiver = await connect(origin, hospital.token);
      sockets.push(sender, receiver);
      await join(sender, roomId);
      await join(receiver, roomId);
      return { roomId, sender, receiver };
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const begun = performance.now();
  await Promise.all(
    conversations.map(async ({ roomId, sender, receiver }) => {
      while (performance.now() < until) {
        const clientId = randomUUID();
        const at = performance.now();
        const delivered = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('not delivered within 5 s')), 5000);
          const listener = (message: ChatMessage) => {
            if (message.clientId !== clientId) return;
            clearTimeout(timer);
            receiver.off(CHAT_EVENTS.receiveMessage, listener);
            resolve();
          };
          receiver.on(CHAT_EVENTS.receiveMessage, listener);
        });
        try {
          sender.emit(CHAT_EVENTS.sendMessage, {
            roomId,
            clientId,
            chatType: 'Message',
            message: 'Units ready',
          });
          await delivered;
          latencies.push(performance.now() - at);
        } catch {
          errors++;
        }
      }
    }),
  );
  for (const socket of sockets) socket.close();
  return figuresOf(latencies, errors, (performance.now() - begun) / 1000);
}
