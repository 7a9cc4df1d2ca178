import { filesEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { badRequest } from '../../plugins/errors.js';
import type { FilesService } from './files.service.js';

export function filesRoutes(route: Route, { files }: { files: FilesService }) {
  route(filesEndpoints.upload, async ({ ctx, request }) => {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file"');
    const saved = await files.save(ctx, { filename: part.filename, bytes: await part.toBuffer() });
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
