import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AnalyticsMetric, AnalyticsPlatform } from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { isDuplicateAnalyticsRequest } from './analytics-client.js';
import { useDimensionInfo } from './api.js';
import { searchFor, type AnalyticsFilters } from './filters.js';
import { useNearViewport } from '../../ui/charts/use-near-viewport.js';
import { DatasetPanelPlaceholder } from './dataset-panel.js';
import { PanelView, panelLoadingHeight } from './panel-view.js';
import { genericPlatformPanels, platformPanels, type Panel } from './sections.js';

/** A platform's panels: from the catalog, or for a generic platform from the dimensions it has data for. */
export function PlatformBody({
  platform,
  metric,
  filters,
}: {
  platform: AnalyticsPlatform;
  metric: AnalyticsMetric;
  filters: AnalyticsFilters;
}) {
  if (platform.generic) return <GenericPlatformBody platform={platform} filters={filters} />;
  return <PanelGrid panels={platformPanels(platform, metric)} filters={filters} />;
}

function GenericPlatformBody({ platform, filters }: { platform: AnalyticsPlatform; filters: AnalyticsFilters }) {
  const info = useDimensionInfo(platform.slug);
  const failed = info.isError && !isDuplicateAnalyticsRequest(info.error);
  const dimensions = info.data?.dimensions.filter((row) => row.hasData).map((row) => row.dimension) ?? [];
  return (
    <>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void info.refetch()}>
              Try again
            </Button>
          }
        >
          {`The breakdowns of ${platform.name} could not be listed. ${errorMessages(info.error).join(' ')}`}
        </Alert>
      )}
      <PanelGrid panels={genericPlatformPanels(platform, dimensions)} filters={filters} />
      {!info.data && !failed && (
        <Skeleton variant="rounded" height={220} role="progressbar" aria-label="Loading the breakdowns" />
      )}
    </>
  );
}

/** Wide panels take a row; the others pair up from the medium breakpoint on. */
function PanelGrid({ panels, filters }: { panels: readonly Panel[]; filters: AnalyticsFilters }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {panels.map((panel) => (
        <DeferredPanel
          // A paged table starts again at its first page when the filters change.
          key={panel.kind === 'tracks' || panel.kind === 'threshold' ? `${panel.id}?${searchFor(filters)}` : panel.id}
          panel={panel}
          filters={filters}
        />
      ))}
    </Box>
  );
}

/**
 * A panel drawn, and its call made, once it comes near the screen: until then its titled frame
 * of its loading height, so a long page first renders only what is seen.
 */
function DeferredPanel({ panel, filters }: { panel: Panel; filters: AnalyticsFilters }) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ gridColumn: panel.wide ? { md: '1 / -1' } : undefined, minWidth: 0 }}>
      {isNear ? (
        <PanelView panel={panel} filters={filters} />
      ) : (
        <DatasetPanelPlaceholder title={panel.title} loadingHeight={panelLoadingHeight(panel)} />
      )}
    </Box>
  );
}
