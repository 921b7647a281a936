import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRIORITY_MESSAGES, priorityAgreementTerms, SIGNATURE_MESSAGES } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useAcceptPriorityMutation } from './api.js';
import { SignatureField } from './signature-field.js';

/** The server's words for a refusal, else (a failure, no answer) the fallback. */
function contractFailure(error: unknown): string {
  return error instanceof HttpError && error.status < 500 && error.message ? error.message : PRIORITY_MESSAGES.failed;
}

/** Step 3: the terms, a signature, "Submit contract" once something is drawn. */
export function ContractStep({
  signerName,
  onBack,
  onSigned,
}: {
  signerName: string;
  onBack(): void;
  onSigned(contractUrl: string): void;
}) {
  const [signature, setSignature] = useState<string | null>(null);
  const accept = useAcceptPriorityMutation();
  const submit = async () => {
    if (!signature) return;
    try {
      const signed = await accept.mutateAsync(signature);
      onSigned(signed.contractUrl);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 2, maxHeight: 260, overflowY: 'auto' }}
          tabIndex={0}
          aria-label="Agreement terms"
        >
          <Typography variant="subtitle2" gutterBottom>
            Priority account agreement between Liner and {signerName}
          </Typography>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {priorityAgreementTerms(new Date()).map((term) => (
              <Typography component="li" variant="body2" key={term} sx={{ mb: 1 }}>
                {term}
              </Typography>
            ))}
          </ol>
        </Paper>
        <SignatureField onChange={setSignature} />
        {!signature && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SIGNATURE_MESSAGES.required}
          </Typography>
        )}
        {accept.isError && <ErrorAlert messages={[contractFailure(accept.error)]} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={accept.isPending}>
          Back
        </Button>
        <Button variant="contained" disabled={!signature} loading={accept.isPending} onClick={submit}>
          Submit contract
        </Button>
      </DialogActions>
    </>
  );
}
