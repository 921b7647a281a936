import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminPlansResponse,
  type BillingSettingsRequest,
  OkResponse,
  type SubscriptionPlanId,
  type UpdatePlanRequest,
  UpdatePlanResponse,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const PLANS_KEY = ['admin', 'subscription-plans'] as const;

export function useAdminPlansQuery() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: () => http.get('/api/admin/subscription-plans', AdminPlansResponse),
  });
}

function useRefreshPlans() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PLANS_KEY });
}

export function useUpdatePlanMutation() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: SubscriptionPlanId; body: UpdatePlanRequest }) =>
      http.put(`/api/admin/subscription-plans/${planId}`, body, UpdatePlanResponse),
    onSuccess: refresh,
  });
}

export function useBillingSettingsMutation() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: BillingSettingsRequest) => http.put('/api/admin/subscription-settings', body, OkResponse),
    onSuccess: refresh,
  });
}

/** The existing operator switch: whether artists need a subscription at all. */
export function useSubscriptionRequiredMutation() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (required: boolean) => http.put<unknown>('/api/admin/settings/subscription-required', { required }),
    onSuccess: refresh,
  });
}
