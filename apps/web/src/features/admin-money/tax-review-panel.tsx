import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TAX_FORM_LABELS, type TaxSubmissionRow } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { taxDocumentUrl, useReceiveTaxFormMutation, useTaxSubmissionsQuery } from './tax-review-api.js';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** Tax information payees sent: the operator reads the form, marks it received and sets the withholding. */
export function TaxReviewPanel() {
  const submissions = useTaxSubmissionsQuery();
  return (
    <Stack spacing={1} component="section" aria-labelledby="tax-review">
      <Typography id="tax-review" component="h3" sx={{ fontWeight: 600 }}>
        Tax forms to review
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What payees sent about their taxes. Read the signed form, then mark it received with the withholding rate you
        decide; their payouts withhold it from then on.
      </Typography>
      {submissions.isPending && <ListSkeleton rows={1} square={false} label="Loading tax forms to review" />}
      <ErrorAlert error={submissions.error} />
      {submissions.data?.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nothing waits for review.
        </Typography>
      )}
      {submissions.data && submissions.data.data.length > 0 && (
        <List dense disablePadding aria-label="Tax forms to review">
          {submissions.data.data.map((row) => (
            <SubmissionRow key={row.userId} row={row} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function SubmissionRow({ row }: { row: TaxSubmissionRow }) {
  const receive = useReceiveTaxFormMutation();
  const toasts = useToasts();
  const [rate, setRate] = useState(row.taxForm === 'none' ? '30' : '0');
  const [error, setError] = useState<string | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const save = async () => {
    setError(null);
    setRest([]);
    try {
      await receive.mutateAsync({ userId: row.userId, withholdingRate: rate });
      toasts.push({ message: `Tax form of ${row.email} marked received`, type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.fieldErrors.withholdingRate)
        setError(failure.fieldErrors.withholdingRate[0]);
      else setRest(errorMessages(failure));
    }
  };
  const rateLabel = `Withholding (%) for ${row.email}`;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {TAX_FORM_LABELS[row.taxForm]} · resident in {row.residencyCountry} · sent{' '}
        {dateFormat.format(new Date(row.submittedAt))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
        {row.documentName ? (
          <Button
            size="small"
            href={taxDocumentUrl(row.userId)}
            target="_blank"
            rel="noopener"
            aria-label={`Open the signed form of ${row.email}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            Open form ({row.documentName})
          </Button>
        ) : (
          <Typography variant="body2">No document: no form needed</Typography>
        )}
        <TextField
          size="small"
          label="Withholding (%)"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6, 'aria-label': rateLabel } }}
          sx={{ width: { sm: 150 } }}
        />
        <Button variant="outlined" onClick={() => void save()} loading={receive.isPending}>
          Mark received
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
    </ListItem>
  );
}
