import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { analyticsPlatform, type AnalyticsMetaResponse, type AnalyticsPlatform } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { PageHeading } from '../../ui/page-heading.js';
import { useAnalyticsMeta } from './api.js';
import { CountryPicker } from './country-picker.js';
import { filtersFromSearch, metricFromSearch, searchFor, type AnalyticsFilters } from './filters.js';
import { PlatformBody } from './platform-body.js';
import { PlatformSwitcher } from './platform-switcher.js';
import { ReleasePicker } from './release-picker.js';
import { METRIC_LABELS } from './sections.js';

const DEFAULT_PLATFORM = 'spotify';

/** Where analytics opens: Spotify when it has data, else the first platform that has some. */
export function defaultPlatform(meta: AnalyticsMetaResponse | undefined): string {
  const withData = meta?.platforms.filter((row) => row.hasData) ?? [];
  if (withData.length === 0 || withData.some((row) => row.slug === DEFAULT_PLATFORM)) return DEFAULT_PLATFORM;
  return withData.find((row) => analyticsPlatform(row.slug))?.slug ?? DEFAULT_PLATFORM;
}

/** /user-portal/analytics/:page — one platform's analytics; any other page opens the default platform. */
export default function AnalyticsPage() {
  const { page = '' } = useParams();
  const platform = analyticsPlatform(page);
  return platform ? <PlatformPage key={platform.slug} platform={platform} /> : <OpenDefaultPlatform />;
}

/** The sidebar's "overview" (or an unknown platform): waits for meta, then goes to a platform with data. */
function OpenDefaultPlatform() {
  const meta = useAnalyticsMeta();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isSettled = meta.isSuccess || (meta.isError && !meta.isFetching);
  useEffect(() => {
    if (!isSettled) return;
    const query = search.toString();
    void navigate(`${pathTo('portal.analytics', { page: defaultPlatform(meta.data) })}${query ? `?${query}` : ''}`, {
      replace: true,
    });
  }, [isSettled, meta.data, navigate, search]);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <PageHeading title="Analytics" />
      <Skeleton variant="rounded" height={48} role="progressbar" aria-label="Loading the platforms" />
    </Stack>
  );
}

function PlatformPage({ platform }: { platform: AnalyticsPlatform }) {
  const [search, setSearch] = useSearchParams();
  const meta = useAnalyticsMeta();
  const filters = filtersFromSearch(search);
  const metric = metricFromSearch(search, platform);
  const dataDays = meta.data?.platforms.find((row) => row.slug === platform.slug);
  const apply = (next: AnalyticsFilters, nextMetric = metric) => setSearch(searchFor(next, nextMetric, platform));
  // The heading paints first; the switcher, filters and panels follow in a render the browser may
  // interrupt, so opening the page is not one long task that keeps the screen from answering.
  const isBodyDrawn = useDeferredValue(true, false);
  return (
    <Stack spacing={2.5} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <PageHeading title={`${platform.name} analytics`}>
        {platform.toggle.metrics.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={metric}
            aria-label="Metric"
            onChange={(_event, next: typeof metric | null) => {
              if (next) apply(filters, next);
            }}
          >
            {platform.toggle.metrics.map((option) => (
              // The unselected buttons' own grey is too faint on the page's background.
              <ToggleButton key={option} value={option} sx={{ px: 2, color: 'text.secondary' }}>
                {METRIC_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </PageHeading>
      {isBodyDrawn && (
        <>
          <PlatformSwitcher
            current={platform.slug}
            meta={meta.data?.platforms}
            search={searchFor(filters).toString()}
          />
          <Stack
            direction={{ xs: 'column', lg: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { lg: 'flex-start' }, flexWrap: 'wrap' }}
            aria-label="Filters"
            role="group"
          >
            <DateRangeFilter
              key={`${filters.start_date}-${filters.end_date}`}
              range={{ start_date: filters.start_date, end_date: filters.end_date }}
              clearLabel="Latest 28 days"
              onApply={(range) => apply({ ...filters, start_date: range.start_date, end_date: range.end_date })}
            />
            <ReleasePicker
              releaseId={filters.release_id}
              trackId={filters.track_id}
              onChange={(choice) => apply({ ...filters, release_id: choice.release_id, track_id: choice.track_id })}
            />
            <CountryPicker country={filters.country} onChange={(country) => apply({ ...filters, country })} />
          </Stack>
          {dataDays ? (
            <Typography variant="body2" color="text.secondary">
              {dataDays.hasData
                ? `Data from ${formatDay(dataDays.firstDay)} to ${formatDay(dataDays.lastDay)}. Without dates, the latest 28 days are shown.`
                : `No ${platform.name} data yet: it appears once a trend report or a statement for ${platform.name} is imported.`}
            </Typography>
          ) : (
            // The line's room is kept while the platforms load, so the panels below do not move down.
            <Typography variant="body2" aria-hidden>
              {'\u00a0'}
            </Typography>
          )}
          <PlatformBody platform={platform} metric={metric} filters={filters} />
        </>
      )}
    </Stack>
  );
}
