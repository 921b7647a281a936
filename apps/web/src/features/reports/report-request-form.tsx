import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFormat } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { DateInput } from '../../ui/date-input.js';
import { splitFieldErrors } from '../../ui/field-errors.js';
import { REPORT_CHOICES, useRequestReportMutation, type ReportChoice } from './api.js';

/** Order a report: kind, date range, CSV or XLSX. It is generated in the background. */
export function ReportRequestForm() {
  const toasts = useToasts();
  const request = useRequestReportMutation();
  const [path, setPath] = useState<ReportChoice>('sales');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const needsRange = path === 'sales';

  const submit = async () => {
    setErrors({});
    setRest([]);
    const local: Record<string, string[]> = {};
    if (needsRange && !start) local.start_date = ['Choose the start date'];
    if (needsRange && !end) local.end_date = ['Choose the end date'];
    if (start && end && start > end) local.end_date = ['The end date must not be before the start date'];
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    try {
      await request.mutateAsync({ path, start_date: start || undefined, end_date: end || undefined, format });
      toasts.push({ message: 'Report requested. It appears below when it is ready.', type: 'success' });
    } catch (error) {
      const split = splitFieldErrors(error, ['start_date', 'end_date', 'format']);
      setErrors(split.fields);
      setRest(split.rest);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="report-request-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' }}
    >
      <Typography id="report-request-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Request a report
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormControl fullWidth>
          <InputLabel variant="standard" htmlFor="report-kind">
            Report
          </InputLabel>
          <NativeSelect
            inputProps={{ id: 'report-kind', name: 'report' }}
            value={path}
            onChange={(event) => setPath(event.target.value as ReportChoice)}
          >
            {REPORT_CHOICES.map((choice) => (
              <option key={choice.path} value={choice.path}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <DateInput
            label="Start date"
            fullWidth
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={!!errors.start_date}
            helperText={errors.start_date?.join('\n') ?? (needsRange ? 'Required' : 'Optional')}
          />
          <DateInput
            label="End date"
            fullWidth
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={!!errors.end_date}
            helperText={errors.end_date?.join('\n') ?? (needsRange ? 'Required' : 'Optional')}
          />
        </Stack>
        <FormControl>
          <FormLabel id="report-format-label">Format</FormLabel>
          <RadioGroup
            row
            aria-labelledby="report-format-label"
            value={format}
            onChange={(event) => setFormat(event.target.value as ReportFormat)}
          >
            <FormControlLabel value="csv" control={<Radio />} label="CSV" />
            <FormControlLabel value="xlsx" control={<Radio />} label="XLSX (Excel)" />
          </RadioGroup>
        </FormControl>
        <ErrorAlert messages={rest} />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={request.isPending}>
          Request report
        </Button>
      </Stack>
    </Paper>
  );
}
