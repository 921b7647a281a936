import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AnalyticsBreakdownResponse } from '@liner/domain';
import { countryName } from '../../lib/country-options.js';
import { WorldMap } from '../../ui/charts/lazy-charts.js';
import { countText } from './figures.js';
import { METRIC_LABELS } from './sections.js';
import { ShareTable } from './share-table.js';

const SHORT_LIST = 10;
/** The rollups keep reports without a country as ZZ. */
const UNKNOWN_COUNTRY = 'ZZ';

/** A metric per country: the world map and the table of countries by count. */
export function TerritoriesView({ data }: { data: AnalyticsBreakdownResponse }) {
  const [showAll, setShowAll] = useState(false);
  const metric = METRIC_LABELS[data.metric];
  const rows = showAll ? data.data : data.data.slice(0, SHORT_LIST);
  const nameOf = (code: string, label: string) =>
    code === UNKNOWN_COUNTRY ? 'Unknown' : countryName(code) || label || code;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack sx={{ flex: 3, minWidth: 0 }}>
        <WorldMap
          label={`${metric} per country on a world map: ${data.data
            .slice(0, SHORT_LIST)
            .map((row) => `${nameOf(row.key, row.label)} ${row.percent}%`)
            .join(', ')}`}
          values={Object.fromEntries(data.data.map((row) => [row.key, row.value]))}
          formatValue={countText}
        />
      </Stack>
      <Stack sx={{ flex: 2, minWidth: 0 }} spacing={1}>
        <ShareTable
          rows={rows.map((row) => ({ ...row, label: nameOf(row.key, row.label) }))}
          caption={`Territories: ${metric.toLowerCase()} and share`}
          nameHeading="Country"
          valueHeading={metric}
        />
        {data.data.length > SHORT_LIST && (
          <Button size="small" onClick={() => setShowAll(!showAll)} sx={{ alignSelf: 'flex-start' }}>
            {showAll ? `Show the top ${SHORT_LIST}` : `Show all ${data.data.length} countries`}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
