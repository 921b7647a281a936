import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AccountProfile, UpdateArtistInfoRequest } from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { useArtistInfoMutation } from './settings-api.js';
import { useSectionSave } from './use-section-save.js';

type ArtistInfoInput = z.input<typeof UpdateArtistInfoRequest>;

/** The artist name the stores show, a genre and a short biography. */
export function ArtistInfoSection({ artistInfo }: { artistInfo: AccountProfile['artistInfo'] }) {
  const save = useArtistInfoMutation();
  const form = useForm<ArtistInfoInput, unknown, UpdateArtistInfoRequest>({
    resolver: zodResolver(UpdateArtistInfoRequest),
    defaultValues: {
      artistName: artistInfo.artistName ?? '',
      genre: artistInfo.genre ?? '',
      about: artistInfo.about ?? '',
    },
  });
  const submit = useSectionSave(form, ['artistName', 'genre', 'about'], (values) => save.mutateAsync(values));
  return (
    <SectionCard id="artist-info" title="Artist info" description="How stores and fans see you.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="artistName" label="Artist name" required fullWidth />
          <FormTextField control={form.control} name="genre" label="Main genre" fullWidth />
        </Stack>
        <FormTextField control={form.control} name="about" label="Biography" multiline minRows={3} fullWidth />
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
        >
          Save artist info
        </Button>
      </Stack>
    </SectionCard>
  );
}
