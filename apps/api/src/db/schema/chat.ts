import type { StoredFile } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/**
 * A conversation of two institutions (docs/decisions/0048): `institution_a` is the lower id, so one pair has
 * one room whoever starts it. The last message is kept on the room for the list.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionA: uuid('institution_a')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    institutionB: uuid('institution_b')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_rooms_pair_key').on(table.institutionA, table.institutionB)],
);

/** Each institution's side of a room: its unread count, and the room's last message time for its list. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.institutionId] }),
    // The list: an institution's rooms, newest message first.
    index('chat_participants_list_idx').on(table.institutionId, table.lastMessageAt),
    index('chat_participants_unread_idx').on(table.institutionId).where(sql`${table.unreadCount} > 0`),
  ],
);

/** A message, text or attachments; `client_id` is the browser's id of it, stored once per room. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    senderInstitutionId: uuid('sender_institution_id').notNull(),
    senderUserId: uuid('sender_user_id').notNull(),
    chatType: text('chat_type').notNull(),
    message: text('message').notNull().default(''),
    attachment: jsonb('attachment').$type<StoredFile[]>().notNull().default([]),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_client_key').on(table.roomId, table.clientId),
    index('chat_messages_room_idx').on(table.roomId, table.addedAt, table.id),
  ],
);
