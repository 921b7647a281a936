import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../testing/fake-api.js';
import { fakePickerApi, pickerRelease, pickerTrack } from '../testing/picker-fixtures.js';
import { TestProviders } from '../testing/render.js';
import { SimpleReleasePicker, type SimplePickerChoice } from './simple-release-picker.js';

const PICKER = 'GET /api/portal/releases/picker';

/** 50 releases: 9 pages of 6. */
const MANY = Array.from({ length: 50 }, (_, index) =>
  pickerRelease(index === 20 ? 'Midnight Drive' : `Album ${String(index + 1).padStart(2, '0')}`),
);

function renderPicker(
  props: Partial<Parameters<typeof SimpleReleasePicker>[0]> = {},
  onSelect = vi.fn<(choice: SimplePickerChoice) => void>(),
) {
  render(
    <TestProviders>
      <SimpleReleasePicker onSelect={onSelect} {...props} />
    </TestProviders>,
  );
  return onSelect;
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Release pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('SimpleReleasePicker', () => {
  it('asks for 6 releases a page and shows 6 page buttons around the current page', async () => {
    const api = fakePickerApi(MANY);
    renderPicker();
    await screen.findByRole('radio', { name: /Album 01/ });
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(api.sent(PICKER)[0].query).toEqual({ page: '1', per_page: '6' });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByRole('radio', { name: /Album 25/ })).toBeInTheDocument();
    expect(api.sent(PICKER).at(-1)?.query.page).toBe('5');
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7', '8']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('radio', { name: /Album 50/ })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('hides the pager when everything fits on one page', async () => {
    fakePickerApi(MANY.slice(0, 6));
    renderPicker();
    await screen.findByRole('radio', { name: /Album 06/ });
    expect(screen.queryByRole('navigation', { name: 'Release pages' })).not.toBeInTheDocument();
  });

  it('searches from page 1 whatever page was shown, and hides the pager while searching', async () => {
    const api = fakePickerApi(MANY);
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await screen.findByRole('radio', { name: /Album 13/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search releases' }), 'album 1');
    await vi.waitFor(
      () => expect(api.sent(PICKER).at(-1)?.query).toMatchObject({ search: 'album 1', page: '1' }),
      WAIT,
    );
    expect(await screen.findByRole('radio', { name: /Album 10/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Release pages' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search releases' }));
    expect(await screen.findByRole('navigation', { name: 'Release pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('waits 350 ms after the last keystroke before searching', async () => {
    const api = fakePickerApi(MANY);
    renderPicker();
    await screen.findByRole('radio', { name: /Album 01/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const searchbox = screen.getByRole('searchbox', { name: 'Search releases' });
    fireEvent.change(searchbox, { target: { value: 'mid' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(searchbox, { target: { value: 'midn' } });
    act(() => vi.advanceTimersByTime(349));
    expect(api.sent(PICKER).filter((request) => request.query.search)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.sent(PICKER).filter((request) => request.query.search)).toHaveLength(1), WAIT);
    expect(api.sent(PICKER).at(-1)?.query.search).toBe('midn');
    expect(await screen.findByRole('radio', { name: /Midnight Drive/ })).toBeInTheDocument();
  });

  it("says 'No available releases' when there is none", async () => {
    fakePickerApi([]);
    renderPicker();
    expect(await screen.findByText('No available releases')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('shows why a page could not load', async () => {
    fakeApi({ [PICKER]: () => answer(422, { message: 'Search with at most 200 characters', errors: {} }) });
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search with at most 200 characters');
  });

  it('keeps Select disabled until a release is chosen, then hands the release over', async () => {
    fakePickerApi(MANY.slice(0, 3));
    const onSelect = renderPicker();
    expect(await screen.findByRole('button', { name: 'Select' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('radio', { name: /Album 02/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith({ release: MANY[1], track: null });
  });

  it('cannot choose a release with a chart registration, and shows its chip', async () => {
    const reviewed = pickerRelease('Under Way', undefined, { nielsenStatus: '1' });
    const accepted = pickerRelease('Done Deal', undefined, { nielsenStatus: '2' });
    fakePickerApi([reviewed, accepted, MANY[0]]);
    renderPicker();
    const first = await screen.findByRole('radio', { name: /Under Way/ });
    expect(first).toBeDisabled();
    expect(first.closest('label')).toHaveTextContent('Under Review');
    const second = screen.getByRole('radio', { name: /Done Deal/ });
    expect(second).toBeDisabled();
    expect(second.closest('label')).toHaveTextContent('Accepted');
    await userEvent.click(first.closest('label') as HTMLElement);
    expect(first).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Album 01/ })).toBeEnabled();
  });

  it('chooses a track under its release; tracks with a split are disabled with their chip', async () => {
    const free = pickerTrack('Free Song');
    const taken = pickerTrack('Taken Song', { hasSplit: true });
    const release = pickerRelease('Two Songs', [free, taken]);
    const registered = pickerRelease('Registered', [pickerTrack('Locked Song')], { nielsenStatus: '2' });
    fakePickerApi([release, registered]);
    const onSelect = renderPicker({ pick: 'track', disableSplitTracks: true });
    const takenOption = await screen.findByRole('radio', { name: /Taken Song/ });
    expect(takenOption).toBeDisabled();
    expect(takenOption.closest('label')).toHaveTextContent('Split already active');
    expect(screen.getByRole('radio', { name: /Locked Song/ })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Two Songs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Free Song/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith({ release, track: free });
  });
});
