import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Grid from '@mui/material/Grid';
import { isUnset, PROFILE_UPDATE_FAILED, UpdateAddressRequest, UpdateNameRequest, type User } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useSavePriorityProfileMutation } from './api.js';

const [legalName, displayName] = UpdateNameRequest.options;
/** The profile the agreement needs: the contracts of the name and address forms, as one form. */
const PriorityProfile = z.object({
  firstName: legalName.shape.firstName,
  lastName: legalName.shape.lastName,
  displayName: displayName.shape.displayName,
  ...UpdateAddressRequest.pick({ country: true, state: true, city: true, postcode: true, address: true }).shape,
});
type PriorityProfileInput = z.input<typeof PriorityProfile>;
type PriorityProfile = z.output<typeof PriorityProfile>;

const filled = (value: string | null | undefined) => (isUnset(value) ? '' : value!.trim());

const FIELDS: { name: keyof PriorityProfileInput; label: string; wide?: boolean; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'displayName', label: 'Display name', wide: true, autoComplete: 'nickname' },
  { name: 'address', label: 'Address', wide: true, autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postal / ZIP', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** Step 2: the legal name, display name and address the contract is made out to. */
export function ProfileStep({ user, onBack, onSaved }: { user: User; onBack(): void; onSaved(): Promise<void> }) {
  const save = useSavePriorityProfileMutation();
  const { details } = user;
  const form = useForm<PriorityProfileInput, unknown, PriorityProfile>({
    resolver: zodResolver(PriorityProfile),
    defaultValues: {
      firstName: filled(details.firstName ?? user.firstName),
      lastName: filled(details.lastName ?? user.lastName),
      displayName: filled(details.displayName ?? user.displayName),
      address: filled(details.address),
      city: filled(details.city),
      state: filled(details.state),
      postcode: filled(details.zip),
      country: filled(details.country),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({
      legal: { type: 'legal', firstName: values.firstName, lastName: values.lastName },
      display: { type: 'display', displayName: values.displayName },
      address: { ...values, fromSearch: false },
    });
    await onSaved();
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          The agreement is made out to your legal name and address. Fill in what is missing to continue.
        </DialogContentText>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
              <FormTextField
                control={form.control}
                name={field.name}
                label={field.label}
                autoComplete={field.autoComplete}
                required
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
        {save.isError && <ErrorAlert messages={[PROFILE_UPDATE_FAILED]} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={save.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save and continue
        </Button>
      </DialogActions>
    </form>
  );
}
