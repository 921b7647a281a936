import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADVANCE_MESSAGES } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useAcceptAdvanceMutation, useAdvanceOfferQuery } from './api.js';

/**
 * The royalty advance an operator offered. As the product has it, Close accepts the advance and
 * reloads the page; without an offer to show it only says no estimate could be made.
 */
export function AdvanceDialog({ onClose, reload }: { onClose(): void; reload(): void }) {
  const offer = useAdvanceOfferQuery(true);
  const accept = useAcceptAdvanceMutation();
  const [key] = useState(() => crypto.randomUUID());
  const amount = offer.data?.offer?.amount;
  const close = async () => {
    if (!amount) return onClose();
    try {
      await accept.mutateAsync(key);
      reload();
    } catch {
      // The message shows below.
    }
  };
  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby="advance-title">
      <DialogTitle id="advance-title">Royalty advance</DialogTitle>
      <DialogContent>
        {offer.isPending && <Skeleton variant="rounded" height={72} aria-label="Loading the advance" />}
        {offer.isError && <ErrorAlert messages={[ADVANCE_MESSAGES.failed]} />}
        {offer.isSuccess && !amount && <DialogContentText>{ADVANCE_MESSAGES.noEstimate}</DialogContentText>}
        {amount && (
          <DialogContentText component="div">
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
              ${amount}
            </Typography>
            <Typography>
              Based on your earnings of the last 12 months, this advance is paid into your wallet when you close this
              window. It is repaid automatically from your future earnings; nothing else changes.
            </Typography>
          </DialogContentText>
        )}
        {accept.isError && <ErrorAlert messages={[ADVANCE_MESSAGES.failed]} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} loading={accept.isPending} disabled={offer.isPending}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
