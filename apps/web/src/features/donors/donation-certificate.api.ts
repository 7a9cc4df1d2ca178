import { donorsEndpoints, requestOf } from '@raktsetu/contract';
import { downloadApiFile } from '../../lib/files';

/**
 * Downloads a donation's certificate with the token (the endpoint answers the PDF itself, not an envelope) and
 * saves it under the server's name, as the upload screen saves its template.
 */
export async function downloadCertificate(donorId: string, donationId: string): Promise<void> {
  const { url } = requestOf(donorsEndpoints.donationCertificate, { donorId, donationId });
  await downloadApiFile(url, (served) => served ?? 'donation-certificate.pdf');
}
