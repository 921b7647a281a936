import Alert from '@mui/material/Alert';
import { ReverseStatementRequest } from '@liner/domain';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { useToasts } from '../../ui/toasts.js';
import { useReverseStatementMutation } from './api.js';

/** Reversing takes the statement's money and sales back from everyone it paid; the reason is shown to them. */
export function ReverseStatementDialog({ id, onClose }: { id: number; onClose(): void }) {
  const reverse = useReverseStatementMutation();
  const toasts = useToasts();
  return (
    <ReasonDialog
      title={`Reverse statement #${id}`}
      intro={
        <Alert severity="warning">
          Every earning of this statement is taken back, split shares and held money included, and its sales leave the
          sales figures. Money already paid out stays with the earner as a carried deficit that their next earnings
          repay. This cannot be undone; import the corrected report afterwards.
        </Alert>
      }
      reasonSchema={ReverseStatementRequest.shape.reason}
      helperText="Shown to the operators and to everyone this statement paid."
      confirmLabel="Reverse statement"
      onConfirm={async (reason) => {
        await reverse.mutateAsync({ id, reason });
        toasts.push({ message: `Statement #${id} reversed`, type: 'success' });
      }}
      onClose={onClose}
    />
  );
}
