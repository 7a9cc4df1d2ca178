import type { AdminPermissions } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type DataContent } from '../../lib/api';
import { updateAdminPermissions } from '../../lib/session';

export const adminKeys = {
  permissions: ['admin', 'permissions'] as const,
};

/**
 * GET /api/super-admin/permissions. Permissions arrive with the sign-in and are refreshed here, so an
 * area granted or withdrawn by another administrator shows in the menu without signing in again.
 */
export function useAdminPermissions(enabled = true) {
  const query = useQuery({
    queryKey: adminKeys.permissions,
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await api.get<DataContent<AdminPermissions>>('/api/super-admin/permissions', undefined, {
        signal,
      });
      return answer.content.data;
    },
  });
  useEffect(() => {
    if (query.data) updateAdminPermissions(query.data);
  }, [query.data]);
  return query;
}
