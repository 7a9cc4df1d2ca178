import type { AdminInstitution, InstitutionListQuery, ListContent } from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, type DataContent } from '../../lib/api';

/** The two tabs of /Super-Admin/Instituions (spec part 2 §2). */
export type ReviewTab = 'registered' | 'pending';

export type InstitutionSortField = NonNullable<InstitutionListQuery['sort']>;

export interface ReviewListQuery {
  page: number;
  limit: number;
  search: string;
  sort: InstitutionSortField;
  order: 'asc' | 'desc';
}

const LIST_PATHS: Record<ReviewTab, string> = {
  registered: '/api/super-admin/bloodbank/institutions',
  pending: '/api/super-admin/bloodbank/pending/institutions',
};

const DETAIL_PATHS: Record<ReviewTab, string> = {
  registered: '/api/super-admin/bloodbank/institution-detail',
  pending: '/api/super-admin/bloodbank/pending/institution',
};

export const reviewKeys = {
  lists: ['admin', 'institutions', 'list'] as const,
  details: ['admin', 'institutions', 'detail'] as const,
  list: (tab: ReviewTab, query: ReviewListQuery) => ['admin', 'institutions', 'list', tab, query] as const,
  detail: (tab: ReviewTab, id: string) => ['admin', 'institutions', 'detail', tab, id] as const,
};

/** One page of a tab, searched, sorted and paged by the server. The previous page stays while the next loads. */
export function useInstitutionList(tab: ReviewTab, query: ReviewListQuery) {
  return useQuery({
    queryKey: reviewKeys.list(tab, query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListContent<AdminInstitution>>(
        LIST_PATHS[tab],
        {
          page: query.page,
          limit: query.limit,
          search: query.search.trim(),
          sort: query.sort,
          order: query.order,
        },
        { signal },
      );
      return answer.content;
    },
  });
}

/** The profile popup's record: the pending call for the pending tab, the detail call for the other. */
export function useInstitutionDetail(tab: ReviewTab, id: string | null) {
  return useQuery({
    queryKey: reviewKeys.detail(tab, id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const answer = await api.get<DataContent<AdminInstitution>>(DETAIL_PATHS[tab], { id }, { signal });
      return answer.content.data;
    },
  });
}

export interface VerifyInput {
  id: string;
  status: 'approved' | 'declined';
  reason?: string;
}

/**
 * POST /api/institution/verify. Both tabs change, whatever the answer (a 409 means someone else decided):
 * the lists reload. Details are only marked stale — the open popup is about to close, and the pending
 * call for a no-longer-pending institution would answer 404 behind the success popup.
 */
export function useVerifyInstitution() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, VerifyInput>({
    mutationFn: async (input) => (await api.post('/api/institution/verify', input)).message,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.details, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  });
}
