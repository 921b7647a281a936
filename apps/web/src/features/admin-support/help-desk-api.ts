import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HelpDeskConnectionTest, HelpDeskSettings, type HelpDeskSettingsInput } from '@liner/domain';
import { http } from '../../lib/http.js';

/** The operator's choice of help desk (server: modules/support/help-desk, api/admin/settings/help-desk). */
const PATH = '/api/admin/settings/help-desk';
const KEY = ['admin-support', 'help-desk'] as const;

export const helpDeskApi = {
  settings: () => http.get(PATH, HelpDeskSettings),
  save: (body: HelpDeskSettingsInput) => http.put(PATH, body, HelpDeskSettings),
  test: (body: HelpDeskSettingsInput) => http.post(`${PATH}/test`, body, HelpDeskConnectionTest),
};

export function useHelpDeskSettingsQuery() {
  return useQuery({ queryKey: KEY, queryFn: helpDeskApi.settings });
}

export function useSaveHelpDeskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: helpDeskApi.save,
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export function useTestHelpDeskMutation() {
  return useMutation({ mutationFn: helpDeskApi.test });
}
