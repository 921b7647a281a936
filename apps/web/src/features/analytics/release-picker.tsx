import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { ComboInput } from './combo-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { useReleaseSearch } from './api.js';

/** A release, or one of its tracks: the release and track filters picked in one box. */
export interface CatalogChoice {
  releaseId: number;
  trackId?: number;
  label: string;
  /** The release's title, the group the option is listed under. */
  group: string;
}

const sameChoice = (a: CatalogChoice, b: CatalogChoice) => a.releaseId === b.releaseId && a.trackId === b.trackId;

/**
 * Finds a release by title, UPC or ISRC (releases/{query}) and narrows the page to it or to
 * one of its tracks. A choice read from a shared link is looked up by id ("#42") for its name.
 */
export function ReleasePicker({
  releaseId,
  trackId,
  onChange,
}: {
  releaseId?: number;
  trackId?: number;
  onChange(choice: { release_id?: number; track_id?: number }): void;
}) {
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<CatalogChoice | null>(null);
  const search = useReleaseSearch(useDebouncedValue(input));
  const unnamed = releaseId !== undefined && !(picked?.releaseId === releaseId && picked.trackId === trackId);
  const shared = useReleaseSearch(unnamed ? `#${releaseId}` : '').data?.data.find(
    (release) => release.id === releaseId,
  );
  const options: CatalogChoice[] = (search.data?.data ?? []).flatMap((release) => [
    { releaseId: release.id, label: `${release.title} (whole release)`, group: release.title },
    ...release.tracks.map((track) => ({
      releaseId: release.id,
      trackId: track.id,
      label: track.isrc ? `${track.title} · ${track.isrc}` : track.title,
      group: release.title,
    })),
  ]);
  const value: CatalogChoice | null = releaseId
    ? picked && picked.releaseId === releaseId && picked.trackId === trackId
      ? picked
      : sharedChoice(releaseId, trackId, shared)
    : null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 0, width: { xs: '100%', sm: 300 } }}
      options={options}
      value={value}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.releaseId}-${option.trackId ?? 'all'}`}
      isOptionEqualToValue={sameChoice}
      filterOptions={(all) => all}
      loading={search.isFetching}
      noOptionsText={input.trim() ? 'No release matches' : 'Type a title, UPC or ISRC'}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, choice) => {
        setPicked(choice);
        onChange(choice ? { release_id: choice.releaseId, track_id: choice.trackId } : {});
      }}
      renderInput={(params) => <ComboInput params={params} label="Release or track" placeholder="All releases" />}
    />
  );
}

/** The choice a shared link names: the release's and track's titles once looked up, their ids until then. */
function sharedChoice(
  releaseId: number,
  trackId: number | undefined,
  release: { title: string; tracks: { id: number; title: string }[] } | undefined,
): CatalogChoice {
  const track = trackId === undefined ? undefined : release?.tracks.find((candidate) => candidate.id === trackId);
  const releaseName = release ? release.title : `release #${releaseId}`;
  const label =
    trackId === undefined
      ? release
        ? `${release.title} (whole release)`
        : `Release #${releaseId}`
      : `${track ? track.title : `Track #${trackId}`} of ${releaseName}`;
  return { releaseId, trackId, label, group: release?.title ?? '' };
}
