import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type MyTaxInformation, TAX_FORM_LABELS } from '@liner/domain';
import { countryName } from '../../../lib/country-options.js';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** Where the payee's tax information stands, and the withholding the operator set. */
export function TaxStatus({ info }: { info: MyTaxInformation }) {
  const { profile, submission } = info;
  const withholding = (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      Tax withheld from your payouts: <strong>{profile.withholdingRate} %</strong> (set by our team when it reviews your
      form).
    </Typography>
  );
  if (!submission)
    return (
      <Alert severity="warning" role="status">
        You have not sent tax information yet. Send your residency and signed tax form so that payouts can be made at
        the right rate.
        {withholding}
      </Alert>
    );
  const sent = `${TAX_FORM_LABELS[submission.taxForm]}, resident in ${countryName(submission.residencyCountry)}`;
  const file = submission.documentName ? ` · ${submission.documentName}` : '';
  if (submission.status === 'submitted')
    return (
      <Alert severity="info" role="status">
        <strong>Submitted, under review.</strong> {sent}
        {file}, sent {dateFormat.format(new Date(submission.submittedAt))}.{withholding}
      </Alert>
    );
  return (
    <Alert severity="success" role="status">
      <strong>Received.</strong> {sent}
      {file}, reviewed {dateFormat.format(new Date(submission.reviewedAt ?? submission.submittedAt))}.{withholding}
    </Alert>
  );
}
