import { donorsEndpoints, MESSAGES, requestOf } from '@raktsetu/contract';
import { ApiError } from '../../lib/api';
import { clearSession, storedToken } from '../../lib/session';

/** The name the server gave the file (`attachment; filename="…"`), or a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return disposition.match(/filename="([^"]+)"/)?.[1] ?? 'donation-certificate.pdf';
}

async function failureOf(response: Response): Promise<ApiError> {
  let message: string = MESSAGES.somethingWentWrong;
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message.trim()) message = payload.message;
  } catch {
    // Not JSON: keep the generic text.
  }
  return new ApiError(message, response.status);
}

/**
 * Downloads a donation's certificate with the token (the endpoint answers the PDF itself, not an envelope) and
 * saves it under the server's name, as the upload screen saves its template.
 */
export async function downloadCertificate(donorId: string, donationId: string): Promise<void> {
  const { url } = requestOf(donorsEndpoints.donationCertificate, { donorId, donationId });
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: {
        Accept: 'application/pdf, application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
    });
  } catch {
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
  if (!response.ok) {
    const failure = await failureOf(response);
    // As every authenticated call: a refused token ends the session (lib/api.ts).
    if (response.status === 401 && token) clearSession();
    throw failure;
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
