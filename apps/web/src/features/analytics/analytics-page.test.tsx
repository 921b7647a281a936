import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_ANALYTICS_STATUS } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import AnalyticsPage from './analytics-page.js';
import { analyticsHandlers, metaAnswer, releaseSearchAnswer, seriesAnswer } from './analytics-test-support.js';

// The chart library draws SVG from measured sizes that jsdom does not have: the charts are named
// figures here; what they show is asserted through the panels' figures and tables.
vi.mock('../../ui/charts/lazy-charts.js', () => {
  const figure = ({ label }: { label: string }) => <figure aria-label={label} />;
  return { TimeSeriesChart: figure, BarChart: figure, DonutChart: figure, WorldMap: figure };
});

const PATH = '/user-portal/analytics/:page';
const at = (page: string, search = '') => ({ path: PATH, at: `/user-portal/analytics/${page}${search}` });
const BASE = '/api/portal/analytics';

describe('AnalyticsPage', () => {
  it('opens Spotify on streams; the toggle switches to discovery and writes it in the address', async () => {
    const api = fakeApi(analyticsHandlers());
    const { router } = renderAt(<AnalyticsPage />, at('spotify'));
    const streams = await screen.findByRole('button', { name: 'Streams' });
    expect(streams).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Discovery' })).toHaveAttribute('aria-pressed', 'false');
    const main = await screen.findByRole('region', { name: 'Streams' });
    expect(await within(main).findByTestId('series-total')).toHaveTextContent('16,186');
    expect(api.sent(`GET ${BASE}/spotify`)[0]?.query).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Discovery' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?metric=discovery'), WAIT);
    expect(await screen.findByRole('region', { name: 'Discovery' })).toBeInTheDocument();
    await vi.waitFor(
      () =>
        expect(api.sent(`GET ${BASE}/spotify`).map((request) => request.query)).toContainEqual({ metric: 'discovery' }),
      WAIT,
    );
  });

  it.each([
    ['apple', 'Streams', 'Shazams'],
    ['tiktok', 'Creations', 'Views'],
    ['snap', 'Creations', 'Views'],
    ['youtube-shorts', 'Views', 'Creations'],
  ])('%s opens with %s pressed', async (slug, pressed, other) => {
    fakeApi(analyticsHandlers());
    renderAt(<AnalyticsPage />, at(slug));
    expect(await screen.findByRole('button', { name: pressed })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: other })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends the filters of a shared address, and a picked country goes into the address and the calls', async () => {
    const api = fakeApi(analyticsHandlers());
    const { router } = renderAt(
      <AnalyticsPage />,
      at('deezer', '?start_date=2026-05-01&end_date=2026-05-31&country=DE&release_id=1'),
    );
    await vi.waitFor(
      () =>
        expect(api.sent(`GET ${BASE}/deezer/devices`)[0]?.query).toEqual({
          start_date: '2026-05-01',
          end_date: '2026-05-31',
          country: 'DE',
          release_id: '1',
        }),
      WAIT,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');

    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Brazil');
    await userEvent.click(await screen.findByRole('option', { name: 'Brazil' }));
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('country')).toBe('BR'), WAIT);
    await vi.waitFor(
      () => expect(api.sent(`GET ${BASE}/deezer/age`).map((request) => request.query.country)).toContain('BR'),
      WAIT,
    );
    expect(new URLSearchParams(router.state.location.search).get('start_date')).toBe('2026-05-01');
  });

  it('a release or one of its tracks picked by search narrows the page', async () => {
    const api = fakeApi({
      ...analyticsHandlers(),
      [`GET ${BASE}/releases/paper`]: () => releaseSearchAnswer(),
    });
    const { router } = renderAt(<AnalyticsPage />, at('amazon'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Release or track' }), 'paper');
    await userEvent.click(await screen.findByRole('option', { name: 'Low Orbit · QZABC2600002' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?release_id=1&track_id=2'), WAIT);
    await vi.waitFor(
      () =>
        expect(api.sent(`GET ${BASE}/amazon`).map((request) => request.query)).toContainEqual({
          release_id: '1',
          track_id: '2',
        }),
      WAIT,
    );
  });

  it("names the release and track of a shared address, looked up by the release's id", async () => {
    fakeApi(analyticsHandlers());
    renderAt(<AnalyticsPage />, at('amazon', '?release_id=1&track_id=2'));
    const picker = screen.getByRole('combobox', { name: 'Release or track' });
    await vi.waitFor(() => expect(picker).toHaveValue('Low Orbit of Paper Satellites'), WAIT);
  });

  it('a dataset that fails shows its error with "Try again"; the others still show', async () => {
    let devicesCalls = 0;
    fakeApi(
      analyticsHandlers({
        [`GET ${BASE}/boomplay/device`]: () => {
          devicesCalls += 1;
          // A refusal is not retried by itself (a 5xx would be, twice, before it shows).
          return devicesCalls === 1 ? answer(404, { message: 'The release was not found' }) : seriesFreeDevices();
        },
      }),
    );
    renderAt(<AnalyticsPage />, at('boomplay'));
    const devices = await screen.findByRole('region', { name: 'Devices' });
    expect(await within(devices).findByRole('alert')).toHaveTextContent(
      'Devices could not be loaded. The release was not found',
    );
    expect(await within(await screen.findByRole('region', { name: 'Gender' })).findByRole('table')).toBeInTheDocument();
    await userEvent.click(within(devices).getByRole('button', { name: 'Try again' }));
    expect(await within(devices).findByRole('table')).toBeInTheDocument();
    expect(within(devices).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty dataset says so and offers no export', async () => {
    const empty = { ...seriesAnswer('pandora', 'streams'), total: '0.00', previousTotal: '0.00', change: null };
    empty.series = empty.series.map((point) => ({ ...point, value: 0 }));
    empty.previous = empty.previous.map((point) => ({ ...point, value: 0 }));
    fakeApi(analyticsHandlers({ [`GET ${BASE}/pandora`]: () => empty }));
    renderAt(<AnalyticsPage />, at('pandora'));
    const streams = await screen.findByRole('region', { name: 'Streams' });
    expect(await within(streams).findByText('No streams in this period.')).toBeInTheDocument();
    expect(within(streams).getByRole('button', { name: 'Export Streams as CSV' })).toBeDisabled();
  });

  it('a request answered 777 (superseded) is a silent no-op: no error, the dataset keeps loading', async () => {
    fakeApi(
      analyticsHandlers({
        [`GET ${BASE}/flo/play-type`]: () =>
          answer(DUPLICATE_ANALYTICS_STATUS, { message: 'Duplicate Requests Analytics' }),
      }),
    );
    renderAt(<AnalyticsPage />, at('flo'));
    const playType = await screen.findByRole('region', { name: 'Play type' });
    expect(
      await within(await screen.findByRole('region', { name: 'Service tier' })).findByRole('table'),
    ).toBeInTheDocument();
    expect(within(playType).getByLabelText('Loading Play type')).toBeInTheDocument();
    expect(within(playType).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports what a dataset shows as CSV', async () => {
    fakeApi(analyticsHandlers());
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          files.push(blob);
          return 'blob:analytics';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<AnalyticsPage />, at('spotify'));
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    await within(subscription).findByRole('table');
    fireEvent.click(within(subscription).getByRole('button', { name: 'Export Subscription as CSV' }));
    await vi.waitFor(() => expect(files).toHaveLength(1), WAIT);
    expect(await textOf(files[0])).toBe('product,value,percent\r\nPremium,4000,63.89\r\nFree,2261,36.11');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'liner-analytics-spotify-additional-2026-05-04-to-2026-05-31.csv',
    );
  });

  it('the overview opens Spotify, or the first platform with data when Spotify has none', async () => {
    fakeApi(analyticsHandlers({ [`GET ${BASE}/meta`]: () => metaAnswer(['deezer', 'apple']) }));
    const { router } = renderAt(<AnalyticsPage />, at('overview', '?country=FR'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal/analytics/apple'), WAIT);
    expect(router.state.location.search).toBe('?country=FR');
  });

  it('the switcher marks platforms without data and keeps the filters but not the metric', async () => {
    fakeApi(analyticsHandlers());
    renderAt(<AnalyticsPage />, at('spotify', '?country=FR&metric=discovery'));
    const tabs = await screen.findByRole('tablist', { name: 'Platforms' });
    expect(await within(tabs).findByRole('tab', { name: 'Deezer no data' })).toHaveAttribute(
      'href',
      '/user-portal/analytics/deezer?country=FR',
    );
    expect(within(tabs).getByRole('tab', { name: 'TikTok' })).toBeInTheDocument();
  });

  it('a panel far below the fold shows its titled frame and asks for its data only when it comes near', async () => {
    const watched = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          watched.set(element, this.callback);
        }
        disconnect() {}
      },
    );
    const api = fakeApi(analyticsHandlers());
    renderAt(<AnalyticsPage />, at('canva'));
    const farFrame = await screen.findByRole('region', { name: 'Content type' });
    expect(within(farFrame).queryByRole('button', { name: 'Export Content type as CSV' })).not.toBeInTheDocument();
    expect(api.sent(`GET ${BASE}/canva/content-type`)).toHaveLength(0);
    const frame = farFrame.parentElement;
    const seen = frame && watched.get(frame);
    if (!frame || !seen) throw new Error('the panel is not watched');
    act(() =>
      seen(
        [{ isIntersecting: true, target: frame } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    const contentType = await screen.findByRole('region', { name: 'Content type' });
    expect(await within(contentType).findByRole('table')).toBeInTheDocument();
    expect(api.sent(`GET ${BASE}/canva/content-type`)).toHaveLength(1);
  });

  it('a generic platform shows its series and the breakdowns its info lists', async () => {
    const api = fakeApi(analyticsHandlers());
    renderAt(<AnalyticsPage />, at('resso'));
    expect(await screen.findByRole('region', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Age' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service tier' })).not.toBeInTheDocument();
    await vi.waitFor(
      () =>
        expect(
          api
            .sent(`GET ${BASE}/platform/additional`)
            .map((request) => request.query.dimension)
            .sort(),
        ).toEqual(['age', 'device', 'gender']),
      WAIT,
    );
    expect(api.sent(`GET ${BASE}/platform`)[0]?.query).toEqual({ platform: 'resso' });
  });
});

/** jsdom's Blob has no text(): read it as a browser without it would. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function seriesFreeDevices() {
  return {
    platform: 'boomplay',
    metric: 'streams',
    dimension: 'device',
    range: { start_date: '2026-05-04', end_date: '2026-05-31' },
    total: '10.00',
    data: [{ key: 'mobile', label: 'mobile', value: 10, percent: '100.00' }],
  };
}
