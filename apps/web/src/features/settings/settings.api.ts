import {
  type AddKeyMember,
  availabilityEndpoints,
  type InstitutionSettings,
  LAB_MEMBER_DESIGNATION,
  type PublicStockSettings,
  settingsEndpoints,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { institutionKeys } from '../institutions/institutions.api';

/**
 * The calls of the settings wizard (docs/spec/part-2-operations-and-admin.md §2 "Settings and profile", §7):
 * the settings object, read whole and saved whole, and the lab members of step 1, added and removed at once.
 */

export const settingsKeys = {
  settings: ['institutions', 'settings'] as const,
  labMembers: ['institutions', 'keyMembers', LAB_MEMBER_DESIGNATION] as const,
  publicStock: ['institutions', 'publicStock'] as const,
};

/** GET institution/settings: every part filled with its default until saved. */
export function useInstitutionSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: async ({ signal }) => (await call(settingsEndpoints.settings, {}, { signal })).content.data,
  });
}

/** POST institution/edit with the whole settings object; the answer is the profile, which replaces the cached one. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: InstitutionSettings) => call(settingsEndpoints.edit, { settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData(institutionKeys.profile, answer.content.data);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.settings });
    },
  });
}

/** GET institution/get-keymembers?designation=labMember: the Associated Labs, oldest first. */
export function useLabMembers() {
  return useQuery({
    queryKey: settingsKeys.labMembers,
    queryFn: async ({ signal }) =>
      (await call(settingsEndpoints.keyMembers, { designation: LAB_MEMBER_DESIGNATION }, { signal })).content
        .data,
  });
}

/** POST institution/add-keymembers: the new member is mailed a link to set a password. */
export function useAddLabMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (member: AddKeyMember) => call(settingsEndpoints.addKeyMember, member),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.labMembers }),
  });
}

/** GET institution/delete-keymembers?id=: the member cannot sign in any more. */
export function useDeleteLabMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => call(settingsEndpoints.deleteKeyMember, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.labMembers }),
  });
}

/** GET institution/public-stock: the components the centre keeps out of the public Find blood page. */
export function usePublicStockSettings() {
  return useQuery({
    queryKey: settingsKeys.publicStock,
    queryFn: async ({ signal }) => (await call(availabilityEndpoints.settings, {}, { signal })).content.data,
  });
}

/** POST institution/public-stock with the hidden components; the answer is what the server now holds. */
export function useSavePublicStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PublicStockSettings) => call(availabilityEndpoints.saveSettings, settings),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.publicStock, answer.content.data);
      // The public search, in this tab, counts what is shown from now on.
      return queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}
