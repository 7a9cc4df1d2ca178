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

/** Plain text has no signature: accept it only when it says .txt and really is UTF-8 without control bytes. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Tabs, line breaks and printable characters only.
  return !/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(bytes.toString('utf8'));
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
