import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { StatementDetail } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { useResumeImportMutation } from './rates-api.js';

/** "GBP for 2024-01, EUR for 2024-02" */
export function missingRatesText(missing: StatementDetail['waitingFor']): string {
  return missing.map((m) => `${m.currency} for ${m.month}`).join(', ');
}

/**
 * A statement whose import lacks a rate: what it waits for, a link to the rate table (the import
 * goes on by itself once every rate is there) and a one-click resume after a rate was added.
 */
export function WaitingForRate({ statement }: { statement: StatementDetail }) {
  const resume = useResumeImportMutation();
  const toasts = useToasts();
  const first = statement.waitingFor[0];
  const ratesPath = `${pathTo('admin.exchange-rates')}${first ? `?currency=${first.currency}&month=${first.month}` : ''}`;
  const run = () =>
    resume.mutate(statement.id, {
      onSuccess: (detail) =>
        toasts.push(
          detail.status === 'waiting-rate'
            ? { message: `Still waiting for ${missingRatesText(detail.waitingFor)}`, type: 'warning' }
            : { message: 'Import resumed', type: 'success' },
        ),
    });
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Alert severity="warning" role="status">
        <AlertTitle>Waiting for an exchange rate</AlertTitle>
        This statement has lines in another currency with no rate in the file, none typed at upload and none in the
        monthly rate table: {missingRatesText(statement.waitingFor)}. Nothing is booked until a rate is known; add it
        and the import goes on from the stored file.
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={ratesPath} variant="contained" color="warning" size="small">
            Add the rates
          </Button>
          <Button variant="outlined" color="inherit" size="small" onClick={run} disabled={resume.isPending}>
            Resume import
          </Button>
        </Stack>
      </Alert>
      {resume.isError && <ErrorAlert error={resume.error} />}
    </Stack>
  );
}
