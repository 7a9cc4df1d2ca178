import { useQuery } from '@tanstack/react-query';
import { api, type DataContent } from '../../lib/api';

export interface OutboxMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  purpose: string;
  addedAt: string;
}

export const OUTBOX_LIMIT = 50;

/** GET /api/dev/outbox (public; exists only when no SMTP server is configured, else 404). */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox', OUTBOX_LIMIT],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.get<DataContent<OutboxMail[]>>(
        '/api/dev/outbox',
        { limit: OUTBOX_LIMIT },
        { public: true, signal },
      );
      return answer.content.data;
    },
  });
}
