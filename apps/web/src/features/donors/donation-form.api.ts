import {
  campsEndpoints,
  type DonationForm,
  type DonationOutcome,
  type DonorProfile,
  type DonorRow,
  donorsEndpoints,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../lib/api';
import { donorQueryKey } from './donor-popup-guard';

/**
 * The calls of the donation form (docs/spec/part-1-institution-side.md §2 "Donation form", §5): the donor's
 * profile with their eligibility today, the walk-in's lookup by donor ID, and recording the donation.
 */

/**
 * GET auth/get-profile: the donor the form is for. Cached under the same key as the profile popup, so a
 * clerk arriving from the questionnaire's Approve sees the donor at once and a recorded donation reloads both.
 */
export function useDonationDonor(donorId: string | null) {
  return useQuery<DonorProfile, ApiError>({
    queryKey: [...donorQueryKey(donorId ?? ''), 'details'],
    enabled: donorId !== null,
    // Whether the donor may give is read afresh: a block or a donation elsewhere since changes it.
    staleTime: 0,
    // A donor this institution does not know answers 404: asking again will not change that.
    retry: false,
    queryFn: async ({ signal }) =>
      (await call(donorsEndpoints.profile, { donorId: donorId ?? '', userType: 'knownDonor' }, { signal }))
        .content.data,
  });
}

/** Donor IDs are printed upper-case on cards and typed any way; spaces around them come with a paste. */
const sameDonorId = (typed: string, donorId: string) => typed.trim().toUpperCase() === donorId.toUpperCase();

/**
 * A walk-in, found by the donor ID they read out: the institution's donor list searched for it, and only a
 * row whose donor ID is exactly that one (the search also matches names, numbers and the start of IDs).
 * Null when the donor is not on this institution's list.
 */
export function useFindDonorById() {
  return useMutation<DonorRow | null, ApiError, string>({
    mutationFn: async (typed) => {
      const answer = await call(donorsEndpoints.list, { search: typed.trim(), limit: 20 });
      return answer.content.data.find((row) => sameDonorId(typed, row.donorId)) ?? null;
    },
  });
}

/** What a recorded donation answers, with the server's own words. */
export interface RecordedDonation {
  outcome: DonationOutcome;
  message: string;
}

/**
 * POST institution/donation/add: the server checks the donor may give today and either makes the
 * quarantined unit and its samples, or defers the donor. Either way the donor's profile is read again, and
 * so is every list (`['list', path]`, components/use-list-state.ts) and inventory view once next shown: a
 * donation changes the donor lists, the scheduled donations, the samples and the stock at once. Marking
 * them all stale spares this screen the code of every endpoint it would otherwise have to name.
 */
export function useRecordDonation() {
  const queryClient = useQueryClient();
  return useMutation<RecordedDonation, ApiError, DonationForm>({
    mutationFn: async (form) => {
      const answer = await call(campsEndpoints.donate, form);
      return { outcome: answer.content.data, message: answer.message };
    },
    onSuccess: (_answer, form) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorQueryKey(form.donorId) }),
        queryClient.invalidateQueries({ queryKey: ['list'] }),
        // The stock grid and any unit page (features/inventory/unit-lists.api.ts names them so).
        queryClient.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
  });
}
