import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SplitSubmission, SubmitSplitRequest } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormDateInput } from '../../ui/form-date-input.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useToasts } from '../../ui/toasts.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { PageHeading } from '../../ui/page-heading.js';
import { CoverImage } from '../../ui/cover-image.js';
import { useSubmitSplitMutation } from './api.js';
import { PayeesEditor } from './payees-editor.js';
import { editorFieldNames, splitEditorDefaults, splitEditorSchema, type SplitEditorValues } from './split-form.js';
import { TrackPicker } from './track-picker.js';

interface ChosenTrack {
  id: number;
  title: string;
  releaseTitle: string;
  isrc: string | null;
  cover: string | null;
}

/** /user-portal/royalty-shares/new — a new split, or the next version of one (Edit passes it in router state). */
export default function SplitEditorPage() {
  const { user } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const editing = (useLocation().state as { split?: SplitSubmission } | null)?.split;
  const [track, setTrack] = useState<ChosenTrack | null>(
    editing
      ? {
          id: editing.track.id,
          title: editing.track.title,
          releaseTitle: editing.release.title,
          isrc: editing.track.isrc,
          cover: editing.cover,
        }
      : null,
  );
  const [rest, setRest] = useState<string[]>([]);
  const submit = useSubmitSplitMutation();
  const form = useForm<SplitEditorValues, unknown, SubmitSplitRequest>({
    resolver: zodResolver(splitEditorSchema(user?.email)),
    defaultValues: splitEditorDefaults(editing),
  });
  const hasRecoup = useWatch({ control: form.control, name: 'hasRecoup' });
  const trackError = form.formState.errors.trackId?.message;

  const chooseTrack = (chosen: ChosenTrack | null) => {
    setTrack(chosen);
    form.setValue('trackId', chosen?.id ?? null, { shouldValidate: form.formState.isSubmitted });
  };

  const save = form.handleSubmit(async (body) => {
    try {
      await submit.mutateAsync(body);
      toasts.push({ message: 'Split saved. We e-mailed the payees to accept it.', type: 'success' });
      void navigate('/user-portal/royalty-shares');
    } catch (error) {
      // Field errors land beside their field; anything else (e.g. the track) goes in the alert.
      setRest(applyFieldErrors(error, form.setError, editorFieldNames(form.getValues('payees').length)));
    }
  });

  return (
    // Not a <form>: Enter in the track search must not submit the split.
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 820 }}>
      <PageHeading title={editing ? 'Edit split' : 'New split'} />
      <Section title="1. Track">
        {track ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <CoverImage url={track.cover} size={48} alt={`Cover of ${track.releaseTitle}`} />
            <Stack sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{track.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {track.releaseTitle} · {track.isrc ?? 'ISRC not set'}
              </Typography>
            </Stack>
            {!editing && <Button onClick={() => chooseTrack(null)}>Change track</Button>}
          </Stack>
        ) : (
          <>
            <TrackPicker
              onSelect={(picked) =>
                chooseTrack({
                  id: picked.id,
                  title: picked.title,
                  releaseTitle: picked.releaseTitle,
                  isrc: picked.isrc,
                  cover: picked.cover,
                })
              }
            />
            {trackError && (
              <Typography color="error" variant="body2" role="alert">
                {trackError}
              </Typography>
            )}
          </>
        )}
      </Section>
      <Section
        title="2. Payees"
        hint="Their e-mail and share. You are not a payee: whatever is not shared stays yours. Shares from 0.01% up to 100% in total."
      >
        <PayeesEditor control={form.control} />
      </Section>
      <Section title="3. Conditions">
        <Controller
          control={form.control}
          name="hasRecoup"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label="Repay an advance to one payee first (recoup)"
            />
          )}
        />
        {hasRecoup && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
            <FormTextField
              control={form.control}
              name="recoup.email"
              label="Recoup payee e-mail"
              fullWidth
              helperText="One of the payees above"
            />
            <FormTextField
              control={form.control}
              name="recoup.amount"
              label="Amount to recoup"
              inputProps={{ inputMode: 'decimal' }}
              helperText="e.g. 500.00"
              sx={{ minWidth: 180 }}
            />
          </Stack>
        )}
        <FormDateInput
          control={form.control}
          name="effectiveFrom"
          label="Effective from"
          sx={{ mt: 3, maxWidth: 220, display: 'flex' }}
          helperText="Sales from this date on are split."
        />
      </Section>
      <ErrorAlert messages={rest} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/user-portal/royalty-shares">
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={submit.isPending}
          onClick={() => {
            setRest([]);
            void save();
          }}
        >
          {editing ? 'Save new version' : 'Submit split'}
        </Button>
      </Stack>
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      aria-label={title.replace(/^\d\.\s*/, '')}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
