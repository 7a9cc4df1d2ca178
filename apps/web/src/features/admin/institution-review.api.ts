import { adminEndpoints } from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { type ApiError, call } from '../../lib/api';

/** The two tabs of /Super-Admin/Instituions (docs/spec/part-2-operations-and-admin.md §2). */
export type ReviewTab = 'registered' | 'pending';

const DETAILS = {
  registered: adminEndpoints.institutionDetail,
  pending: adminEndpoints.pendingInstitution,
} as const;

export const reviewKeys = {
  details: ['admin', 'institutions', 'detail'] as const,
  detail: (tab: ReviewTab, id: string) => ['admin', 'institutions', 'detail', tab, id] as const,
};

/** The profile popup's record: the pending call for the pending tab, the detail call for the other. */
export function useInstitutionDetail(tab: ReviewTab, id: string | null) {
  return useQuery({
    queryKey: reviewKeys.detail(tab, id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => (await call(DETAILS[tab], { id: id ?? '' }, { signal })).content.data,
  });
}

export interface VerifyInput {
  id: string;
  status: 'approved' | 'declined';
  reason?: string;
}

/**
 * Approve or decline. Both tabs change, whatever the answer (a 409 means someone else decided): the lists
 * reload. Details are only marked stale — the open popup is about to close, and the pending call for a
 * no-longer-pending institution would answer 404 behind the success popup.
 */
export function useVerifyInstitution() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, VerifyInput>({
    mutationFn: async (input) => (await call(adminEndpoints.verifyInstitution, input)).message,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.details, refetchType: 'none' });
      await Promise.all(
        [adminEndpoints.institutions, adminEndpoints.pendingInstitutions].map((list) =>
          queryClient.invalidateQueries({ queryKey: listQueryKey(list) }),
        ),
      );
    },
  });
}
