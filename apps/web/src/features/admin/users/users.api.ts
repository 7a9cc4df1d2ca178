import { platformUsersEndpoints } from '@raktsetu/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/use-list-state';
import { call } from '../../../lib/api';

export const userKeys = {
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

/** The profile popup's record (`GET …/user-details`). */
export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) =>
      (await call(platformUsersEndpoints.details, { id: id ?? '' }, { signal })).content.data,
  });
}

/** After a block or an unblock: every page of the list and the person's profile reload with the new status. */
export function useUserChanged() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(platformUsersEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
    ]);
}

/** A person's name as the list and the profile show it. */
export const nameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
