import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { BarChartProps } from './bar-chart.js';
import type { DonutChartProps } from './donut-chart.js';
import type { TimeSeriesChartProps } from './time-series-chart.js';
import type { WorldMapProps } from './world-map.js';

/**
 * The charts, each loaded on first use: the chart library (and the world's outlines for the
 * map) stays out of every page that draws none, and a page with charts shows its figures while
 * they load. The placeholder has the chart's height so nothing moves when it arrives.
 */
const LazyTimeSeries = lazy(() => import('./time-series-chart.js'));
const LazyBars = lazy(() => import('./bar-chart.js'));
const LazyDonut = lazy(() => import('./donut-chart.js'));
const LazyWorldMap = lazy(() => import('./world-map.js'));

/** What a screen reader hears for the chart (and what a test finds it by). */
interface Labelled {
  label: string;
}

function ChartBox({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    // The library's SVG names no figure: the box does.
    <Box role="figure" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={height} role="progressbar" aria-label={`Loading the chart: ${label}`} />
        }
      >
        {children}
      </Suspense>
    </Box>
  );
}

export function TimeSeriesChart({ label, ...props }: TimeSeriesChartProps & Labelled) {
  return (
    <ChartBox label={label} height={props.height ?? 260}>
      <LazyTimeSeries {...props} />
    </ChartBox>
  );
}

export function BarChart({ label, ...props }: BarChartProps & Labelled) {
  return (
    <ChartBox label={label} height={props.height ?? 240}>
      <LazyBars {...props} />
    </ChartBox>
  );
}

export function DonutChart({ label, ...props }: DonutChartProps & Labelled) {
  return (
    <ChartBox label={label} height={props.height ?? 220}>
      <LazyDonut {...props} />
    </ChartBox>
  );
}

/**
 * The map's code and outlines load when it is drawn: its panel mounts only once it comes near the
 * screen, so a second watch here would only miss a map whose panel was passed by a quick scroll.
 */
export function WorldMap(props: WorldMapProps) {
  return (
    <ChartBox label={props.label} height={240}>
      <LazyWorldMap {...props} />
    </ChartBox>
  );
}
