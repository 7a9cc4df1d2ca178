import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_ROUTE, REGISTRATION_MESSAGES, type StoredFile, storedNameOf } from '@raktsetu/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatParticipants, files } from '../../db/schema/index.js';
import { tenantScope } from '../../db/tenant.js';
import { AppError, badRequest, notFound } from '../../plugins/errors.js';
import {
  type AdminContext,
  callerId,
  type InstitutionContext,
  type RequestContext,
} from '../../plugins/request-context.js';
import { detectAcceptedType } from './file-types.js';

/** Stored names are ours: a UUID and a known extension, so a request can never name another path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|xlsx|txt)$/;

function cleanOriginalName(name: string): string {
  const base = [...path.basename(name.replaceAll('\\', '/'))].filter((c) => c.charCodeAt(0) >= 0x20).join('');
  return base.slice(0, 200) || 'file';
}

/**
 * Files belong to someone: the uploader's institution, or, for a registration certificate uploaded before any
 * account exists, the institution that registers with it; a file sent in a chat is read by both sides of the
 * room. Super administrators read every file; anyone else gets 404, exactly as for a file that does not exist.
 */
export function createFilesService(db: Db, uploadsDir: string) {
  /** A file sent in a chat room the institution takes part in (docs/decisions/0048). */
  async function sentInChatTo(institutionId: string, storedName: string) {
    const [row] = await db
      .select({ file: files })
      .from(files)
      .innerJoin(
        chatParticipants,
        and(eq(chatParticipants.roomId, files.chatRoomId), eq(chatParticipants.institutionId, institutionId)),
      )
      .where(eq(files.storedName, storedName))
      .limit(1);
    return row?.file ?? null;
  }

  return {
    async save(ctx: RequestContext | null, upload: { filename: string; bytes: Buffer }): Promise<StoredFile> {
      if (upload.bytes.length === 0) throw badRequest('The file is empty');
      const originalName = cleanOriginalName(upload.filename);
      const type = await detectAcceptedType(upload.bytes, originalName);
      if (!type) throw new AppError(415, 'Only PDF, PNG, JPEG, text and Excel (.xlsx) files can be uploaded');
      const storedName = `${randomUUID()}.${type.extension}`;
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path.join(uploadsDir, storedName), upload.bytes, { flag: 'wx' });
      await db.insert(files).values({
        storedName,
        originalName,
        mimeType: type.mimeType,
        sizeBytes: upload.bytes.length,
        institutionId: ctx?.kind === 'institution' ? ctx.institutionId : null,
        uploadedBy: ctx ? callerId(ctx) : null,
      });
      return { name: originalName, location: `${FILE_ROUTE}/${storedName}` };
    },

    async read(ctx: RequestContext, storedName: string) {
      if (!STORED_NAME.test(storedName)) throw notFound('File');
      const where = eq(files.storedName, storedName);
      const row =
        ctx.kind === 'admin'
          ? ((await db.select().from(files).where(where).limit(1))[0] ?? null)
          : ctx.kind === 'person'
            ? // A person of the mobile app reads what they uploaded themselves.
              ((
                await db
                  .select()
                  .from(files)
                  .where(and(where, eq(files.uploadedBy, ctx.personId)))
                  .limit(1)
              )[0] ?? null)
            : ((await tenantScope(db, ctx).findOne(files, where)) ??
              (await sentInChatTo(ctx.institutionId, storedName)));
      if (!row) throw notFound('File');
      return { row, bytes: await readFile(path.join(uploadsDir, row.storedName)) };
    },

    /**
     * A registration takes its certificates: only files uploaded without an account and not yet taken by
     * another registration. Runs in the registration's transaction.
     */
    async claimForRegistration(tx: Db, attachments: StoredFile[], institutionId: string): Promise<void> {
      const names = attachments.map((file) => storedNameOf(file.location));
      const claimed = await tx
        .update(files)
        .set({ institutionId })
        .where(and(inArray(files.storedName, names), isNull(files.institutionId)))
        .returning({ id: files.id });
      if (claimed.length !== new Set(names).size) {
        throw badRequest(REGISTRATION_MESSAGES.certificate, {
          errors: [{ field: 'attachments', message: REGISTRATION_MESSAGES.certificate }],
        });
      }
    },

    /**
     * True when every file belongs to the caller: its institution's (profile images, attachments), or for a
     * super administrator their own uploads (a block's supporting files).
     */
    async allOwnedBy(
      ctx: InstitutionContext | AdminContext,
      locations: string[],
      tx: Db = db,
    ): Promise<boolean> {
      const names = [...new Set(locations.map(storedNameOf))];
      if (names.length === 0) return true;
      const owned =
        ctx.kind === 'admin'
          ? await tx
              .select({ name: files.storedName })
              .from(files)
              .where(and(inArray(files.storedName, names), eq(files.uploadedBy, ctx.adminId)))
          : await tenantScope(tx, ctx).select(files, inArray(files.storedName, names));
      return owned.length === names.length;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
