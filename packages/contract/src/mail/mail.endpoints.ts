import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';

export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  addedAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const OUTBOX_LIMIT = 50;

export const mailEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    // Reset codes and set-password links are in here: open only on the embedded demo, else admins only.
    auth: { kind: 'admin', openOnDemo: true },
    domain: 'mail',
    summary: 'Mail kept instead of sent (only without SMTP_URL), newest first',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(OUTBOX_LIMIT) }),
    response: z.object({ data: z.array(outboxMailSchema) }),
  }),
};
