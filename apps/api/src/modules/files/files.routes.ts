import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import { badRequest } from '../../plugins/errors.js';
import type { Guard } from '../../plugins/request-context.js';
import { FILE_ROUTE, type FilesService, MAX_FILE_BYTES } from './files.service.js';

const savedFileSchema = z.object({ name: z.string(), location: z.string() });

export const filesRoutes: FastifyPluginAsyncZod<{ guard: Guard; files: FilesService }> = async (
  app,
  { guard, files },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    FILE_ROUTE,
    {
      // Registration attaches its certificate before any account exists, so a token is optional here;
      // a tighter rate keeps the open door from becoming free storage.
      onRequest: guard.optional,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart field "file"): PDF, PNG, JPEG, text or .xlsx, at most 10 MB',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ savedFiles: z.array(savedFileSchema) })) },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data in the field "file"');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file"');
      const bytes = await part.toBuffer();
      const saved = await files.save(request.ctx, { filename: part.filename, bytes });
      return ok({ savedFiles: [saved] }, 'File uploaded');
    },
  );

  app.get(
    `${FILE_ROUTE}/:name`,
    {
      onRequest: guard.signedIn,
      schema: {
        tags: ['files'],
        summary: 'Download an uploaded file (signed-in users only)',
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { row, bytes } = await files.read(request.params.name);
      const asciiName = row.originalName.replace(/[^\x20-\x7e]|"/g, '_');
      return reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        )
        .send(bytes);
    },
  );
};
