import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StatementRequest } from '@liner/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { ErrorAlert } from '../../ui/error-alert.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';
import { FormDateInput } from '../../ui/form-date-input.js';
import { downloadReport, useReportStatusQuery, useRequestStatementMutation } from './api.js';

/** Last calendar month, the one most people want a statement for. */
function previousMonth(): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** Monthly statement as PDF: choose the month, generate (a background job), then download. */
export function MonthlyStatementCard() {
  const [reportId, setReportId] = useState<number | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<StatementRequest>({
    resolver: zodResolver(StatementRequest),
    defaultValues: { month: previousMonth() },
  });
  const month = form.watch('month');
  const [downloading, setDownloading] = useState(false);
  const generate = useRequestStatementMutation();
  const status = useReportStatusQuery(reportId);
  const state = status.data?.status;

  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const queued = await generate.mutateAsync(values.month);
      setReportId(queued.reportId);
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['month']));
    }
  });

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
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormDateInput
          control={form.control}
          name="month"
          label="Month"
          type="month"
          max={new Date().toISOString().slice(0, 7)}
          onValueChange={() => setReportId(null)}
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
