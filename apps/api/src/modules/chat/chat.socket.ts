import { CHAT_EVENTS, joinRoomSchema, sendMessageSchema } from '@raktsetu/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import type { AuthenticateToken } from '../../plugins/request-context.js';
import { type AppSocket, institutionChannel, type SocketServer } from '../../plugins/socket.js';
import type { ChatService } from './chat.service.js';

export const roomChannel = (roomId: string) => `chat:${roomId}`;

type Ack = (answer: Record<string, unknown>) => void;
const noAck: Ack = () => {};
const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : noAck);

/** What a socket is told when a call fails: the message of a refusal, never an internal error. */
function refusal(error: unknown): string {
  if (error instanceof AppError && error.statusCode < 500) return error.message;
  if (error && typeof error === 'object' && 'issues' in error) {
    const [first] = (error as { issues: { message: string }[] }).issues;
    return first?.message ?? 'Something went wrong';
  }
  return 'Something went wrong';
}

/**
 * The chat's socket events (docs/spec/part-2-operations-and-admin.md §7, docs/decisions/0048): `join_room`
 * answers `load_messages`; `send_message` stores the message and delivers `receive_message` to the room and
 * `room_updated` to both institutions. The session is read again before each event, so a logout or a block ends
 * what a socket may do at once.
 */
export function registerChatSocket(
  io: SocketServer,
  deps: { chat: ChatService; authenticateToken: AuthenticateToken; log: FastifyBaseLogger },
) {
  const { chat } = deps;

  async function stillSignedIn(socket: AppSocket) {
    try {
      const ctx = await deps.authenticateToken(socket.data.token);
      if (ctx.kind !== 'institution') throw new Error('not an institution');
      socket.data.ctx = ctx;
      return true;
    } catch {
      socket.disconnect(true);
      return false;
    }
  }

  io.on('connection', (socket) => {
    socket.on(CHAT_EVENTS.joinRoom, async (roomId: unknown, ackValue: unknown) => {
      const ack = ackOf(ackValue);
      if (!(await stillSignedIn(socket))) return;
      try {
        const id = joinRoomSchema.parse(roomId);
        const loaded = await chat.join(socket.data.ctx, id);
        await socket.join(roomChannel(id));
        socket.emit(CHAT_EVENTS.loadMessages, loaded);
        // The badge of the institution's other screens: this room is read now.
        io.to(institutionChannel(socket.data.ctx.institutionId)).emit(CHAT_EVENTS.roomUpdated, {
          roomId: id,
        });
        ack({ ok: true });
      } catch (error) {
        ack({ error: refusal(error) });
      }
    });

    socket.on(CHAT_EVENTS.sendMessage, async (payload: unknown, ackValue: unknown) => {
      const ack = ackOf(ackValue);
      if (!(await stillSignedIn(socket))) return;
      try {
        const body = sendMessageSchema.parse(payload);
        const { created, message, room } = await chat.send(socket.data.ctx, body);
        if (created) {
          io.to(roomChannel(room.id)).emit(CHAT_EVENTS.receiveMessage, message);
          io.to(institutionChannel(room.institutionA))
            .to(institutionChannel(room.institutionB))
            .emit(CHAT_EVENTS.roomUpdated, { roomId: room.id });
        }
        ack({ ok: true, message });
      } catch (error) {
        if (!(error instanceof AppError)) deps.log.error({ err: error }, 'chat message failed');
        ack({ error: refusal(error) });
      }
    });
  });
}
