import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClosePeriodRequest } from '@liner/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { formatMoment } from '../../lib/format.js';
import { useAccountingPeriodsQuery, useClosePeriodMutation } from './api.js';

type Values = z.input<typeof ClosePeriodRequest>;

/** Closed accounting periods and the form that closes one (after a confirmation: it cannot be undone). */
export function AccountingPeriods() {
  const periods = useAccountingPeriodsQuery();
  const closePeriod = useClosePeriodMutation();
  const toasts = useToasts();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values, unknown, z.output<typeof ClosePeriodRequest>>({
    resolver: zodResolver(ClosePeriodRequest),
    defaultValues: { period: '' },
  });
  const submit = form.handleSubmit(({ period }) => setConfirming(period));
  const confirm = async () => {
    if (!confirming) return;
    setRest([]);
    try {
      await closePeriod.mutateAsync(confirming);
      toasts.push({ message: `Period ${confirming} closed`, type: 'success' });
      form.reset({ period: '' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['period']));
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="periods-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="periods-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Accounting periods
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A statement is booked in the period the store reports. Close a month once its statements are issued: a report
        that arrives later for it is booked in the next open month. A closed month stays closed.
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          control={form.control}
          name="period"
          label="Period to close"
          placeholder="yyyy-mm"
          helperText="e.g. 2026-10"
          inputProps={{ inputMode: 'numeric', maxLength: 7 }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }}>
          Close period
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
      {periods.isPending && <Skeleton variant="text" width={240} aria-label="Loading the periods" />}
      {periods.isError && <ErrorAlert error={periods.error} />}
      {periods.data && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2">
            Statements for this month are booked in <strong>{periods.data.openPeriod}</strong>.
          </Typography>
          {periods.data.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No period is closed yet.
            </Typography>
          ) : (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Closed periods">
              {periods.data.data.map((row) => (
                <Chip
                  key={row.period}
                  size="small"
                  label={`${row.period} closed`}
                  title={`Closed ${formatMoment(row.closedAt)}${row.closedBy ? ` by ${row.closedBy}` : ''}`}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Close ${confirming}?`}
          confirmLabel="Close period"
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        >
          Nothing more will be booked in {confirming}: a report for it that arrives later is booked in the next open
          month, and a reversal is booked when it happens. A closed period cannot be reopened.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
