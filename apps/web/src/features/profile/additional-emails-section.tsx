import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddAdditionalEmailRequest, type AccountProfile, type AdditionalEmail } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { useAddEmailMutation, useCommunicationEmailMutation, useRemoveEmailMutation } from './settings-api.js';
import { useProfileFeedback } from './use-profile-feedback.js';
import { useSectionSave } from './use-section-save.js';

type Props = Pick<AccountProfile, 'additionalEmails' | 'communicationEmail'>;

/** More addresses, each confirmed by a mailed link; a confirmed one may receive Liner's mail. */
export function AdditionalEmailsSection({ additionalEmails, communicationEmail }: Props) {
  const add = useAddEmailMutation();
  const form = useForm({ resolver: zodResolver(AddAdditionalEmailRequest), defaultValues: { email: '' } });
  const submit = useSectionSave(form, ['email'], async (values) => {
    const answer = await add.mutateAsync(values);
    form.setValue('email', '');
    return answer;
  });
  return (
    <SectionCard
      id="additional-emails"
      title="E-mail addresses"
      description="Add addresses for your team or your accountant."
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          Liner writes to <strong>{communicationEmail.email}</strong>
          {communicationEmail.confirmed ? '' : ' (not confirmed yet)'}.
        </Typography>
        {additionalEmails.length > 0 && (
          <List disablePadding aria-label="Additional e-mail addresses">
            {additionalEmails.map((entry) => (
              <AdditionalEmailRow key={entry.id} entry={entry} />
            ))}
          </List>
        )}
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={form.control}
            name="email"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            fullWidth
          />
          <Button
            type="submit"
            variant="outlined"
            loading={form.formState.isSubmitting}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            Send confirmation link
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function AdditionalEmailRow({ entry }: { entry: AdditionalEmail }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const setCommunication = useCommunicationEmailMutation();
  const remove = useRemoveEmailMutation();
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      feedback.success((await action()).message);
      await refresh();
    } catch (error) {
      feedback.failure(error, () => undefined, []);
    }
  };
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={entry.email} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
      {entry.communication && <Chip size="small" color="primary" label="Receives mail" />}
      <Chip
        size="small"
        variant="outlined"
        color={entry.confirmed ? 'success' : 'warning'}
        label={entry.confirmed ? 'Confirmed' : 'Waiting for confirmation'}
      />
      {entry.confirmed && (
        <Button
          size="small"
          onClick={() =>
            void run(() => setCommunication.mutateAsync({ id: entry.id, communication: !entry.communication }))
          }
        >
          {entry.communication ? 'Stop sending mail here' : 'Send mail here'}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        aria-label={`Remove ${entry.email}`}
        onClick={() => void run(() => remove.mutateAsync({ id: entry.id }))}
      >
        Remove
      </Button>
    </ListItem>
  );
}
