import { type InstitutionEditRequest, type InstitutionProfile, settingsEndpoints } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../lib/api';
import { institutionKeys } from '../institutions/institutions.api';

export { useInstitutionProfile } from '../institutions/institutions.api';

/**
 * Contact number, address text and the five images. The answer is the updated profile, which replaces the
 * cached one (no second call).
 */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation<{ profile: InstitutionProfile; message: string }, ApiError, InstitutionEditRequest>({
    mutationFn: async (changes) => {
      const answer = await call(settingsEndpoints.edit, changes);
      return { profile: answer.content.data, message: answer.message };
    },
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(institutionKeys.profile, profile);
    },
  });
}
