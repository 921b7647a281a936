import type { PickerRelease, PickerTrack } from '@liner/domain';

/**
 * The four steps of the release-and-track picker, as pure transitions (the component only draws
 * them): 1 choose release(s), 2 choose track(s), 3 exclude tracks (exclude mode only), 4 preview.
 */
export type PickerStep = 'releases' | 'tracks' | 'exclude' | 'preview';

export interface PickerModes {
  /** One release (a radio list) or several (checkboxes toggled by clicking). */
  releaseMode: 'single' | 'multiple';
  /** One track or several, in step 2. */
  trackMode: 'single' | 'multiple';
  /** Step 1 leads to step 3: every track of the chosen releases is in, the person takes some out. */
  excludeMode: boolean;
  /** The programme takes whole releases: step 1 leads straight to the preview. */
  tracksDisabled: boolean;
  /** Tracks with an active split cannot be chosen, nor kept in exclude mode. */
  disableSplitTracks: boolean;
  /** Releases with a chart registration (nielsenStatus) cannot be chosen. */
  disableRegisteredReleases: boolean;
}

export interface PickerState {
  step: PickerStep;
  /** The chosen releases in the order they were chosen (one in single mode). */
  releases: PickerRelease[];
  /** The chosen track ids (step 2). */
  trackIds: number[];
  /** The track ids taken out (step 3). */
  excludedTrackIds: number[];
}

/** A track with the release it belongs to. */
export interface PickerTrackChoice extends PickerTrack {
  releaseId: number;
}

/**
 * What the picker hands its page when it reaches the preview; null when it restarts.
 * - release: the chosen release id, or the list of ids in multiple-release mode;
 * - track: the chosen track id, or the list in multiple-track mode; in exclude mode the list of
 *   the tracks kept; null when tracks are disabled;
 * - tracks: every track of the chosen releases;
 * - selectedTracks: the tracks the choice covers (chosen, kept, or all of them when tracks are
 *   disabled), never one locked by an active split when such tracks are disabled;
 * - trackCount: how many selectedTracks there are;
 * - releases: the chosen releases themselves, for the page to show or send.
 */
export interface ReleasePickerOutput {
  release: number | number[];
  track: number | number[] | null;
  tracks: PickerTrackChoice[];
  selectedTracks: PickerTrackChoice[];
  trackCount: number;
  releases: PickerRelease[];
}

export const INITIAL_PICKER_STATE: PickerState = { step: 'releases', releases: [], trackIds: [], excludedTrackIds: [] };

const toggled = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id];

export function isReleaseSelectable(release: PickerRelease, modes: Pick<PickerModes, 'disableRegisteredReleases'>) {
  return !(modes.disableRegisteredReleases && release.nielsenStatus !== null);
}

export function isTrackSelectable(track: PickerTrack, modes: Pick<PickerModes, 'disableSplitTracks'>) {
  return !(modes.disableSplitTracks && track.hasSplit);
}

/** Every track of the chosen releases, release by release. */
export function tracksOf(state: Pick<PickerState, 'releases'>): PickerTrackChoice[] {
  return state.releases.flatMap((release) => release.tracks.map((track) => ({ ...track, releaseId: release.id })));
}

/** Step 1: a click on a release. Multiple mode toggles it in the list; single mode keeps this one. */
export function toggleRelease(state: PickerState, release: PickerRelease, modes: PickerModes): PickerState {
  if (state.step !== 'releases' || !isReleaseSelectable(release, modes)) return state;
  if (modes.releaseMode === 'single') return { ...state, releases: [release] };
  const isChosen = state.releases.some((chosen) => chosen.id === release.id);
  return {
    ...state,
    releases: isChosen ? state.releases.filter((chosen) => chosen.id !== release.id) : [...state.releases, release],
  };
}

/** Step 2: a click on a track. Multiple mode toggles it; single mode keeps this one. */
export function toggleTrack(state: PickerState, track: PickerTrack, modes: PickerModes): PickerState {
  if (state.step !== 'tracks' || !isTrackSelectable(track, modes)) return state;
  return { ...state, trackIds: modes.trackMode === 'single' ? [track.id] : toggled(state.trackIds, track.id) };
}

/** Step 3: a click on a track takes it out, or puts it back. */
export function toggleExcluded(state: PickerState, track: PickerTrack, modes: PickerModes): PickerState {
  if (state.step !== 'exclude' || !isTrackSelectable(track, modes)) return state;
  return { ...state, excludedTrackIds: toggled(state.excludedTrackIds, track.id) };
}

/** The tracks step 3 keeps: all of the chosen releases' but the excluded and the locked ones. */
function keptTracks(state: PickerState, modes: PickerModes): PickerTrackChoice[] {
  return tracksOf(state).filter(
    (track) => isTrackSelectable(track, modes) && !state.excludedTrackIds.includes(track.id),
  );
}

/** Whether the current step's Select (or Finish) may be pressed. */
export function canFinishStep(state: PickerState, modes: PickerModes): boolean {
  switch (state.step) {
    case 'releases':
      return state.releases.length > 0;
    case 'tracks':
      return state.trackIds.length > 0;
    case 'exclude':
      return keptTracks(state, modes).length > 0;
    case 'preview':
      return false;
  }
}

/**
 * Select or Finish on the current step. From step 1: exclude mode goes to step 3, tracks
 * disabled to the preview, otherwise to step 2. Steps 2 and 3 go to the preview. Nothing moves
 * while the step has no choice.
 */
export function finishStep(state: PickerState, modes: PickerModes): PickerState {
  if (!canFinishStep(state, modes)) return state;
  if (state.step === 'releases') {
    const step: PickerStep = modes.excludeMode ? 'exclude' : modes.tracksDisabled ? 'preview' : 'tracks';
    return { ...state, step, trackIds: [], excludedTrackIds: [] };
  }
  return { ...state, step: 'preview' };
}

/** The result of a state that reached the preview. */
export function pickerOutput(state: PickerState, modes: PickerModes): ReleasePickerOutput {
  const tracks = tracksOf(state);
  const releaseIds = state.releases.map((release) => release.id);
  const release = modes.releaseMode === 'multiple' ? releaseIds : releaseIds[0];
  if (modes.excludeMode) {
    const kept = keptTracks(state, modes);
    return output(
      release,
      kept.map((track) => track.id),
      tracks,
      kept,
      state.releases,
    );
  }
  if (modes.tracksDisabled) {
    const covered = tracks.filter((track) => isTrackSelectable(track, modes));
    return output(release, null, tracks, covered, state.releases);
  }
  const chosen = tracks.filter((track) => state.trackIds.includes(track.id));
  const track = modes.trackMode === 'multiple' ? chosen.map((choice) => choice.id) : (chosen[0]?.id ?? null);
  return output(release, track, tracks, chosen, state.releases);
}

function output(
  release: number | number[],
  track: number | number[] | null,
  tracks: PickerTrackChoice[],
  selectedTracks: PickerTrackChoice[],
  releases: PickerRelease[],
): ReleasePickerOutput {
  return { release, track, tracks, selectedTracks, trackCount: selectedTracks.length, releases };
}
