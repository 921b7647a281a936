import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { PICKER_MESSAGES, type PickerRelease, type PickerTrack } from '@liner/domain';
import { CoverImage } from './cover-image.js';
import { PickerOptionRow, PickerReleaseHeading } from './picker-option-row.js';
import { PickerReleaseList, releaseDetail } from './picker-release-list.js';
import { PickerStatusChip } from './picker-status-chip.js';

export interface SimplePickerChoice {
  release: PickerRelease;
  /** The chosen track; null when the picker chooses releases. */
  track: PickerTrack | null;
}

/**
 * The simple release picker: one release, or one track under its release, chosen from pages of
 * 6 and handed over by Select (disabled until something is chosen).
 *
 * - `pick`: 'release' (default) or 'track'.
 * - A release with a chart registration (nielsenStatus) shows its chip and cannot be chosen,
 *   nor can its tracks.
 * - `disableSplitTracks`: a track with an active split shows 'Split already active' and cannot
 *   be chosen (the royalty split pages).
 * - `source`: an API path answering the same page shape, when a programme offers only the
 *   releases it accepts (default: all the account's releases with tracks).
 */
export function SimpleReleasePicker({
  pick = 'release',
  disableSplitTracks = false,
  source,
  selectLabel = 'Select',
  onSelect,
}: {
  pick?: 'release' | 'track';
  disableSplitTracks?: boolean;
  source?: string;
  selectLabel?: string;
  onSelect(choice: SimplePickerChoice): void;
}) {
  const name = useId();
  const [chosen, setChosen] = useState<SimplePickerChoice | null>(null);
  const isChosenTrack = (track: PickerTrack) => chosen?.track?.id === track.id;
  return (
    <PickerReleaseList
      source={source}
      label={pick === 'release' ? 'Releases' : 'Tracks'}
      control="radio"
      renderRelease={(release) => {
        const isLocked = release.nielsenStatus !== null;
        const cover = <CoverImage url={release.img} size={40} alt={`Cover of ${release.title}`} />;
        const chip = <PickerStatusChip nielsenStatus={release.nielsenStatus} />;
        if (pick === 'release')
          return (
            <PickerOptionRow
              control="radio"
              name={name}
              checked={chosen?.release.id === release.id}
              disabled={isLocked}
              onToggle={() => setChosen({ release, track: null })}
              media={cover}
              title={release.title}
              detail={releaseDetail(release)}
              status={chip}
            />
          );
        return (
          <>
            <PickerReleaseHeading media={cover} title={release.title} detail={releaseDetail(release)} status={chip} />
            {release.tracks.map((track) => (
              <PickerOptionRow
                key={track.id}
                inset
                control="radio"
                name={name}
                checked={isChosenTrack(track)}
                disabled={isLocked || (disableSplitTracks && track.hasSplit)}
                onToggle={() => setChosen({ release, track })}
                title={track.title}
                detail={track.isrc ?? PICKER_MESSAGES.isrcMissing}
                status={disableSplitTracks && <PickerStatusChip hasSplit={track.hasSplit} />}
              />
            ))}
          </>
        );
      }}
      footer={
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
          {selectLabel}
        </Button>
      }
    />
  );
}
