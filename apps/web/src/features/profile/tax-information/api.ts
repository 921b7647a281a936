import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MyTaxInformation } from '@liner/domain';
import { http, upload } from '../../../lib/http.js';

const TAX_KEY = ['profile', 'tax'] as const;

/** The operator's tax profile of the account and what the payee last sent. */
export function useTaxInformationQuery() {
  return useQuery({
    queryKey: TAX_KEY,
    queryFn: () => http.get('/api/profile/tax', MyTaxInformation),
    retry: false,
  });
}

export interface TaxInformationInput {
  residencyCountry: string;
  taxForm: string;
  document: File | null;
}

/** Sends residency, form and the signed document (multipart). */
export function useSubmitTaxInformationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxInformationInput) => {
      const body = new FormData();
      body.set('residencyCountry', input.residencyCountry);
      body.set('taxForm', input.taxForm);
      if (input.document) body.set('document', input.document, input.document.name);
      return upload('/api/profile/tax', MyTaxInformation, { body });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(TAX_KEY, answer);
      // The form is filed among the documents, and the bell has news.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile', 'documents'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]);
    },
  });
}
