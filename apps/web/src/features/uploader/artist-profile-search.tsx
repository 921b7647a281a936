import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ARTIST_SEARCH_DEBOUNCE_MS,
  ARTIST_SEARCH_PAGE_SIZE,
  checkProfileSelection,
  isSearchableQuery,
  isSearchLimitReached,
  LIMIT_REACHED_MESSAGE,
  nextResultCount,
  PLATFORM_NAMES,
  SEARCH_QUERY_TOO_SHORT,
  type ArtistPlatform,
} from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { searchArtistProfiles } from './api.js';
import { PasteUrlDialog, type PickedProfile } from './paste-url-dialog.js';

interface ArtistProfileSearchProps {
  platform: ArtistPlatform;
  /** False when the server has no search configured for the platform: only the URL path is offered. */
  searchable: boolean;
  /** The artist name the profile must match. */
  artistName: string;
  selected: PickedProfile | null;
  /** True when the selection came from a pasted link (no name check). */
  selectedViaUrl: boolean;
  onSelect(profile: PickedProfile | null, viaUrl: boolean): void;
  idPrefix: string;
}

/**
 * Artist-profile search: 390 ms debounce, 2 characters at least, 5 results then +5
 * per "View more" up to 50 ("Limit Reached"), a 400 px results pane, select / clear / reselect,
 * and the paste-a-URL path.
 */
export function ArtistProfileSearch({
  platform,
  searchable,
  artistName,
  selected,
  selectedViaUrl,
  onSelect,
  idPrefix,
}: ArtistProfileSearchProps) {
  const name = PLATFORM_NAMES[platform];
  const [term, setTerm] = useState(artistName);
  const [count, setCount] = useState(ARTIST_SEARCH_PAGE_SIZE);
  const [pasteOpen, setPasteOpen] = useState(false);
  const debounced = useDebouncedValue(term.trim(), ARTIST_SEARCH_DEBOUNCE_MS);
  const enabled = searchable && !selected && isSearchableQuery(debounced);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new term or platform starts again from the first page of results
  useEffect(() => {
    setCount(ARTIST_SEARCH_PAGE_SIZE);
  }, [debounced, platform]);

  const results = useQuery({
    queryKey: ['artist-search', platform, debounced, count],
    queryFn: ({ signal }) => searchArtistProfiles(platform, debounced, 0, count, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const check = selected
    ? checkProfileSelection({
        platform,
        query: artistName || term,
        selectedName: selected.name ?? '',
        viaUrl: selectedViaUrl || !selected.name,
      })
    : null;

  if (selected) {
    return (
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            avatar={selected.imageUrl ? <Avatar alt="" src={selected.imageUrl} /> : undefined}
            label={`${name}: ${selected.name ?? selected.id}`}
            component="a"
            href={selected.url}
            target="_blank"
            rel="noreferrer"
            clickable
          />
          <Button size="small" onClick={() => onSelect(null, false)}>{`Change ${name} profile`}</Button>
        </Stack>
        {check && (
          <Typography variant="body2" sx={{ color: 'error.main' }} role="alert">
            {check}
          </Typography>
        )}
      </Stack>
    );
  }

  const data = results.data?.data ?? [];
  const limitReached =
    isSearchLimitReached(data.length) || ((results.data?.limitReached ?? false) && data.length >= count);
  const canViewMore = !limitReached && data.length >= count && nextResultCount(count) !== null;

  return (
    <Stack spacing={1}>
      {searchable ? (
        <TextField
          id={`${idPrefix}-search`}
          size="small"
          label={`Search ${name}`}
          value={term}
          fullWidth
          onChange={(event) => setTerm(event.target.value)}
          helperText={term.trim() && !isSearchableQuery(term) ? SEARCH_QUERY_TOO_SHORT : ' '}
          slotProps={{
            input: {
              endAdornment: results.isFetching ? <CircularProgress size={18} aria-label="Searching" /> : undefined,
            },
          }}
        />
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`${name} search is not available here: paste the profile link.`}</Typography>
      )}
      {enabled && results.isError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {errorMessages(results.error).join(' ')}
        </Typography>
      )}
      {enabled && results.isSuccess && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">{`No ${name} artists found for "${debounced}".`}</Typography>
      )}
      {enabled && data.length > 0 && (
        <Box
          sx={{ maxHeight: 400, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
          aria-label={`${name} results`}
          role="region"
        >
          <List dense disablePadding>
            {data.map((profile) => (
              <ListItemButton
                key={profile.id}
                onClick={() => onSelect({ ...profile, imageUrl: profile.imageUrl }, false)}
              >
                <ListItemAvatar>
                  <Avatar alt="" src={profile.imageUrl ?? undefined}>
                    {profile.name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={profile.name}
                  secondary={
                    profile.followers !== undefined
                      ? `${profile.followers.toLocaleString()} followers`
                      : profile.genres?.slice(0, 2).join(', ')
                  }
                />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ p: 1, textAlign: 'center' }}>
            {canViewMore && (
              <Button
                size="small"
                onClick={() => setCount(nextResultCount(count) ?? count)}
                loading={results.isFetching}
              >
                View more
              </Button>
            )}
            {limitReached && (
              <Typography variant="body2" color="text.secondary">
                {LIMIT_REACHED_MESSAGE}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      <Box>
        <Button size="small" variant="text" onClick={() => setPasteOpen(true)}>{`Paste a ${name} link`}</Button>
      </Box>
      <PasteUrlDialog
        open={pasteOpen}
        platform={platform}
        lookUp={searchable}
        onClose={() => setPasteOpen(false)}
        onPicked={(profile) => {
          setPasteOpen(false);
          onSelect(profile, true);
        }}
      />
    </Stack>
  );
}
