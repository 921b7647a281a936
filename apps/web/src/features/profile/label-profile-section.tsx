import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_IMAGE_TYPES,
  type LabelProfile,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  UpdateLabelProfileRequest,
} from '@liner/domain';
import { useSession } from '../../app/session.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { useLabelImageMutation, useLabelProfileMutation } from './settings-api.js';
import { useProfileFeedback } from './use-profile-feedback.js';
import { useSectionSave } from './use-section-save.js';

type LabelProfileInput = z.input<typeof UpdateLabelProfileRequest>;
const FIELDS = ['name', 'about', ...SOCIAL_NETWORKS] as const;

/** The label's public face: name, description, image and its four social pages. */
export function LabelProfileSection({ profile }: { profile: LabelProfile }) {
  const save = useLabelProfileMutation();
  const form = useForm<LabelProfileInput, unknown, UpdateLabelProfileRequest>({
    resolver: zodResolver(UpdateLabelProfileRequest),
    defaultValues: {
      name: profile.name,
      about: profile.about ?? '',
      instagram: profile.links.instagram ?? '',
      facebook: profile.links.facebook ?? '',
      x: profile.links.x ?? '',
      youtube: profile.links.youtube ?? '',
    },
  });
  const submit = useSectionSave(form, FIELDS, (values) => save.mutateAsync(values));
  return (
    <SectionCard
      id="label-profile"
      title="Label profile"
      description="How your label appears on Liner and to your artists."
    >
      <Stack spacing={3}>
        <LabelImageField name={profile.name} imageUrl={profile.imageUrl} />
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <FormTextField control={form.control} name="name" label="Label name" required fullWidth />
          <FormTextField control={form.control} name="about" label="About the label" multiline minRows={3} fullWidth />
          <Grid container spacing={2}>
            {SOCIAL_NETWORKS.map((network) => (
              <Grid key={network} size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name={network}
                  label={SOCIAL_NETWORK_LABELS[network]}
                  type="url"
                  placeholder="https://"
                  fullWidth
                />
              </Grid>
            ))}
          </Grid>
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            loading={form.formState.isSubmitting}
          >
            Save label profile
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function LabelImageField({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const upload = useLabelImageMutation();
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      feedback.success((await upload.mutateAsync(file)).message);
      await refresh();
    } catch (error) {
      feedback.failure(error, () => undefined, []);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={imageUrl ?? undefined}
        alt={imageUrl ? `${name} image` : undefined}
        variant="rounded"
        sx={{ width: 88, height: 88 }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5}>
        <Button component="label" variant="outlined" loading={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
          {imageUrl ? 'Change image' : 'Add image'}
          <input
            ref={input}
            hidden
            type="file"
            accept={LABEL_IMAGE_TYPES.join(',')}
            aria-label="Label image"
            onChange={(event) => void send(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          JPEG, PNG or WebP, at least 300 × 300 pixels, up to 5 MB.
        </Typography>
      </Stack>
    </Stack>
  );
}
