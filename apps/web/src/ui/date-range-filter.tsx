import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SalesRangeQuery } from '@liner/domain';
import { DateInput } from './date-input.js';

/** Start and end dates (native date inputs: keyboard-friendly, no date-picker bundle). */
export function DateRangeFilter({
  range,
  onApply,
  clearLabel = 'All time',
}: {
  range: SalesRangeQuery;
  onApply(range: SalesRangeQuery): void;
  /** What the range is without dates ("All time" for sales; analytics falls back to its latest days). */
  clearLabel?: string;
}) {
  const [start, setStart] = useState(range.start_date ?? '');
  const [end, setEnd] = useState(range.end_date ?? '');
  const reversed = !!start && !!end && start > end;
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label="Date range"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onApply({ start_date: start || undefined, end_date: end || undefined });
      }}
    >
      <DateInput
        label="Start date"
        size="small"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        sx={{ minWidth: 170 }}
        max={end || undefined}
      />
      <DateInput
        label="End date"
        size="small"
        value={end}
        onChange={(event) => setEnd(event.target.value)}
        sx={{ minWidth: 170 }}
        min={start || undefined}
        error={reversed}
        helperText={reversed ? 'The end date is before the start date' : undefined}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={reversed}>
          Apply
        </Button>
        {(range.start_date || range.end_date) && (
          <Button
            onClick={() => {
              setStart('');
              setEnd('');
              onApply({});
            }}
          >
            {clearLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
