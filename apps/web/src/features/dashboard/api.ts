import { useMutation, useQuery } from '@tanstack/react-query';
import { DashboardListPage, DashboardWalletResponse, OkResponse, type DashboardList } from '@liner/domain';
import { http } from '../../lib/http.js';

const LATEST = { page: 1, per_page: 5 };

export function useDashboardWalletQuery() {
  return useQuery({
    queryKey: ['dashboard', 'wallet'],
    queryFn: () => http.get('/api/portal/dashboard/wallet', DashboardWalletResponse),
  });
}

function useDashboardList(list: DashboardList) {
  return useQuery({
    queryKey: ['dashboard', list, LATEST],
    queryFn: () => http.get(`/api/portal/dashboard/${list}`, DashboardListPage, LATEST),
  });
}

export const useDashboardReleasesQuery = () => useDashboardList('release');
export const useDashboardSubmissionsQuery = () => useDashboardList('submissions');
export const useDashboardActivityQuery = () => useDashboardList('logs');
export const useDashboardTicketsQuery = () => useDashboardList('tickets');

/** Sends the confirmation e-mail again to a signed-in, unconfirmed account. */
export function useSendConfirmationMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/verify/email/send', {}, OkResponse) });
}
