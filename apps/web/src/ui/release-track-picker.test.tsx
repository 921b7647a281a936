import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PickerReleasePage } from '@liner/domain';
import { fakePickerApi, pickerRelease, pickerTrack } from '../testing/picker-fixtures.js';
import { TestProviders } from '../testing/render.js';
import { ReleaseTrackPicker, type ReleaseTrackPickerProps } from './release-track-picker.js';

const intro = pickerTrack('Intro');
const neon = pickerTrack('Neon', { hasSplit: true });
const outro = pickerTrack('Outro', { isrc: null });
const drive = pickerRelease('Midnight Drive', [intro, neon, outro]);
const single = pickerRelease('Lone Single', [pickerTrack('Lone Song')]);
const reviewed = pickerRelease('Charted Record', [pickerTrack('Chart Song')], { nielsenStatus: '1' });
const accepted = pickerRelease('Accepted Record', [pickerTrack('Accepted Song')], { nielsenStatus: '2' });
const CATALOG = [drive, single, reviewed, accepted];

function renderPicker(props: Partial<ReleaseTrackPickerProps> = {}) {
  const api = fakePickerApi(CATALOG);
  const onChange = vi.fn();
  const onRestart = vi.fn();
  render(
    <TestProviders>
      <ReleaseTrackPicker onChange={onChange} onRestart={onRestart} {...props} />
    </TestProviders>,
  );
  return { api, onChange, onRestart };
}

const releaseOption = (name: string) => screen.findByRole('radio', { name: new RegExp(name) });
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
const select = () => screen.getByRole('button', { name: /^Select/ });

describe('ReleaseTrackPicker, step 1', () => {
  it('shows skeleton rows while the releases load, then the releases', async () => {
    let answer: (page: PickerReleasePage) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = (page) =>
              resolve(new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }));
          }),
      ),
    );
    render(
      <TestProviders>
        <ReleaseTrackPicker onChange={() => undefined} />
      </TestProviders>,
    );
    expect(await screen.findByRole('status', { name: 'Loading releases' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    answer({ data: [drive], current_page: 1, last_page: 1, total: 1, per_page: 6 });
    expect(await releaseOption('Midnight Drive')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading releases' })).not.toBeInTheDocument();
  });

  it('keeps a single release in single mode and leaves Select disabled until one is chosen', async () => {
    renderPicker();
    expect(heading('Choose a release')).toBeInTheDocument();
    const first = await releaseOption('Midnight Drive');
    expect(select()).toBeDisabled();
    await userEvent.click(first);
    expect(first).toBeChecked();
    expect(select()).toBeEnabled();
    await userEvent.click(await releaseOption('Lone Single'));
    expect(await releaseOption('Lone Single')).toBeChecked();
    expect(first).not.toBeChecked();
  });

  it('toggles releases in and out of a list by clicking in multiple mode', async () => {
    renderPicker({ releaseMode: 'multiple', tracksDisabled: true });
    const first = await screen.findByRole('checkbox', { name: /Midnight Drive/ });
    const second = screen.getByRole('checkbox', { name: /Lone Single/ });
    await userEvent.click(first);
    await userEvent.click(second);
    expect(screen.getByRole('button', { name: 'Select 2' })).toBeEnabled();
    await userEvent.click(first);
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();
    expect(screen.getByRole('button', { name: 'Select 1' })).toBeEnabled();
    await userEvent.click(second);
    expect(select()).toBeDisabled();
  });

  it('shows the chart registration chips, and locks those releases when asked', async () => {
    renderPicker({ disableRegisteredReleases: true });
    const underReview = await releaseOption('Charted Record');
    expect(underReview).toBeDisabled();
    expect(underReview.closest('label')).toHaveTextContent('Under Review');
    expect(await releaseOption('Accepted Record')).toBeDisabled();
    expect((await releaseOption('Accepted Record')).closest('label')).toHaveTextContent('Accepted');
    expect(await releaseOption('Midnight Drive')).toBeEnabled();
  });

  it('lets a registered release be chosen when the page does not lock them', async () => {
    renderPicker();
    const underReview = await releaseOption('Charted Record');
    expect(underReview).toBeEnabled();
    await userEvent.click(underReview);
    expect(underReview).toBeChecked();
  });

  it('is reachable by keyboard: Tab to the releases, arrows move the choice, Enter on Select', async () => {
    renderPicker();
    await releaseOption('Midnight Drive');
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: 'Search releases' })).toHaveFocus();
    await userEvent.tab();
    expect(await releaseOption('Midnight Drive')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await releaseOption('Midnight Drive')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(await releaseOption('Lone Single')).toBeChecked();
    select().focus();
    await userEvent.keyboard('{Enter}');
    expect(heading('Choose a track')).toHaveFocus();
  });
});

describe('ReleaseTrackPicker, transitions', () => {
  it('goes from step 1 to step 2, then to the preview with the chosen track, and emits the result', async () => {
    const { onChange } = renderPicker();
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(heading('Choose a track')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(select()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Intro/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Outro/ }));
    expect(screen.getByRole('radio', { name: /Intro/ })).not.toBeChecked();
    await userEvent.click(select());
    expect(heading('Preview')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      release: drive.id,
      track: outro.id,
      tracks: drive.tracks.map((track) => ({ ...track, releaseId: drive.id })),
      selectedTracks: [{ ...outro, releaseId: drive.id }],
      trackCount: 1,
      releases: [drive],
    });
    expect(within(screen.getByRole('list', { name: 'Chosen releases' })).getByRole('listitem')).toHaveTextContent(
      'Midnight Drive0602445566778Outro',
    );
  });

  it('goes from step 1 to step 3 in exclude mode: every track starts in, unticked ones are left out', async () => {
    const { onChange } = renderPicker({ excludeMode: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(heading('Exclude tracks')).toBeInTheDocument();
    const tracks = within(screen.getByRole('group', { name: 'Tracks included' })).getAllByRole('checkbox');
    expect(tracks.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Neon/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(heading('Preview')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        release: drive.id,
        track: [intro.id, outro.id],
        selectedTracks: [
          { ...intro, releaseId: drive.id },
          { ...outro, releaseId: drive.id },
        ],
        trackCount: 2,
      }),
    );
  });

  it('cannot finish the exclude step with every track left out', async () => {
    renderPicker({ excludeMode: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    for (const name of [/Intro/, /Neon/, /Outro/]) await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
  });

  it('goes from step 1 straight to the preview when tracks are disabled, with every track covered', async () => {
    const { onChange } = renderPicker({ tracksDisabled: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(heading('Preview')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ release: drive.id, track: null, trackCount: 3, releases: [drive] }),
    );
  });

  it('prefers exclude mode over disabled tracks', async () => {
    renderPicker({ excludeMode: true, tracksDisabled: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(heading('Exclude tracks')).toBeInTheDocument();
  });

  it('toggles tracks of several releases in multiple modes and emits lists', async () => {
    const { onChange } = renderPicker({ releaseMode: 'multiple', trackMode: 'multiple' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Midnight Drive/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Lone Single/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select 2' }));
    expect(heading('Choose tracks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Intro/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Lone Song/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Outro/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Intro/ }));
    await userEvent.click(select());
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        release: [drive.id, single.id],
        track: [outro.id, single.tracks[0].id],
        trackCount: 2,
      }),
    );
  });

  it('disables the tracks with an active split and says why, when asked', async () => {
    renderPicker({ disableSplitTracks: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    const split = screen.getByRole('radio', { name: /Neon/ });
    expect(split).toBeDisabled();
    expect(split.closest('label')).toHaveTextContent('Split already active');
    expect(screen.getByRole('radio', { name: /Intro/ })).toBeEnabled();
    expect(screen.getAllByText('Split already active')).toHaveLength(1);
  });

  it('leaves tracks with a split choosable, without a chip, when the page does not disable them', async () => {
    renderPicker();
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(screen.getByRole('radio', { name: /Neon/ })).toBeEnabled();
    expect(screen.queryByText('Split already active')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Outro/ }).closest('label')).toHaveTextContent('ISRC not set');
  });

  it('scrolls to the top and focuses the new step on each step change', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    renderPicker();
    await releaseOption('Midnight Drive');
    expect(scroll).not.toHaveBeenCalled();
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(heading('Choose a track')).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Intro/ }));
    await userEvent.click(select());
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(heading('Preview')).toHaveFocus();
  });
});

describe('ReleaseTrackPicker, restart', () => {
  it('from the preview: back to step 1 with nothing chosen, the output cleared and the page told', async () => {
    const { onChange, onRestart } = renderPicker();
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('radio', { name: /Intro/ }));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(heading('Choose a release')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(await releaseOption('Midnight Drive')).not.toBeChecked();
    expect(select()).toBeDisabled();
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(screen.getByRole('radio', { name: /Intro/ })).not.toBeChecked();
  });

  it('from the track step, and from the exclude step, clearing what was taken out', async () => {
    const { onChange, onRestart } = renderPicker({ excludeMode: true });
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('checkbox', { name: /Neon/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onRestart).toHaveBeenCalledTimes(1);
    await userEvent.click(await releaseOption('Midnight Drive'));
    await userEvent.click(select());
    expect(screen.getByRole('checkbox', { name: /Neon/ })).toBeChecked();
  });
});
