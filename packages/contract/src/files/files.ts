import { z } from 'zod';
import { lineText } from '../common/text.js';

/** Where an uploaded file is read back; the name is ours (a UUID and a known extension), never the sender's. */
export const FILE_ROUTE = '/api/generic/file';
export const FILE_LOCATION_PATTERN =
  /^\/api\/generic\/file\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|xlsx|txt)$/;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A file as the spec's payloads carry it: the name it was sent with and where it is kept. */
export const storedFileSchema = z.object({
  name: lineText({ max: 200, required: true }),
  location: z.string().max(100).regex(FILE_LOCATION_PATTERN, 'Attach a file uploaded to RaktSetu'),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The stored name in a location: `/api/generic/file/<name>` → `<name>`. */
export function storedNameOf(location: string): string {
  return location.slice(FILE_ROUTE.length + 1);
}
