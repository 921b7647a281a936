import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
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
import { ReportDownloadRequest, type ReportFormat, SalesReportRequest } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { FormDateInput } from '../../ui/form-date-input.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { REPORT_CHOICES, useRequestReportMutation, type ReportChoice } from './api.js';

type Values = z.input<typeof ReportDownloadRequest>;

/** Order a report: kind, date range, CSV or XLSX. It is generated in the background. */
export function ReportRequestForm() {
  const toasts = useToasts();
  const request = useRequestReportMutation();
  const [path, setPath] = useState<ReportChoice>('sales');
  const [rest, setRest] = useState<string[]>([]);
  const needsRange = path === 'sales';
  const form = useForm<Values, unknown, ReportDownloadRequest>({
    // The sales family is checked with the contract that needs the range, as its route does;
    // the values are the same shape, only the sales contract insists on the two dates.
    resolver: zodResolver(needsRange ? SalesReportRequest : ReportDownloadRequest),
    defaultValues: { format: 'csv' },
  });

  const submit = form.handleSubmit(async (body) => {
    setRest([]);
    try {
      await request.mutateAsync({ path, ...body });
      toasts.push({ message: 'Report requested. It appears below when it is ready.', type: 'success' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['start_date', 'end_date', 'format']));
    }
  });

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
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormControl fullWidth>
          <InputLabel variant="standard" htmlFor="report-kind">
            Report
          </InputLabel>
          <NativeSelect
            inputProps={{ id: 'report-kind', name: 'report' }}
            value={path}
            onChange={(event) => {
              setPath(event.target.value as ReportChoice);
              // A message about a missing date no longer holds once the family changes.
              form.clearErrors();
            }}
          >
            {REPORT_CHOICES.map((choice) => (
              <option key={choice.path} value={choice.path}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormDateInput
            control={form.control}
            name="start_date"
            label="Start date"
            fullWidth
            optional
            helperText={needsRange ? 'Required' : 'Optional'}
          />
          <FormDateInput
            control={form.control}
            name="end_date"
            label="End date"
            fullWidth
            optional
            helperText={needsRange ? 'Required' : 'Optional'}
          />
        </Stack>
        <FormControl>
          <FormLabel id="report-format-label">Format</FormLabel>
          <Controller
            control={form.control}
            name="format"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby="report-format-label"
                name={field.name}
                value={field.value ?? 'csv'}
                onChange={(event) => field.onChange(event.target.value as ReportFormat)}
              >
                <FormControlLabel value="csv" control={<Radio />} label="CSV" />
                <FormControlLabel value="xlsx" control={<Radio />} label="XLSX (Excel)" />
              </RadioGroup>
            )}
          />
        </FormControl>
        <ErrorAlert messages={rest} />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={request.isPending}>
          Request report
        </Button>
      </Stack>
    </Paper>
  );
}
