import type { InstitutionEditRequest, InstitutionProfile } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, type DataContent } from '../../lib/api';
import { institutionKeys } from '../institutions/institutions.api';

export { useInstitutionProfile } from '../institutions/institutions.api';

/**
 * POST /api/institution/edit: contact number, address text and the five images. The answer is the updated
 * profile, which replaces the cached one (no second call).
 */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation<{ profile: InstitutionProfile; message: string }, ApiError, InstitutionEditRequest>({
    mutationFn: async (changes) => {
      const answer = await api.post<DataContent<InstitutionProfile>>('/api/institution/edit', changes);
      return { profile: answer.content.data, message: answer.message };
    },
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(institutionKeys.profile, profile);
    },
  });
}
