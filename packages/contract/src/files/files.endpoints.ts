import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { lineText } from '../common/text.js';
import { storedFileSchema } from './files.js';

/** Files attached to registrations, profiles and (later) requests and chats (docs/docs/spec/part-1-institution-side.md §7). */
export const filesEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/generic/file',
    // Registration attaches its certificate before any account exists, so a token is optional here.
    auth: { kind: 'optional' },
    domain: 'files',
    summary: 'Upload one file (multipart field "file"): PDF, PNG, JPEG, text or .xlsx, at most 10 MB',
    transfer: 'upload',
    // A tighter rate keeps the open door from becoming free storage.
    rateLimit: { max: 30, perSeconds: 60 },
    response: z.object({ savedFiles: z.array(storedFileSchema) }),
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/generic/file/:name',
    auth: { kind: 'signedIn' },
    domain: 'files',
    summary:
      "Read an uploaded file: its institution's users and super administrators may; anyone else gets 404",
    transfer: 'download',
    // Any other name is simply not found (404), never a validation error that confirms the route's shape.
    params: z.object({ name: lineText({ max: 100, required: true }) }),
  }),
};
