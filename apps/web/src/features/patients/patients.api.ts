import { type NewPatient, type PatientRow, patientsEndpoints } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { type ApiError, call } from '../../lib/api';

/** Adds a patient; every page and search of the patient list is loaded again, so the new row shows. */
export function useAddPatient() {
  const queryClient = useQueryClient();
  return useMutation<{ patient: PatientRow; message: string }, ApiError, NewPatient>({
    mutationFn: async (patient) => {
      const answer = await call(patientsEndpoints.add, patient);
      return { patient: answer.content.data, message: answer.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(patientsEndpoints.list) }),
  });
}
