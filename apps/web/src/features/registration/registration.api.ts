import type {
  DirectoryEntry,
  InstitutionType,
  NewDirectoryEntry,
  RegistrationRequest,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { type ApiError, api, type DataContent } from '../../lib/api';
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
 * GET /api/institution/location-list?name= (public, a non-empty term). Suggestions while typing: quiet,
 * with their own small loader instead of the page overlay.
 */
export function useDirectorySearch(term: string, types: InstitutionType[]) {
  const name = term.trim();
  return useQuery({
    queryKey: registrationKeys.directory(name),
    enabled: name.length > 0,
    meta: QUIET,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ institutionLocation: DirectoryEntry[] }>(
        '/api/institution/location-list',
        { name },
        { public: true, signal },
      );
      return answer.content.institutionLocation;
    },
    select: (entries) => entries.filter((entry) => types.includes(entry.institutionType)),
  });
}

export interface AddedDirectoryEntry {
  entry: DirectoryEntry;
  message: string;
}

/** POST /api/institution/geolocation/add (public). The answer has id, name and point; the rest is what was sent. */
export function useAddDirectoryEntry() {
  const queryClient = useQueryClient();
  return useMutation<
    AddedDirectoryEntry,
    ApiError,
    NewDirectoryEntry & { zipcode: string; latitude: number; longitude: number }
  >({
    mutationFn: async (input) => {
      const answer = await api.post<
        DataContent<{ _id: string; institutionName: string; location: DirectoryEntry['location'] }>
      >('/api/institution/geolocation/add', input, { public: true });
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

/** GET /api/generic/state-city/list?type=state: India's 36 states and union territories. */
export function useStates() {
  return useQuery({
    queryKey: registrationKeys.states,
    meta: QUIET,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ stateOrCity: string[] }>(
        '/api/generic/state-city/list',
        { type: 'state' },
        { public: true, signal },
      );
      return answer.content.stateOrCity;
    },
  });
}

/** GET /api/generic/state-city/list?type=city&state=: the cities of one state. */
export function useCities(state: string) {
  return useQuery({
    queryKey: registrationKeys.cities(state),
    enabled: state.length > 0,
    meta: QUIET,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ stateOrCity: string[] }>(
        '/api/generic/state-city/list',
        { type: 'city', state },
        { public: true, signal },
      );
      return answer.content.stateOrCity;
    },
  });
}

/** POST /api/institution/register (public); returns the server's message for the success popup. */
export function useRegister() {
  return useMutation<string, ApiError, RegistrationRequest>({
    mutationFn: async (payload) =>
      (await api.post('/api/institution/register', payload, { public: true })).message,
  });
}

/** POST /api/generic/file without a token: nobody is signed in while registering. */
export function useUploadCertificate() {
  return useMutation<StoredFile, ApiError, File>({
    mutationFn: (file) => uploadFile(file, { public: true }),
  });
}
