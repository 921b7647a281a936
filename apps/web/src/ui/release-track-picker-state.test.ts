import { describe, expect, it } from 'vitest';
import type { PickerRelease } from '@liner/domain';
import {
  canFinishStep,
  finishStep,
  INITIAL_PICKER_STATE,
  pickerOutput,
  toggleExcluded,
  toggleRelease,
  toggleTrack,
  type PickerModes,
  type PickerState,
} from './release-track-picker-state.js';

const track = (id: number, hasSplit = false) => ({ id, title: `Track ${id}`, isrc: null, hasSplit });
const release = (id: number, trackIds: number[], nielsenStatus: '1' | '2' | null = null): PickerRelease => ({
  id,
  title: `Release ${id}`,
  img: null,
  upc: null,
  nielsenStatus,
  tracks: trackIds.map((trackId) => track(trackId, trackId === 12)),
});
const first = release(1, [11, 12, 13]);
const second = release(2, [21]);
const registered = release(3, [31], '1');

const MODES: PickerModes = {
  releaseMode: 'single',
  trackMode: 'single',
  excludeMode: false,
  tracksDisabled: false,
  disableSplitTracks: false,
  disableRegisteredReleases: false,
};
const chosen = (modes: Partial<PickerModes> = {}, releases = [first]): PickerState =>
  releases.reduce((state, next) => toggleRelease(state, next, { ...MODES, ...modes }), INITIAL_PICKER_STATE);

describe('the release-and-track picker steps', () => {
  it.each([
    ['exclude mode goes to step 3', { excludeMode: true }, 'exclude'],
    ['exclude mode wins over disabled tracks', { excludeMode: true, tracksDisabled: true }, 'exclude'],
    ['disabled tracks go to the preview', { tracksDisabled: true }, 'preview'],
    ['otherwise step 2', {}, 'tracks'],
  ] as const)('from step 1: %s', (_rule, modes, step) => {
    expect(finishStep(chosen(modes), { ...MODES, ...modes }).step).toBe(step);
  });

  it('does not leave a step without a choice', () => {
    expect(canFinishStep(INITIAL_PICKER_STATE, MODES)).toBe(false);
    expect(finishStep(INITIAL_PICKER_STATE, MODES)).toBe(INITIAL_PICKER_STATE);
    const tracks = finishStep(chosen(), MODES);
    expect(finishStep(tracks, MODES).step).toBe('tracks');
    expect(finishStep(toggleTrack(tracks, track(11), MODES), MODES).step).toBe('preview');
  });

  it('finishes step 3 to the preview while one track is kept', () => {
    const modes = { ...MODES, excludeMode: true };
    let state = finishStep(chosen(modes), modes);
    state = toggleExcluded(toggleExcluded(state, track(11), modes), track(12), modes);
    expect(finishStep(state, modes).step).toBe('preview');
    state = toggleExcluded(state, track(13), modes);
    expect(canFinishStep(state, modes)).toBe(false);
  });

  it('keeps one id in single modes and toggles lists in multiple modes', () => {
    expect(chosen({}, [first, second]).releases).toEqual([second]);
    expect(chosen({}, [first, first]).releases).toEqual([first]);
    const multiple = { ...MODES, releaseMode: 'multiple', trackMode: 'multiple' } as const;
    expect(chosen(multiple, [first, second]).releases).toEqual([first, second]);
    expect(chosen(multiple, [first, second, first]).releases).toEqual([second]);
    let state = finishStep(chosen(multiple, [first, second]), multiple);
    for (const id of [11, 21, 11, 13]) state = toggleTrack(state, track(id), multiple);
    expect(state.trackIds).toEqual([21, 13]);
    const single = finishStep(chosen(), MODES);
    expect(toggleTrack(toggleTrack(single, track(11), MODES), track(13), MODES).trackIds).toEqual([13]);
  });

  it('refuses locked releases and tracks when asked', () => {
    const locking = { ...MODES, disableRegisteredReleases: true, disableSplitTracks: true };
    expect(chosen(locking, [registered]).releases).toEqual([]);
    expect(chosen(MODES, [registered]).releases).toEqual([registered]);
    const tracks = finishStep(chosen(locking), locking);
    expect(toggleTrack(tracks, track(12, true), locking).trackIds).toEqual([]);
  });

  it('answers the spec output: release, track, tracks, trackCount, selectedTracks', () => {
    const excluding = { ...MODES, excludeMode: true, disableSplitTracks: true };
    const kept = finishStep(toggleExcluded(finishStep(chosen(excluding), excluding), track(11), excluding), excluding);
    expect(pickerOutput(kept, excluding)).toMatchObject({ release: 1, track: [13], trackCount: 1 });
    const whole = { ...MODES, releaseMode: 'multiple', tracksDisabled: true } as const;
    const output = pickerOutput(finishStep(chosen(whole, [first, second]), whole), whole);
    expect(output).toMatchObject({ release: [1, 2], track: null, trackCount: 4 });
    expect(output.tracks.map((choice) => [choice.releaseId, choice.id])).toEqual([
      [1, 11],
      [1, 12],
      [1, 13],
      [2, 21],
    ]);
  });
});
