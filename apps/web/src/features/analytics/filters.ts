import { AnalyticsFilterQuery, type AnalyticsMetric, type AnalyticsPlatform } from '@liner/domain';

/** The filters a view is shared by: all in the address's query, none required. */
export interface AnalyticsFilters {
  start_date?: string;
  end_date?: string;
  release_id?: number;
  track_id?: number;
  country?: string;
}

const FILTER_FIELDS = ['start_date', 'end_date', 'release_id', 'track_id', 'country'] as const;

/**
 * The filters in the address, each checked on its own with the API's contract: a malformed one
 * is dropped (the rest still apply) rather than sent for a 422. A track only counts with its release.
 */
export function filtersFromSearch(search: URLSearchParams): AnalyticsFilters {
  const filters: AnalyticsFilters = {};
  const shape = AnalyticsFilterQuery.shape;
  for (const field of FILTER_FIELDS) {
    const raw = search.get(field);
    if (raw === null || raw === '') continue;
    const parsed = shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [field]: parsed.data });
  }
  if (filters.start_date && filters.end_date && filters.start_date > filters.end_date) {
    delete filters.start_date;
    delete filters.end_date;
  }
  if (!filters.release_id) delete filters.track_id;
  return filters;
}

/** The header toggle's metric: the one in the address when the platform has it, else its default (the first). */
export function metricFromSearch(
  search: URLSearchParams,
  platform: Pick<AnalyticsPlatform, 'toggle'>,
): AnalyticsMetric {
  const wanted = search.get('metric');
  const metrics = platform.toggle.metrics;
  return metrics.find((metric) => metric === wanted) ?? metrics[0];
}

/**
 * The address's query for a view: the filters and, unless it is the platform's default, the
 * toggle's metric. Empty values are left out so a shared link stays short.
 */
export function searchFor(
  filters: AnalyticsFilters,
  metric?: AnalyticsMetric,
  platform?: Pick<AnalyticsPlatform, 'toggle'>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value !== undefined && value !== '') search.set(field, String(value));
  }
  if (metric && platform && metric !== platform.toggle.metrics[0]) search.set('metric', metric);
  return search;
}

/** The query string the API is sent: the filters without empty values. */
export function filterQuery(filters: AnalyticsFilters): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}
