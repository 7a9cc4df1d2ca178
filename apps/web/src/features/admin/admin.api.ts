import { adminEndpoints } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { updateAdminPermissions } from '../../lib/session';

export const adminKeys = {
  permissions: ['admin', 'permissions'] as const,
};

/**
 * Permissions arrive with the sign-in and are refreshed here, so an area granted or withdrawn by another
 * administrator shows in the menu without signing in again.
 */
export function useAdminPermissions(enabled = true) {
  const query = useQuery({
    queryKey: adminKeys.permissions,
    enabled,
    queryFn: async ({ signal }) => (await call(adminEndpoints.permissions, {}, { signal })).content.data,
  });
  useEffect(() => {
    if (query.data) updateAdminPermissions(query.data);
  }, [query.data]);
  return query;
}
