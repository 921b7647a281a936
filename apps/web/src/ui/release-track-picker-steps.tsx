import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICKER_MESSAGES, type PickerRelease, type PickerTrack } from '@liner/domain';
import { CoverImage } from './cover-image.js';
import { PickerOptionRow, PickerReleaseHeading } from './picker-option-row.js';
import { releaseDetail } from './picker-release-list.js';
import { PickerStatusChip } from './picker-status-chip.js';
import { isTrackSelectable, type PickerModes, type PickerState } from './release-track-picker-state.js';

const cover = (release: PickerRelease, size = 40) => (
  <CoverImage url={release.img} size={size} alt={`Cover of ${release.title}`} />
);

/** The chosen releases, each above its tracks drawn by `renderTrack`. */
function TracksByRelease({
  state,
  label,
  role,
  renderTrack,
}: {
  state: PickerState;
  label: string;
  role: 'radiogroup' | 'group';
  renderTrack(track: PickerTrack, release: PickerRelease): React.ReactNode;
}) {
  return (
    <Box role={role} aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      {state.releases.map((release) => (
        <Box key={release.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <PickerReleaseHeading
            media={cover(release)}
            title={release.title}
            detail={releaseDetail(release)}
            status={<PickerStatusChip nielsenStatus={release.nielsenStatus} />}
          />
          {release.tracks.map((track) => renderTrack(track, release))}
        </Box>
      ))}
    </Box>
  );
}

/** Step 2: one track (radios) or several (checkboxes) of the chosen releases. */
export function TrackStep({
  state,
  modes,
  onToggle,
}: {
  state: PickerState;
  modes: PickerModes;
  onToggle(track: PickerTrack): void;
}) {
  const name = useId();
  const control = modes.trackMode === 'single' ? 'radio' : 'checkbox';
  return (
    <TracksByRelease
      state={state}
      label="Tracks"
      role={control === 'radio' ? 'radiogroup' : 'group'}
      renderTrack={(track) => (
        <PickerOptionRow
          key={track.id}
          inset
          control={control}
          name={name}
          checked={state.trackIds.includes(track.id)}
          disabled={!isTrackSelectable(track, modes)}
          onToggle={() => onToggle(track)}
          title={track.title}
          detail={track.isrc ?? PICKER_MESSAGES.isrcMissing}
          status={modes.disableSplitTracks && <PickerStatusChip hasSplit={track.hasSplit} />}
        />
      )}
    />
  );
}

/** Step 3: every track starts in; unticking one takes it out. */
export function ExcludeStep({
  state,
  modes,
  onToggle,
}: {
  state: PickerState;
  modes: PickerModes;
  onToggle(track: PickerTrack): void;
}) {
  const name = useId();
  return (
    <TracksByRelease
      state={state}
      label="Tracks included"
      role="group"
      renderTrack={(track) => {
        const isLocked = !isTrackSelectable(track, modes);
        return (
          <PickerOptionRow
            key={track.id}
            inset
            control="checkbox"
            name={name}
            checked={!isLocked && !state.excludedTrackIds.includes(track.id)}
            disabled={isLocked}
            onToggle={() => onToggle(track)}
            title={track.title}
            detail={track.isrc ?? PICKER_MESSAGES.isrcMissing}
            status={modes.disableSplitTracks && <PickerStatusChip hasSplit={track.hasSplit} />}
          />
        );
      }}
    />
  );
}

/** Step 4: the chosen releases and the tracks the choice covers. */
export function PreviewStep({
  releases,
  selectedTrackIds,
  tracksDisabled,
}: {
  releases: PickerRelease[];
  selectedTrackIds: number[];
  tracksDisabled: boolean;
}) {
  return (
    <Stack spacing={1.5} component="ul" aria-label="Chosen releases" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {releases.map((release) => {
        const covered = release.tracks.filter((track) => selectedTrackIds.includes(track.id));
        const isWhole = covered.length === release.tracks.length;
        return (
          <Stack
            component="li"
            key={release.id}
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, alignItems: 'flex-start' }}
          >
            {cover(release, 56)}
            <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {release.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {release.upc ?? PICKER_MESSAGES.upcMissing}
              </Typography>
              {!tracksDisabled && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {isWhole
                    ? `All ${release.tracks.length} ${release.tracks.length === 1 ? 'track' : 'tracks'}`
                    : covered.map((track) => track.title).join(', ') || 'No track'}
                </Typography>
              )}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
