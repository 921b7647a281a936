import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import {
  ArtistPreferencesInput,
  DELIVERY_FLAGS,
  PLATFORM_NAMES,
  ARTIST_PLATFORMS,
  type ArtistPreferences,
} from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { DELIVERY_FLAG_LABELS } from '../../lib/delivery-flags.js';
import { blankToNull, preferencesToFormValues, type PreferencesFormValues } from './preferences-form-values.js';

type Output = ArtistPreferencesInput;
const baseResolver = zodResolver(ArtistPreferencesInput);
const resolver: Resolver<PreferencesFormValues, unknown, Output> = (values, context, options) =>
  baseResolver(blankToNull(values), context, options) as ReturnType<Resolver<PreferencesFormValues, unknown, Output>>;

interface ArtistPreferencesFormProps {
  prefs: ArtistPreferences | null;
  fallbackName?: string;
  submitLabel: string;
  onSubmit(values: Output): Promise<{ message: string }>;
  onSaved?(): void;
  onCancel?(): void;
}

const SECTION = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** Artist preferences: what a new release of this artist starts with. */
export function ArtistPreferencesForm({
  prefs,
  fallbackName,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: ArtistPreferencesFormProps) {
  const toasts = useToasts();
  const form = useForm<PreferencesFormValues, unknown, Output>({
    resolver,
    defaultValues: preferencesToFormValues(prefs, fallbackName),
  });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await onSubmit(values);
      toasts.push({ message: answer.message, type: 'success' });
      form.reset(preferencesToFormValues({ ...(prefs ?? {}), ...values } as ArtistPreferences));
      onSaved?.();
    } catch (error) {
      const rest = applyFieldErrors(error, form.setError, [
        'artistName',
        'label',
        'timeZone',
        'releaseTime',
        'platforms.spotify',
        'platforms.apple',
        'platforms.youtube',
        'platforms.audiomack',
        'additionalIds.isni',
      ]);
      if (rest.length > 0) toasts.push({ message: rest.join('\n'), type: 'error' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <Box sx={SECTION}>
        <FormTextField control={control} name="artistName" label="Artist name" required fullWidth />
        <FormTextField control={control} name="label" label="Label" fullWidth />
        <FormTextField control={control} name="primaryGenre" label="Primary genre" fullWidth />
        <FormTextField control={control} name="secondaryGenre" label="Secondary genre" fullWidth />
        <FormTextField control={control} name="language" label="Language (e.g. en)" fullWidth />
        <FormTextField control={control} name="timeZone" label="Time zone (e.g. Europe/London)" fullWidth />
        <FormTextField control={control} name="releaseTime" label="Release time (HH:MM)" fullWidth />
        <FormTextField control={control} name="c_line" label="© line" fullWidth />
        <FormTextField control={control} name="p_line" label="℗ line" fullWidth />
      </Box>
      <FormTextField control={control} name="about" label="About" multiline minRows={3} fullWidth />
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Store profiles
        </Typography>
        <Box sx={SECTION}>
          {ARTIST_PLATFORMS.map((platform) => (
            <FormTextField
              key={platform}
              control={control}
              name={`platforms.${platform}`}
              label={`${PLATFORM_NAMES[platform]} profile URL`}
              fullWidth
            />
          ))}
        </Box>
      </Stack>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Identifiers
        </Typography>
        <Box sx={SECTION}>
          <FormTextField
            control={control}
            name="additionalIds.isni"
            label="ISNI"
            autoComplete="off"
            fullWidth
            helperText="16 characters, e.g. 0000 0001 2281 955X. Releases of this artist carry it unless a release gives another."
          />
        </Box>
      </Stack>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Social links
        </Typography>
        <Box sx={SECTION}>
          {(['facebook', 'instagram', 'twitter', 'youtube'] as const).map((social) => (
            <FormTextField
              key={social}
              control={control}
              name={`socials.${social}`}
              label={`${social[0].toUpperCase()}${social.slice(1)} link`}
              fullWidth
            />
          ))}
        </Box>
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Delivery options
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {DELIVERY_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`delivery.${flag}`}
              render={({ field }) => (
                <FormControlLabel
                  label={DELIVERY_FLAG_LABELS[flag]}
                  control={
                    <Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                />
              )}
            />
          ))}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
