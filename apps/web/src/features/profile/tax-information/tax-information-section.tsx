import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isForbidden } from '../../../lib/http.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { SectionCard } from '../../../ui/section-card.js';
import { useTaxInformationQuery } from './api.js';
import { TaxInformationForm } from './tax-information-form.js';
import { TaxStatus } from './tax-status.js';

/** Residency, the tax form the payee filled and its signed document, sent for the operator's review. */
export function TaxInformationSection() {
  const info = useTaxInformationQuery();
  return (
    <SectionCard
      id="tax-information"
      title="Tax information"
      description="Where you are resident for tax and your signed tax form. Our team reviews it and sets the tax withheld from your payouts."
    >
      {info.isPending && <Skeleton variant="rounded" height={72} aria-label="Loading tax information" />}
      {isForbidden(info.error) ? (
        <Typography color="text.secondary">Only the account owner can see and send its tax information.</Typography>
      ) : (
        <ErrorAlert error={info.error} />
      )}
      {info.data && (
        <Stack spacing={2}>
          <TaxStatus info={info.data} />
          <TaxInformationForm key={info.data.submission?.submittedAt ?? 'none'} last={info.data.submission} />
        </Stack>
      )}
    </SectionCard>
  );
}
