import { mailEndpoints, OUTBOX_LIMIT } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export type { OutboxMail } from '@raktsetu/contract';
export { OUTBOX_LIMIT };

/**
 * The mail kept when no SMTP server is configured: open to anyone on the embedded demo, to super
 * administrators elsewhere, and absent (404) when mail is really sent.
 */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox', OUTBOX_LIMIT],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await call(mailEndpoints.outbox, { limit: OUTBOX_LIMIT }, { signal })).content.data,
  });
}
