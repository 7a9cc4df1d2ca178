import {
  type AddAdminRequest,
  type AdminAction,
  administratorsEndpoints,
  type UpdateAdminRequest,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/use-list-state';
import { type ApiError, call } from '../../../lib/api';
import { adminKeys } from '../admin.api';

export const administratorKeys = {
  details: ['admin', 'administrators', 'detail'] as const,
  detail: (id: string) => ['admin', 'administrators', 'detail', id] as const,
};

/** One administrator: the profile popup and Edit Profile. */
export function useAdministrator(id: string | null) {
  return useQuery({
    queryKey: administratorKeys.detail(id ?? ''),
    enabled: Boolean(id),
    // An administrator that is gone stays gone: a retry only delays saying so.
    retry: false,
    queryFn: async ({ signal }) =>
      (await call(administratorsEndpoints.details, { id: id ?? '' }, { signal })).content.data,
  });
}

/**
 * After any change the list and the open records reload, and so do the signed-in administrator's own
 * permissions: an edit of oneself changes the menu at once.
 */
function useReload() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(administratorsEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(administratorsEndpoints.audit) }),
      queryClient.invalidateQueries({ queryKey: administratorKeys.details }),
      queryClient.invalidateQueries({ queryKey: adminKeys.permissions }),
    ]);
  };
}

export function useAddAdministrator() {
  const reload = useReload();
  return useMutation<string, ApiError, AddAdminRequest>({
    mutationFn: async (input) => (await call(administratorsEndpoints.add, input)).message,
    onSuccess: reload,
  });
}

export function useUpdateAdministrator() {
  const reload = useReload();
  return useMutation<string, ApiError, UpdateAdminRequest>({
    mutationFn: async (input) => (await call(administratorsEndpoints.update, input)).message,
    onSettled: reload,
  });
}

/** Activate, deactivate or delete; the list reloads whatever the answer (a 409 means it changed meanwhile). */
export function useChangeAdminStatus() {
  const reload = useReload();
  return useMutation<string, ApiError, { id: string; action: AdminAction }>({
    mutationFn: async (input) => (await call(administratorsEndpoints.changeStatus, input)).message,
    onSettled: reload,
  });
}
