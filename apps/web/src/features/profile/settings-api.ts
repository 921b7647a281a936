import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AddressSearchResponse,
  OkResponse,
  RepresentativesResponse,
  type BusinessInformationRequest,
  type BusinessMailingAddressRequest,
  type UpdateAddressRequest,
  type UpdateArtistInfoRequest,
  type UpdateBillingRequest,
  type UpdateLabelProfileRequest,
} from '@liner/domain';
import { http, upload } from '../../lib/http.js';

/** A POST of the rest of the profile: each answers `{ message }`, the caller refreshes the session. */
function usePostMutation<Body>(path: string) {
  return useMutation({ mutationFn: (body: Body) => http.post(path, body, OkResponse) });
}

export const useArtistInfoMutation = () => usePostMutation<UpdateArtistInfoRequest>('/api/profile/update/artist-info');
export const useNewsletterMutation = () => usePostMutation<{ subscribed: boolean }>('/api/profile/update/newsletter');
export const useBillingMutation = () => usePostMutation<UpdateBillingRequest>('/api/profile/update/billing');
export const useUpgradeMutation = () => usePostMutation<Record<string, never>>('/api/profile/upgrade');
export const useBusinessInitMutation = () => usePostMutation<BusinessInformationRequest>('/api/profile/business/init');
export const useBusinessInformationMutation = () =>
  usePostMutation<BusinessInformationRequest>('/api/profile/business/update/information');
export const useLegalAddressMutation = () =>
  usePostMutation<UpdateAddressRequest>('/api/profile/business/update/legal-address');
export const useMailingAddressMutation = () =>
  usePostMutation<BusinessMailingAddressRequest>('/api/profile/business/update/mailing-address');
export const useLabelProfileMutation = () =>
  usePostMutation<UpdateLabelProfileRequest>('/api/profile/label-profile/update');
export const useAddEmailMutation = () => usePostMutation<{ email: string }>('/api/profile/additional-email/init');
export const useVerifyEmailMutation = () => usePostMutation<{ token: string }>('/api/profile/additional-email/verify');
export const useCommunicationEmailMutation = () =>
  usePostMutation<{ id: number; communication: boolean }>('/api/profile/additional-email/update');
export const useRemoveEmailMutation = () => usePostMutation<{ id: number }>('/api/profile/additional-email/remove');

/** The label image goes up as the file's own bytes, with its type. */
export function useLabelImageMutation() {
  return useMutation({
    mutationFn: (file: File) =>
      upload('/api/profile/label-profile/image', OkResponse, { body: file, contentType: file.type || 'image/png' }),
  });
}

export function useRepresentativesQuery() {
  return useQuery({
    queryKey: ['profile', 'representatives'],
    queryFn: () => http.get('/api/profile/representatives', RepresentativesResponse),
  });
}

/** Address search for `text` (already debounced); nothing is asked under 3 characters. */
export function useAddressSearchQuery(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['profile', 'address-search', trimmed],
    queryFn: () => http.get('/api/profile/address/search', AddressSearchResponse, { text: trimmed }),
    enabled: trimmed.length >= 3,
    staleTime: 60_000,
    retry: false,
  });
}
