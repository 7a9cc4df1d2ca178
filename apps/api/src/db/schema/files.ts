import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every uploaded file; the bytes live in DATA_DIR/uploads under `storedName`, never under the sender's name. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /**
   * The institution the file belongs to: the uploader's, or for a registration certificate (uploaded before
   * any account exists) the registering institution once it claims it. Null: readable by administrators only.
   */
  institutionId: uuid('institution_id'),
  uploadedBy: uuid('uploaded_by'),
  /** Sent in a chat: the other institution of the room reads it too (docs/decisions/0048). */
  chatRoomId: uuid('chat_room_id'),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FileRow = typeof files.$inferSelect;
