import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { useToasts } from '../../../ui/toasts.js';
import { useBankRemoveMutation, usePaypalRemoveMutation, type SecurityProof } from './api.js';
import { splitFieldErrors } from '../../../ui/field-errors.js';
import { missingProof, PROOF_FIELDS, proofOf, SecurityProofFields } from './security-proof-fields.js';

/** Removing a method is a change of payout details too: it asks for the same proof. */
export function RemoveMethodDialog({
  type,
  destination,
  onClose,
}: {
  type: 'paypal' | 'bank';
  destination: string;
  onClose(): void;
}) {
  const toasts = useToasts();
  const removePaypal = usePaypalRemoveMutation();
  const removeBank = useBankRemoveMutation();
  const remove = type === 'paypal' ? removePaypal : removeBank;
  const [proof, setProof] = useState<SecurityProof>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);

  const submit = async () => {
    setErrors({});
    setRest([]);
    const missing = missingProof(proof);
    if (missing) {
      setErrors(missing);
      return;
    }
    try {
      const answer = await remove.mutateAsync(proofOf(proof));
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      const split = splitFieldErrors(error, PROOF_FIELDS);
      setErrors(split.fields);
      setRest(split.rest);
    }
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="remove-method-title"
    >
      <DialogTitle id="remove-method-title">Remove {type === 'paypal' ? 'PayPal' : 'bank account'}?</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{destination} will no longer receive payouts.</Typography>
            <ErrorAlert messages={rest} />
            <SecurityProofFields value={proof} onChange={setProof} errors={errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
            Remove
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
