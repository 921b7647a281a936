import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AddressFeature, UpdateAddressRequest } from '@liner/domain';
import { FormFieldGrid } from '../../ui/form-field-grid.js';
import { AddressSearchField } from './address-search-field.js';

export type AddressInput = z.input<typeof UpdateAddressRequest>;
export const ADDRESS_FIELDS = ['country', 'state', 'city', 'postcode', 'address'] as const;

interface AddressFormProps {
  initial: AddressInput;
  submitLabel: string;
  searchLabel?: string;
  /** Saves the address; a rejection is handled by the caller (it gets setError for field messages). */
  onSave(
    values: UpdateAddressRequest,
    form: ReturnType<typeof useForm<AddressInput, unknown, UpdateAddressRequest>>,
  ): Promise<void>;
}

/**
 * The address form: search fills it (the country is then locked, the search's formatted address
 * kept), manual entry is always possible; submit only once all five parts are filled.
 */
export function AddressForm({ initial, submitLabel, searchLabel, onSave }: AddressFormProps) {
  const form = useForm<AddressInput, unknown, UpdateAddressRequest>({
    resolver: zodResolver(UpdateAddressRequest),
    defaultValues: initial,
  });
  const values = useWatch({ control: form.control, name: ADDRESS_FIELDS });
  const fromSearch = useWatch({ control: form.control, name: 'fromSearch' }) ?? false;
  const formatted = useWatch({ control: form.control, name: 'formatted' });
  const isComplete = values.every((value) => (value ?? '').trim() !== '');

  const pick = useCallback(
    (feature: AddressFeature) => {
      const options = { shouldDirty: true, shouldValidate: false };
      form.setValue('address', feature.address_line1, options);
      form.setValue('city', feature.city, options);
      form.setValue('state', feature.state || feature.county, options);
      form.setValue('postcode', feature.postcode, options);
      form.setValue('country', feature.country, options);
      form.setValue('countryCode', feature.country_code, options);
      form.setValue('formatted', feature.formatted, options);
      form.setValue('id', feature.place_id, options);
      form.setValue('fromSearch', true, options);
      form.clearErrors();
    },
    [form],
  );

  const enterByHand = () => {
    form.setValue('fromSearch', false);
    form.setValue('formatted', undefined);
    form.setValue('id', undefined);
    form.setValue('countryCode', undefined);
  };

  const submit = form.handleSubmit((parsed) => onSave(parsed, form));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <AddressSearchField label={searchLabel} onPick={pick} />
      {fromSearch && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={enterByHand}>
              Enter by hand
            </Button>
          }
        >
          From search: {formatted}
        </Alert>
      )}
      <FormFieldGrid
        control={form.control}
        fields={[
          { name: 'address', label: 'Address', autoComplete: 'street-address', required: true },
          { name: 'city', label: 'City', autoComplete: 'address-level2', required: true, span: 6 },
          { name: 'state', label: 'State / region', autoComplete: 'address-level1', required: true, span: 6 },
          { name: 'postcode', label: 'Postal / ZIP', autoComplete: 'postal-code', required: true, span: 6 },
          {
            name: 'country',
            label: 'Country',
            autoComplete: 'country-name',
            required: true,
            span: 6,
            disabled: fromSearch,
            helperText: fromSearch ? 'Set by the address search; choose "Enter by hand" to change it' : undefined,
          },
        ]}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        loading={form.formState.isSubmitting}
        disabled={!isComplete}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
