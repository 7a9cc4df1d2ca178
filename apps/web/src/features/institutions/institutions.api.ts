import type { InstitutionProfile } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type DataContent } from '../../lib/api';

export const institutionKeys = {
  profile: ['institutions', 'profile'] as const,
};

/** GET /api/institution/get: the signed-in institution's profile. */
export function useInstitutionProfile() {
  return useQuery({
    queryKey: institutionKeys.profile,
    queryFn: async ({ signal }) => {
      const answer = await api.get<DataContent<InstitutionProfile>>('/api/institution/get', undefined, {
        signal,
      });
      return answer.content.data;
    },
  });
}
