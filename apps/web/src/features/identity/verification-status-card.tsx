import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { IDENTITY_DOCUMENT_LABELS, type IdentityCheck } from '@liner/domain';
import { countryName } from '../../lib/country-options.js';
import { formatMoment } from '../../lib/format.js';

type Severity = 'success' | 'info' | 'warning' | 'error';

function documentText(check: IdentityCheck): string {
  const type = check.documentType ? IDENTITY_DOCUMENT_LABELS[check.documentType] : 'Document';
  return check.documentCountry ? `${type} from ${countryName(check.documentCountry)}` : type;
}

/** The state of the latest check in words: what happened, and what (if anything) is left to do. */
export function VerificationStatusCard({ check, action }: { check: IdentityCheck | null; action?: ReactNode }) {
  const [severity, title, body]: [Severity, string, ReactNode] = (() => {
    if (!check)
      return ['info', 'Not started', 'Show an identity document and a selfie to confirm who you are.'] as const;
    switch (check.status) {
      case 'requested':
        return ['info', 'Started', `${documentText(check)}: the photos are still to be sent.`] as const;
      case 'submitted':
        return [
          'info',
          'Under review',
          `${documentText(check)} sent ${check.submittedAt ? formatMoment(check.submittedAt) : ''}. An operator checks it; you are told when it is decided.`,
        ] as const;
      case 'processing':
        return [
          'info',
          'Being checked',
          'Stripe is checking your document and selfie. This usually takes a few minutes.',
        ] as const;
      case 'approved':
        return ['success', 'Verified', `${documentText(check)} accepted. Nothing more to do.`] as const;
      case 'bypassed':
        return ['success', 'Not needed', 'Identity verification is no longer needed for your account.'] as const;
      case 'rejected':
        return [
          'error',
          'Not accepted',
          <>
            Reason: {check.rejectedReason ?? 'No reason was given.'}
            <br />
            Payouts stay blocked until a new verification is accepted.
          </>,
        ] as const;
    }
  })();
  return (
    <Alert severity={severity} action={action} role="status" aria-label="Verification status">
      <AlertTitle>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
