import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { DateInput } from '../../ui/date-input.js';
import { splitFieldErrors } from '../../ui/field-errors.js';
import { downloadReport, useReportStatusQuery, useRequestStatementMutation } from './api.js';

/** Last calendar month, the one most people want a statement for. */
function previousMonth(): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** Monthly statement as PDF: choose the month, generate (a background job), then download. */
export function MonthlyStatementCard() {
  const [month, setMonth] = useState(previousMonth());
  const [reportId, setReportId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const generate = useRequestStatementMutation();
  const status = useReportStatusQuery(reportId);
  const state = status.data?.status;

  const submit = async () => {
    setErrors({});
    setRest([]);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      setErrors({ month: ['Choose a month'] });
      return;
    }
    try {
      const queued = await generate.mutateAsync(month);
      setReportId(queued.reportId);
    } catch (error) {
      const split = splitFieldErrors(error, ['month']);
      setErrors(split.fields);
      setRest(split.rest);
    }
  };

  const download = async () => {
    if (reportId === null) return;
    setDownloading(true);
    try {
      await downloadReport({ id: reportId, fileName: `statement-${month}.pdf` });
    } catch (error) {
      setRest(errorMessages(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <PictureAsPdf color="primary" aria-hidden />
        <Typography id="statement-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Monthly statement
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Opening balance, earnings by store, splits in and out, payouts and closing balance for one month, as a PDF.
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
        <DateInput
          label="Month"
          type="month"
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setReportId(null);
          }}
          max={new Date().toISOString().slice(0, 7)}
          error={!!errors.month}
          helperText={errors.month?.join('\n')}
          sx={{ maxWidth: 240 }}
        />
        <ErrorAlert messages={rest} />
        <ErrorAlert error={status.error ?? undefined} />
        {reportId !== null && (state === 'queued' || state === 'generating' || !state) && (
          <Stack spacing={0.5} role="status" aria-live="polite">
            <LinearProgress
              variant={status.data?.progress ? 'determinate' : 'indeterminate'}
              value={status.data?.progress}
              aria-label="Statement progress"
            />
            <Typography variant="caption">Generating the statement ...</Typography>
          </Stack>
        )}
        {state === 'failed' && (
          <Alert severity="error">{status.data?.error ?? 'The statement could not be generated.'}</Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant={state === 'ready' ? 'outlined' : 'contained'} loading={generate.isPending}>
            Generate statement
          </Button>
          {state === 'ready' && (
            <Button variant="contained" onClick={() => void download()} loading={downloading}>
              Download statement
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
