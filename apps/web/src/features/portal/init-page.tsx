import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isUnset, PortalInitRequest, type User } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useCompleteInitLaterMutation, useCompleteInitMutation, useContinueAsCollaboratorMutation } from './api.js';

const FIELDS = ['firstName', 'lastName', 'displayName', 'country', 'address', 'city', 'state', 'postcode'] as const;
const known = (value: string | null | undefined) => (value && !isUnset(value) ? value : '');

/** What the account already told (at sign-up or in the profile), as the form's starting values. */
function knownValues(user: User | null | undefined): PortalInitRequest {
  const details = user?.details;
  return {
    firstName: known(user?.firstName),
    lastName: known(user?.lastName),
    displayName: known(details?.displayName),
    country: known(details?.country),
    address: known(details?.address),
    city: known(details?.city),
    state: known(details?.state),
    postcode: known(details?.zip),
  };
}

/**
 * /user-portal/init — the portal set-up: the legal name, the artist or label name and the
 * address. A payout method is not asked here: it can wait until there is money to pay out.
 * "Do it later" opens the portal at once; the dashboard and every page that needs the set-up
 * lead back here.
 */
export default function InitPage() {
  const navigate = useNavigate();
  const { user, refresh } = useSession();
  const complete = useCompleteInitMutation();
  const later = useCompleteInitLaterMutation();
  const collaborator = useContinueAsCollaboratorMutation();
  const isBusy = complete.isPending || later.isPending || collaborator.isPending;
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm({ resolver: zodResolver(PortalInitRequest), defaultValues: knownValues(user) });
  // The session may load after the first render: fill in what is known, unless typing began.
  useEffect(() => {
    if (user && !form.formState.isDirty) form.reset(knownValues(user));
  }, [user, form]);
  const nameLabel = user?.type === 'label' ? 'Label name' : 'Artist name';

  const openPortal = async () => {
    await refresh();
    void navigate('/user-portal', { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await complete.mutateAsync(values);
      await openPortal();
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  const choose = async (action: { mutateAsync(): Promise<unknown> }) => {
    setMessages([]);
    try {
      await action.mutateAsync();
      await openPortal();
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, []));
    }
  };

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }} spacing={3}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Set up your portal
        </Typography>
        <Typography color="text.secondary">
          Statements, contracts and payouts are made out to your legal name and address, and stores show your{' '}
          {nameLabel.toLowerCase()}. You can add a payout method later, when there is money to pay out.
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Set up your portal">
          <ErrorAlert messages={messages} />
          <Typography component="h2" variant="h6">
            Who you are
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="firstName"
              label="Legal first name"
              autoComplete="given-name"
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="lastName"
              label="Legal last name"
              autoComplete="family-name"
              fullWidth
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="displayName"
            label={nameLabel}
            helperText="The name on your releases and your public pages"
            fullWidth
          />
          <Typography component="h2" variant="h6">
            Address
          </Typography>
          <FormTextField
            control={form.control}
            name="address"
            label="Street address"
            autoComplete="street-address"
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="city" label="City" autoComplete="address-level2" fullWidth />
            <FormTextField
              control={form.control}
              name="state"
              label="State or region"
              autoComplete="address-level1"
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="postcode"
              label="Postcode"
              autoComplete="postal-code"
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="country"
              label="Country"
              autoComplete="country-name"
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button type="submit" variant="contained" size="large" loading={complete.isPending} disabled={isBusy}>
              Save and open the portal
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={() => choose(later)}
              loading={later.isPending}
              disabled={isBusy}
            >
              Do it later
            </Button>
            <Button
              size="large"
              onClick={() => choose(collaborator)}
              loading={collaborator.isPending}
              disabled={isBusy}
            >
              Continue as collaborator
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
