import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  allowedReleaseTypes,
  ARTIST_ROLES,
  PLATFORM_NAMES,
  RELEASE_TYPES,
  type ArtistPreferences,
} from '@liner/domain';
import { useSession } from '../../app/session.js';
import { useKnownArtistsQuery, useSearchPlatformsQuery } from './api.js';
import { ArtistProfileSearch } from './artist-profile-search.js';
import type { PickedProfile } from './paste-url-dialog.js';
import { RoleSelect } from './role-select.js';
import { fieldElementId, toStyleInput } from './submission-check.js';
import { chooseKnownArtist } from './choose-known-artist.js';
import { primaryArtist, type FormArtist } from './wizard-form.js';
import type { StepProps } from './step-props.js';
import { WizardTextField } from './wizard-text-field.js';

/** The release's artist entry keeps Spotify and Apple Music profiles, connected from the search or a pasted link. */
const RELEASE_PROFILE_PLATFORMS = ['spotify', 'apple'] as const;
type ReleasePlatform = (typeof RELEASE_PROFILE_PLATFORMS)[number];
const profileUrl = (platform: ReleasePlatform, id: string) =>
  platform === 'spotify' ? `https://open.spotify.com/artist/${id}` : `https://music.apple.com/us/artist/${id}`;

/** Page 0: type, title and primary artists (with profile search and preferences copied on choice). */
export function BasicInfoStep({ state, errorOf }: StepProps) {
  const { form, control, update } = state;
  const { user } = useSession();
  const known = useKnownArtistsQuery(user?.type === 'label');
  // With tracks added, the types their count and length allow (store style rules); any type before that.
  const allowed: readonly string[] =
    form.tracks.length > 0 ? allowedReleaseTypes(toStyleInput(form, new Date()).tracks) : RELEASE_TYPES;

  const setArtist = (key: string, change: Partial<FormArtist>) =>
    update((draft) => ({
      ...draft,
      artists: draft.artists.map((artist) => (artist.key === key ? { ...artist, ...change } : artist)),
    }));

  /** Choosing a primary artist copies that artist's preferences into the form. */
  const chooseKnown = (key: string, prefs: ArtistPreferences) =>
    update((draft) => chooseKnownArtist(draft, key, prefs));

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WizardTextField
          control={control}
          name="type"
          errorOf={errorOf}
          select
          label="Release type"
          sx={{ minWidth: 180 }}
          helperText={form.type === 'Single' ? 'A single track takes the release title and version' : ' '}
        >
          {RELEASE_TYPES.map((type) => (
            <MenuItem key={type} value={type} disabled={!allowed.includes(type)}>
              {type}
            </MenuItem>
          ))}
        </WizardTextField>
        <WizardTextField control={control} name="title" errorOf={errorOf} label="Release title" fullWidth required />
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="primary-artists-heading">
        <Typography id="primary-artists-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Artists
        </Typography>
        {errorOf('artists') && (
          <Typography id={fieldElementId('artists')} tabIndex={-1} variant="body2" color="error">
            {errorOf('artists')}
          </Typography>
        )}
        {form.artists.length === 0 && (
          <Typography color="text.secondary">Add the primary artist of this release.</Typography>
        )}
        {form.artists.map((artist, index) => (
          <ArtistRow
            key={artist.key}
            control={control}
            artist={artist}
            index={index}
            errorOf={errorOf}
            knownArtists={known.data ?? []}
            onChange={(change) => setArtist(artist.key, change)}
            onChooseKnown={(prefs) => chooseKnown(artist.key, prefs)}
            onRemove={() =>
              update((draft) => ({ ...draft, artists: draft.artists.filter((row) => row.key !== artist.key) }))
            }
          />
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => update((draft) => ({ ...draft, artists: [...draft.artists, primaryArtist('')] }))}
          >
            Add artist
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

interface ArtistRowProps {
  control: StepProps['state']['control'];
  artist: FormArtist;
  index: number;
  knownArtists: ArtistPreferences[];
  errorOf: StepProps['errorOf'];
  onChange(change: Partial<FormArtist>): void;
  onChooseKnown(prefs: ArtistPreferences): void;
  onRemove(): void;
}

function ArtistRow({
  control,
  artist,
  index,
  knownArtists,
  errorOf,
  onChange,
  onChooseKnown,
  onRemove,
}: ArtistRowProps) {
  const platforms = useSearchPlatformsQuery();
  const [platform, setPlatform] = useState<ReleasePlatform>('spotify');
  const [picked, setPicked] = useState<Partial<Record<ReleasePlatform, { profile: PickedProfile; viaUrl: boolean }>>>(
    {},
  );
  const at = `artists.${index}`;
  const idOf = (which: ReleasePlatform) => (which === 'spotify' ? artist.spotifyId : artist.appleId);
  const selectedOf = (which: ReleasePlatform): PickedProfile | null => {
    const id = idOf(which);
    if (!id) return null;
    const local = picked[which];
    return local && local.profile.id === id
      ? local.profile
      : { platform: which, id, name: null, url: profileUrl(which, id), imageUrl: null };
  };
  const searchable = platforms.data?.find((row) => row.platform === platform)?.searchable ?? false;

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {artist.name.trim() || `Artist ${index + 1}`}
          </Typography>
          <IconButton aria-label={`Remove artist ${index + 1}`} onClick={onRemove} size="small">
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Controller
            control={control}
            name={`artists.${index}.name`}
            render={({ field }) => (
              <Autocomplete
                freeSolo
                fullWidth
                options={[...new Set(knownArtists.map((prefs) => prefs.artistName))]}
                inputValue={field.value}
                onInputChange={(_event, value) => field.onChange(value)}
                onChange={(_event, value) => {
                  const prefs = knownArtists.find((row) => row.artistName === value);
                  if (prefs) onChooseKnown(prefs);
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    id={fieldElementId(`${at}.name`)}
                    label={`Artist ${index + 1} name`}
                    required
                    onBlur={field.onBlur}
                    error={!!errorOf(`${at}.name`)}
                    helperText={errorOf(`${at}.name`) ?? 'Choose one of your artists to copy their preferences'}
                  />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name={`artists.${index}.roles`}
            render={({ field }) => (
              <RoleSelect
                id={fieldElementId(`${at}.roles`)}
                label={`Artist ${index + 1} roles`}
                options={ARTIST_ROLES}
                value={field.value}
                onChange={field.onChange}
                error={errorOf(`${at}.roles`)}
              />
            )}
          />
          <WizardTextField
            control={control}
            name={`artists.${index}.isni`}
            errorOf={errorOf}
            label={`Artist ${index + 1} ISNI`}
            helperText="Optional, 16 characters"
            slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }}
            sx={{ width: { xs: '100%', sm: 230 }, flexShrink: 0 }}
          />
        </Stack>
        <Stack spacing={1}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={platform}
            onChange={(_event, value: ReleasePlatform | null) => value && setPlatform(value)}
            aria-label={`Store profile of artist ${index + 1}`}
          >
            {RELEASE_PROFILE_PLATFORMS.map((which) => (
              <ToggleButton
                key={which}
                value={which}
              >{`${PLATFORM_NAMES[which]}${idOf(which) ? ' ✓' : ''}`}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ArtistProfileSearch
            key={platform}
            platform={platform}
            searchable={searchable}
            artistName={artist.name}
            idPrefix={`artist-${artist.key}-${platform}`}
            selected={selectedOf(platform)}
            selectedViaUrl={picked[platform]?.viaUrl ?? true}
            onSelect={(profile, viaUrl) => {
              setPicked((current) => ({ ...current, [platform]: profile ? { profile, viaUrl } : undefined }));
              onChange(platform === 'spotify' ? { spotifyId: profile?.id ?? null } : { appleId: profile?.id ?? null });
            }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
