import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { ProgrammeKey } from '@liner/domain';
import { useProgrammeReleasesQuery } from './api.js';

/**
 * What a programme form needs from a release chooser: one release (or all of them when the
 * programme allows it) and, when asked, one of its tracks. The shared release-and-track picker can
 * be passed to a form in place of the plain selects below (the form's `releasePicker` prop).
 */
export interface ReleaseChoiceProps {
  programme: ProgrammeKey;
  releaseId: number | null;
  trackId?: number | null;
  /** Offer "All Releases" (the value null). */
  allowAll?: boolean;
  /** Offer the release's tracks ("Whole release": null). */
  withTracks?: boolean;
  error?: string;
  trackError?: string;
  onChange(choice: { releaseId: number | null; trackId: number | null }): void;
}

const ALL = 'all';
const NONE = '';

/** Plain selects over the account's releases (api/portal/programmes/<key>/releases). */
export function ReleaseSelect({
  programme,
  releaseId,
  trackId = null,
  allowAll = false,
  withTracks = false,
  error,
  trackError,
  onChange,
}: ReleaseChoiceProps) {
  const releaseLabel = useId();
  const trackLabel = useId();
  const releases = useProgrammeReleasesQuery(programme);
  const options = releases.data?.data ?? [];
  const chosen = options.find((release) => release.id === releaseId);
  const releaseValue = releaseId === null ? (allowAll ? ALL : NONE) : String(releaseId);
  return (
    <>
      <FormControl fullWidth error={!!error} disabled={releases.isPending}>
        <InputLabel id={releaseLabel}>Release</InputLabel>
        <Select
          labelId={releaseLabel}
          label="Release"
          value={releases.isPending ? NONE : releaseValue}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ releaseId: value === ALL || value === NONE ? null : Number(value), trackId: null });
          }}
        >
          {allowAll && <MenuItem value={ALL}>All Releases</MenuItem>}
          {!allowAll && (
            <MenuItem value={NONE} disabled>
              {options.length === 0 ? 'No available releases' : 'Choose a release'}
            </MenuItem>
          )}
          {options.map((release) => (
            <MenuItem key={release.id} value={String(release.id)}>
              {release.title}
              {release.artist_name ? ` · ${release.artist_name}` : ''}
              {release.upc ? ` · UPC ${release.upc}` : ' · UPC not set'}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{error ?? (releases.isPending ? 'Loading your releases…' : ' ')}</FormHelperText>
      </FormControl>
      {withTracks && chosen && (
        <FormControl fullWidth error={!!trackError}>
          <InputLabel id={trackLabel}>Track</InputLabel>
          <Select
            labelId={trackLabel}
            label="Track"
            value={trackId === null ? NONE : String(trackId)}
            onChange={(event) =>
              onChange({ releaseId, trackId: event.target.value === NONE ? null : Number(event.target.value) })
            }
          >
            <MenuItem value={NONE}>Whole release</MenuItem>
            {chosen.tracks.map((track) => (
              <MenuItem key={track.id} value={String(track.id)}>
                {track.title || 'Untitled track'} · {track.isrc ? `ISRC ${track.isrc}` : 'ISRC not set'}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>{trackError ?? ' '}</FormHelperText>
        </FormControl>
      )}
    </>
  );
}
