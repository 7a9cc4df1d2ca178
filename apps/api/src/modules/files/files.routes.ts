import { filesEndpoints } from '@raktsetu/contract';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { AppError, badRequest } from '../../plugins/errors.js';
import type { FilesService } from './files.service.js';

export function filesRoutes(route: Route, { files }: { files: FilesService }) {
  route(filesEndpoints.upload, async ({ ctx, request }) => {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
    const saved = await files.save(ctx, await uploadedFile(request));
    return ok({ savedFiles: [saved] }, 'File uploaded');
  });

  route(filesEndpoints.download, async ({ ctx, params, reply }) => {
    const { row, bytes } = await files.read(ctx, params.name);
    const asciiName = row.originalName.replace(/[^\x20-\x7e]|"/g, '_');
    return reply
      .header('content-type', row.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .send(bytes);
  });
}

/**
 * The one file of a multipart body. A body that only says it is multipart (no boundary, cut short) makes the
 * parser throw a plain error: that is the client's mistake, a 400, not a 500. Errors that carry their own
 * status (a file over the size limit: 413) keep it.
 */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file"');
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(
      'The upload could not be read: send the file as multipart/form-data in the field "file"',
    );
  }
}
