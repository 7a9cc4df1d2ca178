import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../plugins/errors.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { detectAcceptedType } from './file-types.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_ROUTE = '/api/generic/file';
/** Stored names are ours: a UUID and a known extension, so a request can never name another path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|xlsx|txt)$/;

export interface SavedFile {
  name: string;
  location: string;
}

function cleanOriginalName(name: string): string {
  const base = [...path.basename(name.replaceAll('\\', '/'))].filter((c) => c.charCodeAt(0) >= 0x20).join('');
  return base.slice(0, 200) || 'file';
}

export function createFilesService(db: Db, uploadsDir: string) {
  return {
    async save(ctx: RequestContext | null, upload: { filename: string; bytes: Buffer }): Promise<SavedFile> {
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
        uploadedBy: ctx ? (ctx.kind === 'institution' ? ctx.userId : ctx.adminId) : null,
      });
      return { name: originalName, location: `${FILE_ROUTE}/${storedName}` };
    },

    async read(storedName: string) {
      if (!STORED_NAME.test(storedName)) throw notFound('File');
      const [row] = await db.select().from(files).where(eq(files.storedName, storedName)).limit(1);
      if (!row) throw notFound('File');
      return { row, bytes: await readFile(path.join(uploadsDir, row.storedName)) };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
