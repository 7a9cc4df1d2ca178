import {
  type HaemovigilanceReport,
  haemovigilanceEndpoints,
  type NewDonorReaction,
  type NewTransfusionReaction,
} from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { type ApiError, call } from '../../lib/api';

/** The calls of the haemovigilance screens (issue 17 item 6). */

const REPORT_KEY = ['haemovigilance', 'report'] as const;

/** Reactions by type and severity over a period; this month so far when neither day is given. */
export function useReactionReport(period: { from?: string | undefined; to?: string | undefined }) {
  return useQuery<HaemovigilanceReport, ApiError>({
    queryKey: [...REPORT_KEY, period],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await call(haemovigilanceEndpoints.report, period, { signal })).content,
  });
}

/**
 * Records a transfusion reaction; the lists, the report and every unit page (whose history gains a line)
 * load again.
 */
export function useRecordTransfusionReaction() {
  const queryClient = useQueryClient();
  return useMutation<{ id: string; message: string }, ApiError, NewTransfusionReaction>({
    mutationFn: async (body) => {
      const answer = await call(haemovigilanceEndpoints.recordTransfusionReaction, body);
      return { id: answer.content.data._id, message: answer.message };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: listQueryKey(haemovigilanceEndpoints.transfusionReactions),
        }),
        queryClient.invalidateQueries({ queryKey: REPORT_KEY }),
        queryClient.invalidateQueries({ queryKey: ['inventory', 'unit'] }),
      ]),
  });
}

export function useRecordDonorReaction() {
  const queryClient = useQueryClient();
  return useMutation<{ id: string; message: string }, ApiError, NewDonorReaction>({
    mutationFn: async (body) => {
      const answer = await call(haemovigilanceEndpoints.recordDonorReaction, body);
      return { id: answer.content.data._id, message: answer.message };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(haemovigilanceEndpoints.donorReactions) }),
        queryClient.invalidateQueries({ queryKey: REPORT_KEY }),
      ]),
  });
}
