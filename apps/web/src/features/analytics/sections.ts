import type {
  AnalyticsDataset,
  AnalyticsDatasetKind,
  AnalyticsDimension,
  AnalyticsMetric,
  AnalyticsPlatform,
} from '@liner/domain';
import type { AnalyticsQuery } from './analytics-client.js';

/** What a panel shows: a dataset kind of the catalog, or Spotify's 1,000-streams tracker. */
export type PanelKind = AnalyticsDatasetKind | 'threshold';

/** One block of a platform page: the call it makes and how it is drawn. */
export interface Panel {
  /** Unique on the page; also names its CSV file. */
  id: string;
  /** After api/portal/analytics/. */
  path: string;
  /** With the path, what the transport deduplicates by. */
  type: string;
  kind: PanelKind;
  title: string;
  metric: AnalyticsMetric;
  dimension?: AnalyticsDimension;
  /** Sent besides the filters (the generic platform, its dimension, the toggle's metric). */
  query: AnalyticsQuery;
  /** The filters the call takes, when not all of them (the tracker counts 12 months up to an end day). */
  filters?: readonly ('start_date' | 'end_date' | 'release_id' | 'track_id' | 'country')[];
  /** Full width, or half of a row from the medium breakpoint on. */
  wide: boolean;
}

export const METRIC_LABELS: Record<AnalyticsMetric, string> = {
  streams: 'Streams',
  listeners: 'Listeners',
  saves: 'Saves',
  'playlist-adds': 'Playlist adds',
  discovery: 'Discovery',
  shazams: 'Shazams',
  creations: 'Creations',
  views: 'Views',
  uses: 'Uses',
  matches: 'Matches',
  'artificial-streams': 'Artificial streams',
};

export const DIMENSION_TITLES: Record<AnalyticsDimension, string> = {
  device: 'Devices',
  age: 'Age',
  gender: 'Gender',
  source: 'Sources',
  playlist: 'Playlists',
  product: 'Subscription',
  'play-type': 'Play type',
  'content-type': 'Content type',
  'creation-type': 'Creation type',
  channel: 'Channels',
  container: 'Containers',
  category: 'Categories',
  'service-type': 'Service tier',
  'user-type': 'User type',
  hour: 'Hour of the day',
};

/** Titles the kind and metric do not say well enough. */
const TITLES: Record<string, string> = {
  'spotify/snapshot': 'At a glance',
  'spotify/metrics': 'All metrics',
  'usage-discovery/top-songs': 'Top songs',
  'usage-discovery/track-matches': 'Matches by territory',
  'anghami/service-plan': 'Service plan',
  'canva/subscription-plan': 'Subscription plan',
};

const ORDER: Record<PanelKind, number> = {
  snapshot: 0,
  series: 1,
  threshold: 2,
  tracks: 3,
  territories: 4,
  weekdays: 5,
  breakdown: 6,
};

function titleOf(dataset: AnalyticsDataset): string {
  const fixed = TITLES[dataset.path];
  if (fixed) return fixed;
  switch (dataset.kind) {
    case 'series':
      return METRIC_LABELS[dataset.metric];
    case 'snapshot':
      return 'At a glance';
    case 'tracks':
      return 'Top tracks';
    case 'territories':
      return 'Territories';
    case 'weekdays':
      return 'Day of the week';
    case 'breakdown':
      return dataset.dimension ? DIMENSION_TITLES[dataset.dimension] : METRIC_LABELS[dataset.metric];
  }
}

const isWide = (kind: PanelKind) => kind !== 'breakdown' && kind !== 'weekdays';

/**
 * The panels of a catalog platform's page, in reading order: its figures at a glance, the main
 * series (switched by the header toggle), Spotify's 1,000-streams tracker, top tracks (the
 * shared top-tracks call when the platform has no tracks dataset of its own), territories, the
 * other series, then the histograms and breakdowns side by side. A second series of the metric
 * the toggle already shows is left out.
 */
export function platformPanels(platform: AnalyticsPlatform, metric: AnalyticsMetric): Panel[] {
  const mainSeries = platform.datasets.find((dataset) => dataset.kind === 'series');
  const panels: Panel[] = [];
  for (const dataset of platform.datasets) {
    const isMain = dataset === mainSeries;
    if (!isMain && dataset.kind === 'series' && dataset.metric === metric) continue;
    panels.push({
      id: dataset.path.replace(/\//g, '-'),
      path: dataset.path,
      type: dataset.kind,
      kind: dataset.kind,
      title: isMain ? METRIC_LABELS[metric] : titleOf(dataset),
      metric: isMain ? metric : dataset.metric,
      dimension: dataset.dimension,
      query: isMain && metric !== dataset.metric ? { metric } : {},
      wide: isWide(dataset.kind),
    });
  }
  if (!platform.datasets.some((dataset) => dataset.kind === 'tracks'))
    panels.push(topTracksPanel(platform.slug, metric, metric !== platform.toggle.metrics[0]));
  if (platform.slug === 'spotify')
    panels.push({
      id: 'spotify-threshold',
      path: 'spotify/threshold',
      type: 'threshold',
      kind: 'threshold',
      title: 'Tracks under 1,000 streams a year',
      metric: 'streams',
      query: { below_only: 'true' },
      filters: ['end_date', 'release_id', 'track_id'],
      wide: true,
    });
  return sortPanels(panels);
}

/** The shared top-tracks call reads the page's metric unless told the toggled one. */
function topTracksPanel(slug: string, metric: AnalyticsMetric, isToggled = false): Panel {
  return {
    id: `${slug}-top-tracks`,
    path: 'top-tracks',
    type: 'tracks',
    kind: 'tracks',
    title: 'Top tracks',
    metric,
    query: isToggled ? { platform: slug, metric } : { platform: slug },
    wide: true,
  };
}

/**
 * A generic platform's page (resso, kkbox…): its series and top tracks through the calls shared
 * by all of them, and one breakdown per dimension that has data (platform/additional/info).
 */
export function genericPlatformPanels(platform: AnalyticsPlatform, dimensions: readonly AnalyticsDimension[]): Panel[] {
  const metric = platform.toggle.metrics[0];
  return sortPanels([
    {
      id: `${platform.slug}-series`,
      path: 'platform',
      type: 'series',
      kind: 'series',
      title: METRIC_LABELS[metric],
      metric,
      query: { platform: platform.slug },
      wide: true,
    },
    topTracksPanel(platform.slug, metric),
    ...(platform.slug === 'pinterest'
      ? [
          {
            id: 'pinterest-total',
            path: 'platform/total-streams',
            type: 'snapshot',
            kind: 'snapshot',
            title: 'Total streams',
            metric,
            query: { platform: platform.slug },
            wide: true,
          } satisfies Panel,
        ]
      : []),
    ...dimensions.map(
      (dimension): Panel => ({
        id: `${platform.slug}-${dimension}`,
        path: 'platform/additional',
        type: dimension,
        kind: 'breakdown',
        title: DIMENSION_TITLES[dimension],
        metric,
        dimension,
        query: { platform: platform.slug, dimension },
        wide: false,
      }),
    ),
  ]);
}

function sortPanels(panels: Panel[]): Panel[] {
  // Stable: within a kind, the catalog's order stays.
  return panels
    .map((panel, index) => ({ panel, index }))
    .sort((a, b) => ORDER[a.panel.kind] - ORDER[b.panel.kind] || a.index - b.index)
    .map(({ panel }) => panel);
}
