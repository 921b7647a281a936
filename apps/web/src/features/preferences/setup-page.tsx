import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../ui/section-card.js';
import { LabelArtistsSection } from './label-artists-section.js';
import { OwnArtistPreferences } from './preferences-page.js';

/** /uploader/setup/artist and /uploader/setup/label: preferences first, then the first release. */
export function SetupPage({ kind }: { kind: 'artist' | 'label' }) {
  const navigate = useNavigate();
  const toUploader = () => navigate('/uploader');
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          {kind === 'artist' ? 'Set up your artist profile' : 'Set up your label'}
        </Typography>
        <Typography color="text.secondary">
          These details fill in every new release; you can change them later in Preferences.
        </Typography>
      </Stack>
      <SectionCard id="setup" title={kind === 'artist' ? 'Artist preferences' : 'Label artists'}>
        {kind === 'artist' ? (
          <OwnArtistPreferences submitLabel="Save and create a release" onSaved={toUploader} />
        ) : (
          <LabelArtistsSection onSaved={toUploader} />
        )}
      </SectionCard>
    </Stack>
  );
}
