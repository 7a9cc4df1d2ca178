import { randomUUID } from 'node:crypto';
import { sendMessageSchema } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { createChatService } from '../../modules/chat/chat.service.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Db } from '../client.js';
import { chatMessages, chatParticipants, chatRooms } from '../schema/index.js';
import { seedContext } from './seed-context.js';

/** A demo institution as the chat needs it. */
export interface ChatInstitution {
  id: string;
  userId: string;
  type: InstitutionContext['institutionType'];
}

interface Conversation {
  between: [ChatInstitution, ChatInstitution];
  /** Who writes (0 or 1) and what, oldest first; the last ones stay unread by the other side. */
  lines: [0 | 1, string][];
  /** How many minutes ago the conversation began; each line comes a few minutes after the one before. */
  startedMinutesAgo: number;
  /** Whether the first institution has read the last lines. */
  readByFirst: boolean;
}

/**
 * The chat's demo (docs/decisions/0048): conversations of the demo institutions about the day's blood, some read,
 * some waiting as unread — through the chat service, as the socket would store them, then dated in the past.
 */
export async function seedDemoChat(db: Db, conversations: Conversation[]) {
  const chat = createChatService({ db });
  for (const conversation of conversations) {
    const [first, second] = conversation.between;
    const room = await chat.start(seedContext(first), second.id);
    let last = new Date();
    for (const [n, [who, text]] of conversation.lines.entries()) {
      const sender = conversation.between[who];
      const { message } = await chat.send(
        seedContext(sender),
        sendMessageSchema.parse({ roomId: room.roomId, clientId: randomUUID(), message: text }),
      );
      const at = new Date(Date.now() - (conversation.startedMinutesAgo - n * 7) * 60_000);
      await db.update(chatMessages).set({ addedAt: at }).where(eq(chatMessages.id, message._id));
      last = at;
    }
    await db.update(chatRooms).set({ lastMessageAt: last }).where(eq(chatRooms.id, room.roomId));
    await db
      .update(chatParticipants)
      .set({ lastMessageAt: last })
      .where(eq(chatParticipants.roomId, room.roomId));
    if (conversation.readByFirst) await chat.read(seedContext(first), room.roomId);
  }
}
