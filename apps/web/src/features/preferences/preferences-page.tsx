import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { SectionCard } from '../../ui/section-card.js';
import { useArtistPreferencesQuery, useSaveArtistPreferencesMutation } from './api.js';
import { ArtistPreferencesForm } from './artist-preferences-form.js';
import { CollaboratorEditor } from './collaborator-editor.js';
import { LabelArtistsSection } from './label-artists-section.js';

/** The artist's own preferences form, loaded first. */
export function OwnArtistPreferences({
  onSaved,
  submitLabel = 'Save preferences',
}: {
  onSaved?(): void;
  submitLabel?: string;
}) {
  const { user } = useSession();
  const prefs = useArtistPreferencesQuery();
  const save = useSaveArtistPreferencesMutation();
  if (prefs.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading preferences" />;
  if (prefs.isError) return <ErrorAlert error={prefs.error} />;
  return (
    <ArtistPreferencesForm
      prefs={prefs.data.data}
      fallbackName={user?.displayName ?? ''}
      submitLabel={submitLabel}
      onSubmit={(values) => save.mutateAsync(values)}
      onSaved={onSaved}
    />
  );
}

/** /user-portal/preferences: artist or label preferences and the collaborator editor. */
export default function PreferencesPage() {
  const { user } = useSession();
  const isLabel = user?.type === 'label';
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          Preferences
        </Typography>
        <Typography color="text.secondary">
          What your new releases start with. Choosing an artist in a release copies these in.
        </Typography>
      </Stack>
      {isLabel ? (
        <SectionCard
          id="label-artists"
          title="Label artists"
          description="Each artist's genres, lines, profiles and delivery options."
        >
          <LabelArtistsSection />
        </SectionCard>
      ) : (
        <SectionCard
          id="artist-preferences"
          title="Artist preferences"
          description="Your genres, lines, profiles and delivery options."
        >
          <OwnArtistPreferences />
        </SectionCard>
      )}
      <SectionCard
        id="collaborators"
        title="Collaborators"
        description="Artists, writers and credits you work with, ready to pick in your tracks."
      >
        <CollaboratorEditor />
      </SectionCard>
    </Stack>
  );
}
