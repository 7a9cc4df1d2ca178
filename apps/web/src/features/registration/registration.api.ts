import {
  type DirectoryEntry,
  type InstitutionType,
  institutionsEndpoints,
  type NewDirectoryEntry,
  type RegistrationRequest,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { type ApiError, call } from '../../lib/api';
import { type StoredFile, uploadFile } from '../../lib/files';

export const registrationKeys = {
  directory: (term: string) => ['registration', 'directory', term] as const,
  states: ['registration', 'states'] as const,
  cities: (state: string) => ['registration', 'cities', state] as const,
};

/** The directory types a tab may choose: an institution that is both shows under either tab (0022). */
export function directoryTypesFor(tab: 'BloodBank' | 'Hospital'): InstitutionType[] {
  return [tab, 'Both'];
}

/**
 * The directory search (a non-empty term). Suggestions while typing: quiet, with their own small loader
 * instead of the page overlay.
 */
export function useDirectorySearch(term: string, types: InstitutionType[]) {
  const name = term.trim();
  return useQuery({
    queryKey: registrationKeys.directory(name),
    enabled: name.length > 0,
    meta: QUIET,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await call(institutionsEndpoints.searchDirectory, { name }, { signal })).content.institutionLocation,
    select: (entries) => entries.filter((entry) => types.includes(entry.institutionType)),
  });
}

export interface AddedDirectoryEntry {
  entry: DirectoryEntry;
  message: string;
}

type NewEntry = NewDirectoryEntry & { zipcode: string; latitude: number; longitude: number };

/** Adds a missing institution to the directory. The answer has id, name and point; the rest is what was sent. */
export function useAddDirectoryEntry() {
  const queryClient = useQueryClient();
  return useMutation<AddedDirectoryEntry, ApiError, NewEntry>({
    mutationFn: async (input) => {
      const answer = await call(institutionsEndpoints.addDirectoryEntry, input);
      const data = answer.content.data;
      return {
        message: answer.message,
        entry: {
          _id: data._id,
          institutionName: data.institutionName,
          institutionType: input.institutionType,
          location: data.location,
          city: input.city,
          state: input.state,
          zipcode: input.zipcode,
        },
      };
    },
    // Earlier searches did not know the new entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registration', 'directory'] }),
  });
}

/** India's 36 states and union territories. */
export function useStates() {
  return useQuery({
    queryKey: registrationKeys.states,
    meta: QUIET,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await call(institutionsEndpoints.statesAndCities, { type: 'state' }, { signal })).content.stateOrCity,
  });
}

/** The cities of one state. */
export function useCities(state: string) {
  return useQuery({
    queryKey: registrationKeys.cities(state),
    enabled: state.length > 0,
    meta: QUIET,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await call(institutionsEndpoints.statesAndCities, { type: 'city', state }, { signal })).content
        .stateOrCity,
  });
}

/** Registers the institution; returns the server's message for the success popup. */
export function useRegister() {
  return useMutation<string, ApiError, RegistrationRequest>({
    mutationFn: async (payload) => (await call(institutionsEndpoints.register, payload)).message,
  });
}

/** Uploads the certificate; nobody is signed in while registering. */
export function useUploadCertificate() {
  return useMutation<StoredFile, ApiError, File>({ mutationFn: uploadFile });
}
