import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDRESS_UPDATED, PROFILE_UPDATE_FAILED, UpdateAddressRequest, isUnset, type User } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useUpdateAddressMutation } from './api.js';
import { SectionCard } from '../../ui/section-card.js';
import { useProfileFeedback } from './use-profile-feedback.js';

type AddressInput = z.input<typeof UpdateAddressRequest>;
const FIELDS = ['country', 'state', 'city', 'postcode', 'address'] as const;
const trimmedOrEmpty = (value: string | null) => (isUnset(value) ? '' : value!.trim());

/** Postal address ("Postal / ZIP", not "Postcode": the label must not contain "Code", the 2FA field's name); submit only once all five parts are filled. */
export function AddressSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const update = useUpdateAddressMutation();
  const { details } = user;
  const form = useForm<AddressInput, unknown, UpdateAddressRequest>({
    resolver: zodResolver(UpdateAddressRequest),
    defaultValues: {
      country: trimmedOrEmpty(details.country),
      state: trimmedOrEmpty(details.state),
      city: trimmedOrEmpty(details.city),
      postcode: trimmedOrEmpty(details.zip),
      address: trimmedOrEmpty(details.address),
      fromSearch: false,
    },
  });
  const values = useWatch({ control: form.control, name: FIELDS });
  const isComplete = values.every((value) => (value ?? '').trim() !== '');

  const submit = form.handleSubmit(async ({ country, address, city, state, postcode }) => {
    try {
      await update.mutateAsync({ country, address, city, state, postcode, fromSearch: false });
      feedback.success(ADDRESS_UPDATED);
      form.reset({ country, address, city, state, postcode, fromSearch: false });
      await refresh();
    } catch (error) {
      feedback.failure(error, form.setError, FIELDS, PROFILE_UPDATE_FAILED);
    }
  });

  const current = trimmedOrEmpty(details.fullAddress);
  return (
    <SectionCard
      id="address"
      title="Address"
      description="Where you live or where your label is registered; needed for payouts and tax forms."
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {current && <Typography variant="body2">Current address: {current}</Typography>}
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="address"
              label="Address"
              autoComplete="street-address"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="city"
              label="City"
              autoComplete="address-level2"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="state"
              label="State / region"
              autoComplete="address-level1"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="postcode"
              label="Postal / ZIP"
              autoComplete="postal-code"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="country"
              label="Country"
              autoComplete="country-name"
              required
              fullWidth
            />
          </Grid>
        </Grid>
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
          disabled={!isComplete}
        >
          Save address
        </Button>
      </Stack>
    </SectionCard>
  );
}
