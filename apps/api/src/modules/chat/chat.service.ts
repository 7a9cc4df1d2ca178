import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatRoom,
  type ChatType,
  type sendMessageSchema,
  storedNameOf,
} from '@raktsetu/contract';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  chatMessages,
  chatParticipants,
  chatRooms,
  files,
  institutions,
  users,
} from '../../db/schema/index.js';
import { prefixPattern } from '../../lib/search.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

type MessageRecord = typeof chatMessages.$inferSelect;
type SendMessage = z.output<typeof sendMessageSchema>;

const CONTACTS_LIMIT = 20;
const ROOMS_LIMIT = 200;
/** What the list shows of an attachment message, before the files' names. */
const ATTACHMENT_PREVIEW = '📎';

/**
 * Chat between institutions (docs/decisions/0048): a room per pair of institutions, each side with its unread
 * count; messages stored once per browser id. The socket server and the HTTP routes both call it.
 */
export function createChatService(deps: { db: Db }) {
  const { db } = deps;

  /** The room, when the caller's institution takes part in it; otherwise 404, as for a room that does not exist. */
  async function roomOf(tx: Db, ctx: InstitutionContext, roomId: string) {
    const [row] = await tx
      .select({ room: chatRooms })
      .from(chatParticipants)
      .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
      .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.institutionId, ctx.institutionId)));
    if (!row) throw notFound('Conversation');
    return row.room;
  }

  async function toMessages(rows: MessageRecord[], tx: Db = db): Promise<ChatMessage[]> {
    const senders = [...new Set(rows.map((row) => row.senderUserId))];
    const names =
      senders.length === 0
        ? []
        : await tx
            .select({
              id: users.id,
              name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
              institution: institutions.name,
            })
            .from(users)
            .innerJoin(institutions, eq(institutions.id, users.institutionId))
            .where(inArray(users.id, senders));
    const byId = new Map(names.map((row) => [row.id, row]));
    return rows.map((row) => ({
      _id: row.id,
      roomId: row.roomId,
      clientId: row.clientId,
      addedAt: new Date(row.addedAt).toISOString(),
      chatType: row.chatType as ChatType,
      message: row.message,
      attachment: row.attachment,
      sender: {
        _id: row.senderInstitutionId,
        name: byId.get(row.senderUserId)?.institution ?? '',
      },
    }));
  }

  /** Messages of a room before one of them (or the newest), oldest first, and whether older ones exist. */
  async function page(roomId: string, before?: MessageRecord) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          before
            ? or(
                lt(chatMessages.addedAt, before.addedAt),
                and(eq(chatMessages.addedAt, before.addedAt), lt(chatMessages.id, before.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(chatMessages.addedAt), desc(chatMessages.id))
      .limit(CHAT_PAGE_SIZE + 1);
    const hasOlder = rows.length > CHAT_PAGE_SIZE;
    return { messages: await toMessages(rows.slice(0, CHAT_PAGE_SIZE).reverse()), hasOlder };
  }

  async function unreadRooms(tx: Db, institutionId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(chatParticipants)
      .where(
        and(eq(chatParticipants.institutionId, institutionId), sql`${chatParticipants.unreadCount} > 0`),
      );
    return row?.n ?? 0;
  }

  async function roomRows(ctx: InstitutionContext, roomIds?: string[]): Promise<ChatRoom[]> {
    const mine = chatParticipants;
    const rows = await db
      .select({
        roomId: chatRooms.id,
        lastMessage: chatRooms.lastMessage,
        lastMessageAt: chatRooms.lastMessageAt,
        unreadCount: mine.unreadCount,
        other: { id: institutions.id, name: institutions.name, images: institutions.images },
      })
      .from(mine)
      .innerJoin(chatRooms, eq(chatRooms.id, mine.roomId))
      .innerJoin(
        institutions,
        sql`${institutions.id} = case when ${chatRooms.institutionA} = ${ctx.institutionId} then ${chatRooms.institutionB} else ${chatRooms.institutionA} end`,
      )
      .where(
        and(eq(mine.institutionId, ctx.institutionId), roomIds ? inArray(mine.roomId, roomIds) : undefined),
      )
      .orderBy(sql`${mine.lastMessageAt} desc nulls last`, desc(mine.roomId))
      .limit(ROOMS_LIMIT);
    return rows.map((row) => ({
      roomId: row.roomId,
      participants: [
        {
          _id: row.other.id,
          firstName: row.other.name,
          lastName: '',
          photo: row.other.images.find((image) => image !== null)?.location ?? null,
          lastMsg: row.lastMessage,
          lastMsgTime: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
          unreadCount: row.unreadCount,
        },
      ],
    }));
  }

  return {
    roomOf: (ctx: InstitutionContext, roomId: string) => roomOf(db, ctx, roomId),

    /** GET requests/institution/chats: the caller's rooms, newest message first. */
    async rooms(ctx: InstitutionContext) {
      return { data: await roomRows(ctx), unreadRooms: await unreadRooms(db, ctx.institutionId) };
    },

    /** The room of the caller and another approved, active institution, made the first time. */
    async start(ctx: InstitutionContext, institutionId: string) {
      if (institutionId === ctx.institutionId) throw badRequest('Choose another institution');
      const [other] = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(
          and(
            eq(institutions.id, institutionId),
            eq(institutions.status, 'Confirmed'),
            eq(institutions.accessState, 'Active'),
          ),
        );
      if (!other) throw notFound('Institution');
      const [a, b] = [ctx.institutionId, institutionId].sort() as [string, string];
      const roomId = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(chatRooms)
          .values({ institutionA: a, institutionB: b })
          .onConflictDoNothing()
          .returning({ id: chatRooms.id });
        if (made) {
          await tx.insert(chatParticipants).values([
            { roomId: made.id, institutionId: a },
            { roomId: made.id, institutionId: b },
          ]);
          return made.id;
        }
        const [found] = await tx
          .select({ id: chatRooms.id })
          .from(chatRooms)
          .where(and(eq(chatRooms.institutionA, a), eq(chatRooms.institutionB, b)));
        return found?.id as string;
      });
      const [room] = await roomRows(ctx, [roomId]);
      return room as ChatRoom;
    },

    /** Approved, active institutions other than the caller, by the start of a word of their name. */
    async contacts(ctx: InstitutionContext, search: string | undefined) {
      const text = search?.trim().toLowerCase();
      const where = and(
        eq(institutions.status, 'Confirmed'),
        eq(institutions.accessState, 'Active'),
        ne(institutions.id, ctx.institutionId),
        text
          ? or(
              sql`lower(${institutions.name}) like ${prefixPattern(text)}`,
              sql`lower(${institutions.name}) like ${`% ${prefixPattern(text)}`}`,
            )
          : undefined,
      );
      const rows = await db
        .select({
          _id: institutions.id,
          institutionName: institutions.name,
          institutionType: institutions.type,
          city: institutions.city,
        })
        .from(institutions)
        .where(where)
        .orderBy(asc(institutions.name))
        .limit(CONTACTS_LIMIT);
      return { data: rows.map((row) => ({ ...row, city: row.city ?? '' })), total: rows.length };
    },

    /** The newest page of a room (`load_messages`); opening a room reads it. */
    async join(ctx: InstitutionContext, roomId: string) {
      await roomOf(db, ctx, roomId);
      await this.read(ctx, roomId);
      return { roomId, ...(await page(roomId)) };
    },

    async older(ctx: InstitutionContext, roomId: string, beforeId: string | undefined) {
      await roomOf(db, ctx, roomId);
      let before: MessageRecord | undefined;
      if (beforeId) {
        [before] = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.id, beforeId), eq(chatMessages.roomId, roomId)));
        if (!before) throw notFound('Message');
      }
      const { messages, hasOlder } = await page(roomId, before);
      return { data: messages, hasOlder };
    },

    /** Clears the room's unread count for the caller's institution only. */
    async read(ctx: InstitutionContext, roomId: string) {
      await roomOf(db, ctx, roomId);
      await db
        .update(chatParticipants)
        .set({ unreadCount: 0 })
        .where(
          and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.institutionId, ctx.institutionId)),
        );
      return { unreadRooms: await unreadRooms(db, ctx.institutionId) };
    },

    /**
     * Stores a message once per browser id, in one transaction with the room's last message and the other side's
     * unread count. `created` is false for a resend of a message already stored: nothing is delivered again.
     */
    async send(ctx: InstitutionContext, body: SendMessage) {
      return db.transaction(async (tx) => {
        const room = await roomOf(tx, ctx, body.roomId);
        const attachment = body.chatType === 'Attachment' ? body.attachment : [];
        if (attachment.length > 0) {
          // An attachment is a file the sender's institution uploaded, of a kind the chat takes.
          const names = attachment.map((file) => storedNameOf(file.location));
          const owned = await tx
            .select({ id: files.id, mimeType: files.mimeType, chatRoomId: files.chatRoomId })
            .from(files)
            .where(and(inArray(files.storedName, names), eq(files.institutionId, ctx.institutionId)));
          const allowed = owned.filter((file) =>
            (CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.mimeType.split(';')[0] ?? ''),
          );
          if (owned.length !== names.length) throw notFound('File');
          if (allowed.length !== names.length) throw badRequest(CHAT_MESSAGES.onlyAttachments);
          if (owned.some((file) => file.chatRoomId && file.chatRoomId !== room.id)) throw notFound('File');
          await tx.update(files).set({ chatRoomId: room.id }).where(inArray(files.storedName, names));
        }
        const [stored] = await tx
          .insert(chatMessages)
          .values({
            roomId: room.id,
            clientId: body.clientId,
            senderInstitutionId: ctx.institutionId,
            senderUserId: ctx.userId,
            chatType: body.chatType,
            message: body.chatType === 'Message' ? body.message : '',
            attachment,
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) {
          const [existing] = await tx
            .select()
            .from(chatMessages)
            .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.clientId, body.clientId)));
          const [message] = await toMessages([existing as MessageRecord], tx);
          return { created: false, message: message as ChatMessage, room };
        }
        const preview =
          stored.chatType === 'Message'
            ? stored.message.slice(0, 200)
            : `${ATTACHMENT_PREVIEW} ${attachment.map((file) => file.name).join(', ')}`.slice(0, 200);
        await tx
          .update(chatRooms)
          .set({ lastMessage: preview, lastMessageAt: stored.addedAt })
          .where(eq(chatRooms.id, room.id));
        await tx
          .update(chatParticipants)
          .set({
            lastMessageAt: stored.addedAt,
            // Writing reads the room: the sender's side has seen everything before its own message.
            unreadCount: sql`case when ${chatParticipants.institutionId} = ${ctx.institutionId} then 0 else ${chatParticipants.unreadCount} + 1 end`,
          })
          .where(eq(chatParticipants.roomId, room.id));
        const [message] = await toMessages([stored], tx);
        return { created: true, message: message as ChatMessage, room };
      });
    },

    /** Whether the caller's institution takes part in the room a chat file was sent in. */
    async mayReadRoomFile(ctx: InstitutionContext, roomId: string) {
      const [row] = await db
        .select({ roomId: chatParticipants.roomId })
        .from(chatParticipants)
        .where(
          and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.institutionId, ctx.institutionId)),
        );
      return Boolean(row);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
