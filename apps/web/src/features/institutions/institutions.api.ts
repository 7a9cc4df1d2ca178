import { institutionsEndpoints } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const institutionKeys = {
  profile: ['institutions', 'profile'] as const,
};

/** The signed-in institution's profile. */
export function useInstitutionProfile() {
  return useQuery({
    queryKey: institutionKeys.profile,
    queryFn: async ({ signal }) => (await call(institutionsEndpoints.profile, {}, { signal })).content.data,
  });
}
