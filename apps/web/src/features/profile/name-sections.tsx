import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DISPLAY_NAME_UPDATED,
  NAME_UPDATED,
  PROFILE_UPDATE_FAILED,
  UpdateNameRequest,
  isUnset,
  type User,
} from '@liner/domain';
import { useSession } from '../../app/session.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useUpdateNameMutation } from './api.js';
import { SectionCard } from '../../ui/section-card.js';
import { useProfileFeedback } from './use-profile-feedback.js';

const [LegalNameForm, DisplayNameForm] = UpdateNameRequest.options;
const trimmedOrEmpty = (value: string | null | undefined) => (isUnset(value) ? '' : value!.trim());

/** Legal first and last name (both required, marked Required while missing). */
export function LegalNameSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const update = useUpdateNameMutation();
  const form = useForm({
    resolver: zodResolver(LegalNameForm),
    defaultValues: {
      type: 'legal' as const,
      firstName: trimmedOrEmpty(user.details.firstName ?? user.firstName),
      lastName: trimmedOrEmpty(user.details.lastName ?? user.lastName),
    },
  });
  const [firstName, lastName] = useWatch({ control: form.control, name: ['firstName', 'lastName'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      feedback.success(NAME_UPDATED);
      form.reset(values);
      await refresh();
    } catch (error) {
      feedback.failure(error, form.setError, ['firstName', 'lastName'], PROFILE_UPDATE_FAILED);
    }
  });

  return (
    <SectionCard
      id="legal-name"
      title="Legal name"
      description="As it appears on your ID; used for contracts and payouts."
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            helperText={firstName.trim() ? ' ' : 'Required'}
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            helperText={lastName.trim() ? ' ' : 'Required'}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          Save name
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** The name shown on the portal and to collaborators. */
export function DisplayNameSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const update = useUpdateNameMutation();
  const form = useForm({
    resolver: zodResolver(DisplayNameForm),
    defaultValues: {
      type: 'display' as const,
      displayName: trimmedOrEmpty(user.details.displayName ?? user.displayName),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      feedback.success(DISPLAY_NAME_UPDATED);
      form.reset(values);
      await refresh();
    } catch (error) {
      feedback.failure(error, form.setError, ['displayName'], PROFILE_UPDATE_FAILED);
    }
  });

  return (
    <SectionCard
      id="display-name"
      title="Display name"
      description="The name we greet you with and show across the portal."
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <FormTextField
          control={form.control}
          name="displayName"
          label="Display name"
          autoComplete="nickname"
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          Save display name
        </Button>
      </Stack>
    </SectionCard>
  );
}
