import { donorsEndpoints, mobileEndpoints } from '@raktsetu/contract';
import type { FastifyReply } from 'fastify';
import type { Route } from '../../plugins/endpoints.js';
import type { Certificate, CertificatesService } from './certificates.service.js';

/** The PDF as a download: saved under its name, never sniffed as anything but a PDF. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: Certificate) {
  return reply
    .header('content-type', 'application/pdf')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

export function certificatesRoutes(route: Route, { certificates }: { certificates: CertificatesService }) {
  route(donorsEndpoints.donationCertificate, async ({ ctx, params, reply }) =>
    sendPdf(reply, await certificates.forInstitution(ctx, params.donorId, params.donationId)),
  );
  route(mobileEndpoints.donationCertificate, async ({ ctx, params, reply }) =>
    sendPdf(reply, await certificates.forPerson(ctx, params.donationId)),
  );
}
