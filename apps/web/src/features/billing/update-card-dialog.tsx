import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { PaymentMethodInput } from '@liner/domain';
import { useToasts } from '../../ui/toasts.js';
import { useBillingInitQuery, useUpdatePaymentMutation } from './api.js';
import { BillingStates } from './billing-states.js';
import { CardEntry } from './card-entry.js';

/** A new card for the renewals; in a grace period the failed renewal is retried with it at once. */
export function UpdateCardDialog({ isGrace, onClose }: { isGrace: boolean; onClose(): void }) {
  const init = useBillingInitQuery();
  const update = useUpdatePaymentMutation();
  const toasts = useToasts();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const save = async (paymentMethod: PaymentMethodInput) => {
    try {
      const answer = await update.mutateAsync({ body: { paymentMethod }, idempotencyKey });
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      setIdempotencyKey(crypto.randomUUID());
      throw error;
    }
  };
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="update-card-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="update-card-title">Update card</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {isGrace
            ? 'Your last renewal is charged again to the new card right away.'
            : 'Your next renewal is charged to the new card.'}
        </DialogContentText>
        <BillingStates query={init} loadingLabel="Loading the card form">
          {(answer) => <CardEntry payment={answer.payment} submitLabel="Save card" onPaymentMethod={save} />}
        </BillingStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
