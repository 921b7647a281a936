import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { PickerRelease } from '@liner/domain';
import { CoverImage } from './cover-image.js';
import { PickerOptionRow } from './picker-option-row.js';
import { PickerReleaseList, releaseDetail } from './picker-release-list.js';
import { PickerStatusChip } from './picker-status-chip.js';
import {
  canFinishStep,
  finishStep,
  INITIAL_PICKER_STATE,
  isReleaseSelectable,
  pickerOutput,
  toggleExcluded,
  toggleRelease,
  toggleTrack,
  type PickerModes,
  type PickerState,
  type PickerStep,
  type ReleasePickerOutput,
} from './release-track-picker-state.js';
import { ExcludeStep, PreviewStep, TrackStep } from './release-track-picker-steps.js';

export type { PickerTrackChoice, ReleasePickerOutput } from './release-track-picker-state.js';

/**
 * The release-and-track picker's props:
 * - releaseMode: 'single' (default, radios) or 'multiple' (checkboxes) releases in step 1;
 * - trackMode: 'single' (default) or 'multiple' tracks in step 2;
 * - excludeMode: step 1 leads to "exclude tracks" (all in, untick to take out) instead of step 2;
 * - tracksDisabled: the programme takes whole releases, step 1 leads to the preview;
 * - disableSplitTracks: tracks with an active split show 'Split already active' and cannot be chosen;
 * - disableRegisteredReleases: releases with a chart registration cannot be chosen;
 * - source: an API path answering the picker's page shape (default: the account's releases);
 * - onChange(output): called with the result on reaching the preview, with null on restart;
 * - onRestart(): called after the picker went back to step 1 with nothing chosen.
 */
export interface ReleaseTrackPickerProps {
  releaseMode?: 'single' | 'multiple';
  trackMode?: 'single' | 'multiple';
  excludeMode?: boolean;
  tracksDisabled?: boolean;
  disableSplitTracks?: boolean;
  disableRegisteredReleases?: boolean;
  source?: string;
  onChange(output: ReleasePickerOutput | null): void;
  onRestart?(): void;
}

const STEP_TITLES: Record<PickerStep, { single: string; multiple: string }> = {
  releases: { single: 'Choose a release', multiple: 'Choose releases' },
  tracks: { single: 'Choose a track', multiple: 'Choose tracks' },
  exclude: { single: 'Exclude tracks', multiple: 'Exclude tracks' },
  preview: { single: 'Preview', multiple: 'Preview' },
};
const STEP_LABELS: Record<PickerStep, string> = {
  releases: 'Release',
  tracks: 'Tracks',
  exclude: 'Exclude',
  preview: 'Preview',
};

/** The steps this picker walks through, in order. */
function stepsOf(modes: PickerModes): PickerStep[] {
  if (modes.excludeMode) return ['releases', 'exclude', 'preview'];
  if (modes.tracksDisabled) return ['releases', 'preview'];
  return ['releases', 'tracks', 'preview'];
}

/**
 * The release-and-track picker: choose release(s), then track(s) or the tracks to leave out,
 * then a preview with "Start over". Each step change scrolls the page to the top and moves the
 * focus to the step's heading.
 */
export function ReleaseTrackPicker({
  releaseMode = 'single',
  trackMode = 'single',
  excludeMode = false,
  tracksDisabled = false,
  disableSplitTracks = false,
  disableRegisteredReleases = false,
  source,
  onChange,
  onRestart,
}: ReleaseTrackPickerProps) {
  const modes: PickerModes = {
    releaseMode,
    trackMode,
    excludeMode,
    tracksDisabled,
    disableSplitTracks,
    disableRegisteredReleases,
  };
  const [state, setState] = useState<PickerState>(INITIAL_PICKER_STATE);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const name = useId();

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    heading.current?.focus();
  }, [state.step]);

  const finish = () => {
    const next = finishStep(state, modes);
    setState(next);
    if (next.step === 'preview' && state.step !== 'preview') onChange(pickerOutput(next, modes));
  };
  const restart = () => {
    setState(INITIAL_PICKER_STATE);
    onChange(null);
    onRestart?.();
  };

  const steps = stepsOf(modes);
  const plural = (state.step === 'tracks' ? trackMode : releaseMode) === 'multiple' ? 'multiple' : 'single';
  const canFinish = canFinishStep(state, modes);
  const output = state.step === 'preview' ? pickerOutput(state, modes) : null;
  const startOver = (
    <Button variant="outlined" onClick={restart}>
      Start over
    </Button>
  );
  const stepActions = (label: string) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {startOver}
      <Button variant="contained" disabled={!canFinish} onClick={finish}>
        {label}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Stepper activeStep={steps.indexOf(state.step)} alternativeLabel aria-label="Picker steps">
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{STEP_LABELS[step]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        {STEP_TITLES[state.step][plural]}
      </Typography>
      {state.step === 'releases' && (
        <PickerReleaseList
          source={source}
          label="Releases"
          control={releaseMode === 'single' ? 'radio' : 'checkbox'}
          renderRelease={(release: PickerRelease) => (
            <PickerOptionRow
              control={releaseMode === 'single' ? 'radio' : 'checkbox'}
              name={name}
              checked={state.releases.some((chosen) => chosen.id === release.id)}
              disabled={!isReleaseSelectable(release, modes)}
              onToggle={() => setState((current) => toggleRelease(current, release, modes))}
              media={<CoverImage url={release.img} size={40} alt={`Cover of ${release.title}`} />}
              title={release.title}
              detail={releaseDetail(release)}
              status={<PickerStatusChip nielsenStatus={release.nielsenStatus} />}
            />
          )}
          footer={
            <Button variant="contained" disabled={!canFinish} onClick={finish}>
              {releaseMode === 'multiple' && state.releases.length > 0 ? `Select ${state.releases.length}` : 'Select'}
            </Button>
          }
        />
      )}
      {state.step === 'tracks' && (
        <>
          <TrackStep state={state} modes={modes} onToggle={(track) => setState((s) => toggleTrack(s, track, modes))} />
          {stepActions('Select')}
        </>
      )}
      {state.step === 'exclude' && (
        <>
          <ExcludeStep
            state={state}
            modes={modes}
            onToggle={(track) => setState((s) => toggleExcluded(s, track, modes))}
          />
          {stepActions('Finish')}
        </>
      )}
      {state.step === 'preview' && output && (
        <>
          <PreviewStep
            releases={output.releases}
            selectedTrackIds={output.selectedTracks.map((track) => track.id)}
            tracksDisabled={tracksDisabled}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {startOver}
          </Stack>
        </>
      )}
    </Stack>
  );
}
