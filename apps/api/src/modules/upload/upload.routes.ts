import { type UploadKind, uploadEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { type UploadService, uploadMessage } from './upload.service.js';
import { uploadTemplate } from './upload-template.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function uploadRoutes(route: Route, { upload }: { upload: UploadService }) {
  for (const [kind, template, part] of [
    ['inventory', uploadEndpoints.inventoryTemplate, uploadEndpoints.inventory],
    ['donors', uploadEndpoints.donorsTemplate, uploadEndpoints.donors],
  ] as const) {
    route(template, async ({ reply }) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="raktsetu-${kind}-template.xlsx"`)
        .send(await uploadTemplate(kind as UploadKind)),
    );
    route(part, async ({ ctx, body }) => {
      const answer = await upload.part(ctx, kind, body);
      return ok(
        answer,
        answer.stored ? uploadMessage(kind, answer.stored) : `Part ${body.part} of ${body.parts} received`,
      );
    });
  }
}
