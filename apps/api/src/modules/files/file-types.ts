import { fileTypeFromBuffer } from 'file-type';

export interface AcceptedType {
  extension: 'pdf' | 'png' | 'jpg' | 'xlsx' | 'txt';
  mimeType: string;
}

const BY_DETECTED_MIME: Record<string, AcceptedType> = {
  'application/pdf': { extension: 'pdf', mimeType: 'application/pdf' },
  'image/png': { extension: 'png', mimeType: 'image/png' },
  'image/jpeg': { extension: 'jpg', mimeType: 'image/jpeg' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/** Tab, line feed and carriage return are the only control bytes a text note contains. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** Plain text has no signature: accept it only when it says .txt and really is UTF-8 without control bytes. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.some((byte) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides a file's type from its content, not its name: a script renamed to .pdf is refused, and a PDF
 * is stored as a PDF whatever it was called.
 */
export async function detectAcceptedType(bytes: Buffer, originalName: string): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return BY_DETECTED_MIME[detected.mime] ?? null;
  if (/\.txt$/i.test(originalName) && isPlainText(bytes))
    return { extension: 'txt', mimeType: 'text/plain; charset=utf-8' };
  return null;
}
