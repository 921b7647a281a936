import { useState } from 'react';
import type { z } from 'zod';
import {
  AnalyticsBreakdownResponse,
  AnalyticsSeriesResponse,
  AnalyticsSnapshotResponse,
  AnalyticsTrackPage,
  StreamThresholdPage,
} from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { useAnalyticsQuery } from './api.js';
import { breakdownCsv, seriesCsv, snapshotCsv, thresholdCsv, tracksCsv } from './csv.js';
import { DatasetPanel } from './dataset-panel.js';
import { filterQuery, type AnalyticsFilters } from './filters.js';
import { BreakdownView, isBreakdownEmpty } from './breakdown-view.js';
import { SeriesView, isSeriesEmpty } from './series-view.js';
import { SnapshotView, isSnapshotEmpty } from './snapshot-view.js';
import type { Panel } from './sections.js';
import { TerritoriesView } from './territories-view.js';
import { ThresholdView } from './threshold-view.js';
import { TracksView } from './tracks-view.js';

/** The tables' page size: a top 10. */
const PER_PAGE = 10;

interface PanelProps {
  panel: Panel;
  filters: AnalyticsFilters;
}

/** The skeleton's height while a panel's first answer is on its way, about what it then draws. */
export function panelLoadingHeight(panel: Panel): number {
  switch (panel.kind) {
    case 'series':
      return 300;
    case 'snapshot':
      return 96;
    case 'territories':
      return 280;
    case 'breakdown':
    case 'weekdays':
      return 220;
    case 'tracks':
    case 'threshold':
      return 200;
  }
}

const rangeText = (range: { start_date: string; end_date: string }) =>
  `${formatDay(range.start_date)} – ${formatDay(range.end_date)}`;

function usePanelQuery<T>({ panel, filters }: PanelProps, schema: z.ZodType<T>, page?: number) {
  const taken = panel.filters;
  const sent = taken
    ? Object.fromEntries(Object.entries(filterQuery(filters)).filter(([key]) => taken.some((name) => name === key)))
    : filterQuery(filters);
  return useAnalyticsQuery(panel.path, panel.type, schema, {
    ...sent,
    ...panel.query,
    ...(page ? { page, per_page: PER_PAGE } : {}),
  });
}

/** One panel of a platform page: its call with the page's filters, drawn by its kind. */
export function PanelView(props: PanelProps) {
  switch (props.panel.kind) {
    case 'series':
      return <SeriesPanel {...props} />;
    case 'snapshot':
      return <SnapshotPanel {...props} />;
    case 'tracks':
      return <TracksPanel {...props} />;
    case 'threshold':
      return <ThresholdPanel {...props} />;
    case 'territories':
      return <BreakdownPanel {...props} territories />;
    case 'breakdown':
    case 'weekdays':
      return <BreakdownPanel {...props} />;
  }
}

function SeriesPanel(props: PanelProps) {
  const { panel } = props;
  const query = usePanelQuery(props, AnalyticsSeriesResponse);
  return (
    <DatasetPanel
      id={panel.id}
      title={panel.title}
      query={query}
      loadingHeight={panelLoadingHeight(panel)}
      isEmpty={isSeriesEmpty}
      emptyMessage={`No ${panel.title.toLowerCase()} in this period.`}
      subtitle={(data) => rangeText(data.range)}
      range={(data) => data.range}
      csv={seriesCsv}
    >
      {(data) => <SeriesView data={data} />}
    </DatasetPanel>
  );
}

function SnapshotPanel(props: PanelProps) {
  const { panel } = props;
  const query = usePanelQuery(props, AnalyticsSnapshotResponse);
  return (
    <DatasetPanel
      id={panel.id}
      title={panel.title}
      query={query}
      loadingHeight={panelLoadingHeight(panel)}
      isEmpty={isSnapshotEmpty}
      subtitle={(data) => `${rangeText(data.range)}, changes against the same number of days before`}
      range={(data) => data.range}
      csv={snapshotCsv}
    >
      {(data) => <SnapshotView data={data} />}
    </DatasetPanel>
  );
}

function TracksPanel(props: PanelProps) {
  const { panel } = props;
  const [page, setPage] = useState(1);
  const query = usePanelQuery(props, AnalyticsTrackPage, page);
  return (
    <DatasetPanel
      id={panel.id}
      title={panel.title}
      query={query}
      loadingHeight={panelLoadingHeight(panel)}
      isEmpty={(data) => data.data.length === 0}
      subtitle={(data) => rangeText(data.range)}
      range={(data) => data.range}
      csv={tracksCsv}
    >
      {(data) => <TracksView data={data} metric={panel.metric} onPageChange={setPage} />}
    </DatasetPanel>
  );
}

function ThresholdPanel(props: PanelProps) {
  const { panel } = props;
  const [page, setPage] = useState(1);
  const query = usePanelQuery(props, StreamThresholdPage, page);
  return (
    <DatasetPanel
      id={panel.id}
      title={panel.title}
      query={query}
      loadingHeight={panelLoadingHeight(panel)}
      isEmpty={(data) => data.data.length === 0}
      emptyMessage="Every track is over the yearly minimum of streams."
      subtitle={(data) =>
        `${data.belowCount} ${data.belowCount === 1 ? 'track' : 'tracks'} under the line, 12 months to ${formatDay(data.range.end_date)}`
      }
      range={(data) => data.range}
      csv={thresholdCsv}
    >
      {(data) => <ThresholdView data={data} onPageChange={setPage} />}
    </DatasetPanel>
  );
}

function BreakdownPanel({ territories = false, ...props }: PanelProps & { territories?: boolean }) {
  const { panel } = props;
  const query = usePanelQuery(props, AnalyticsBreakdownResponse);
  return (
    <DatasetPanel
      id={panel.id}
      title={panel.title}
      query={query}
      loadingHeight={panelLoadingHeight(panel)}
      isEmpty={isBreakdownEmpty}
      subtitle={(data) => rangeText(data.range)}
      range={(data) => data.range}
      csv={breakdownCsv}
    >
      {(data) => (territories ? <TerritoriesView data={data} /> : <BreakdownView data={data} title={panel.title} />)}
    </DatasetPanel>
  );
}
