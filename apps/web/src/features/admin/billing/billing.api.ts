import { type AddPlanRequest, billingEndpoints, type UpdatePricingRequest } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/use-list-state';
import { type Answer, type ApiError, call } from '../../../lib/api';

// Prices in the page's language, as every amount is written (lib/format.ts).
export { formatRupees } from '../../../lib/format';

/** Changes one component's prices; the Pricing table reloads. */
export function useUpdatePricing() {
  const queryClient = useQueryClient();
  return useMutation<Answer<typeof billingEndpoints.updatePricing>, ApiError, UpdatePricingRequest>({
    mutationFn: (input) => call(billingEndpoints.updatePricing, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(billingEndpoints.pricings) }),
  });
}

/** Adds a subscription plan; the plans list reloads. */
export function useAddPlan() {
  const queryClient = useQueryClient();
  return useMutation<Answer<typeof billingEndpoints.addPlan>, ApiError, AddPlanRequest>({
    mutationFn: (input) => call(billingEndpoints.addPlan, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(billingEndpoints.plans) }),
  });
}
