import { MAX_FILE_BYTES, MESSAGES, type StoredFile } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import { ApiError, fetchApiFile, fetchFileBlob, uploadFile as upload } from './api';

export type { StoredFile };

/** The server refuses more (413); checking first saves a long upload that is bound to fail. */
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;

/** The kinds the server accepts (it checks the content too): PDF, PNG, JPEG, text and .xlsx. */
export const ACCEPT = {
  certificate: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  image: 'image/png,image/jpeg,.png,.jpg,.jpeg',
} as const;

const EXTENSIONS = {
  certificate: ['pdf', 'png', 'jpg', 'jpeg'],
  image: ['png', 'jpg', 'jpeg'],
} as const;

export type UploadKind = keyof typeof EXTENSIONS;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB',
  certificateType: 'Choose a PDF, PNG or JPEG file',
  imageType: 'Choose a PNG or JPEG image',
} as const;

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/**
 * A check before uploading; the server checks again by content. Returns the problem (a key of
 * UPLOAD_MESSAGES, which is also its i18n key under `upload.`) or null.
 */
export function checkUpload(file: File, kind: UploadKind): UploadProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(EXTENSIONS[kind] as readonly string[]).includes(extension)) {
    return kind === 'image' ? 'imageType' : 'certificateType';
  }
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/**
 * Uploads one file. Registration uploads before any account exists; signed-in screens send the token, so
 * the file is recorded as their institution's.
 */
export async function uploadFile(file: File): Promise<StoredFile> {
  const saved = (await upload(file)).content.savedFiles[0];
  if (!saved) throw new ApiError(MESSAGES.somethingWentWrong, 200);
  return saved;
}

/**
 * An object URL for an uploaded file, fetched with the token (a plain <img src> gets a 401). The URL is
 * revoked when the location changes or the component goes away.
 */
export function useFileObjectUrl(location: string | null | undefined): {
  url: string | null;
  failed: boolean;
} {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!location) {
      setState({ url: null, failed: false });
      return;
    }
    const controller = new AbortController();
    let created: string | null = null;
    setState({ url: null, failed: false });
    fetchFileBlob(location, controller.signal).then(
      (blob) => {
        created = URL.createObjectURL(blob);
        setState({ url: created, failed: false });
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [location]);
  return state;
}

/** Hands a file to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Downloads an uploaded file with the token and saves it under its original name. */
export async function downloadFile(file: StoredFile): Promise<void> {
  saveBlob(await fetchFileBlob(file.location), file.name);
}

/**
 * Downloads a file the API writes (an export, a report, a certificate) and saves it; `nameOf` names it, given
 * the name the server sent.
 */
export async function downloadApiFile(url: string, nameOf: (served: string | null) => string): Promise<void> {
  const { blob, name } = await fetchApiFile(url);
  saveBlob(blob, nameOf(name));
}
