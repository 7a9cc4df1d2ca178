import { z } from 'zod';
import { listContentSchema } from '../common/list.js';
import { paragraphText, searchTextSchema } from '../common/text.js';
import { FILE_ROUTE } from '../files/files.js';

/**
 * Chat between institutions (docs/spec/part-2-operations-and-admin.md §2 "Chat", §3 "Chat", §4, §7;
 * docs/decisions/0048). A room is a conversation of two institutions; messages go over socket.io at
 * `/api/socket.io/` with the spec's event names, and the rooms list and older messages over HTTP.
 */

/** The spec's socket.io events (§7), exactly as named. */
export const CHAT_EVENTS = {
  /** client → server: the room to read and write in (its id). */
  joinRoom: 'join_room',
  /** client → server: a message for the joined room. */
  sendMessage: 'send_message',
  /** server → client: the newest messages of the room just joined. */
  loadMessages: 'load_messages',
  /** server → client: a message of a room the socket joined, its own included (with the clientId it sent). */
  receiveMessage: 'receive_message',
  /** server → client (ours): a room of this institution has a new message — the list and the header badge. */
  roomUpdated: 'room_updated',
} as const;

export const SOCKET_PATH = '/api/socket.io/';
export const CHAT_TYPES = ['Message', 'Attachment'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** How many messages `load_messages` and each older page carry. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MESSAGE_MAX = 2000;
/** The spec: images, pdf and txt only (the server sniffs the bytes). */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] as const;
export const CHAT_MESSAGES = {
  noChatSelected: 'Looks like you have made things very clear!',
  notYours: 'This conversation is not yours',
  attachmentNotSent: 'The attachment could not be sent',
  onlyAttachments: 'Only images, PDF and text files can be sent',
} as const;

const chatFileSchema = z.object({
  name: z.string().trim().min(1).max(200),
  location: z
    .string()
    .max(200)
    .refine((value) => value.startsWith(`${FILE_ROUTE}/`), 'Send a file uploaded to RaktSetu'),
});

/**
 * `send_message`: text, or attachments uploaded first (POST generic/file). `clientId` is made by the browser
 * for each message: a message sent again (offline resend racing a reconnect) is stored once.
 */
export const sendMessageSchema = z
  .object({
    roomId: z.uuid({ error: 'Choose a conversation' }),
    clientId: z.uuid({ error: 'A message needs its own id' }),
    chatType: z.enum(CHAT_TYPES).default('Message'),
    message: paragraphText({ max: CHAT_MESSAGE_MAX }).default(''),
    attachment: z.array(chatFileSchema).max(5).default([]),
  })
  .refine((body) => (body.chatType === 'Message' ? body.message.length > 0 : body.attachment.length > 0), {
    message: 'Write a message or attach a file',
    path: ['message'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const joinRoomSchema = z.uuid({ error: 'Choose a conversation' });

/** A message as the spec's §3 "Message" reads it. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  clientId: z.string(),
  addedAt: z.string(),
  chatType: z.enum(CHAT_TYPES),
  message: z.string(),
  attachment: z.array(z.object({ name: z.string(), location: z.string() })),
  sender: z.object({ _id: z.string(), name: z.string() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `load_messages`: the room's newest messages, oldest first, and whether older ones exist. */
export const loadMessagesSchema = z.object({
  roomId: z.string(),
  messages: z.array(chatMessageSchema),
  hasOlder: z.boolean(),
});

/** A conversation of the list (§3 "Room"): the other institution, the last message and the unread count. */
export const chatRoomSchema = z.object({
  roomId: z.string(),
  participants: z.array(
    z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      photo: z.string().nullable(),
      lastMsg: z.string(),
      lastMsgTime: z.string().nullable(),
      unreadCount: z.number().int(),
    }),
  ),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatRoomListSchema = z.object({ data: z.array(chatRoomSchema), unreadRooms: z.number().int() });

/** Starting (or finding) the conversation with an approved institution. */
export const startChatSchema = z.object({ institutionId: z.uuid({ error: 'Choose an institution' }) });
export const startChatAnswerSchema = z.object({ data: chatRoomSchema });

/** Older messages of a room, before a message, oldest first. */
export const olderMessagesQuerySchema = z.object({
  roomId: z.uuid({ error: 'Choose a conversation' }),
  before: z.uuid().optional(),
});
export const olderMessagesSchema = z.object({ data: z.array(chatMessageSchema), hasOlder: z.boolean() });

/** The institutions one may start a conversation with, found by name. */
export const chatContactsQuerySchema = z.object({ search: searchTextSchema.optional() });
export const chatContactsSchema = listContentSchema(
  z.object({ _id: z.string(), institutionName: z.string(), institutionType: z.string(), city: z.string() }),
);

/** Marks a room read for the caller's institution. */
export const readRoomSchema = z.object({ roomId: z.uuid({ error: 'Choose a conversation' }) });
