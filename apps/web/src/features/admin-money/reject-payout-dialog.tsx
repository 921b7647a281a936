import { RejectPayoutRequest, ReturnPayoutRequest } from '@liner/domain';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { useToasts } from '../../ui/toasts.js';
import { useRejectPayoutMutation, useReturnPayoutMutation } from './api.js';

const WORDS = {
  reject: { title: 'Reject payout', button: 'Reject', done: 'rejected; the money is back in the wallet' },
  return: { title: 'Mark payout returned', button: 'Mark returned', done: 'returned; the money is back in the wallet' },
} as const;

/**
 * Rejecting (a pending payout) or marking returned (a sent payment that came back) puts the
 * money back in the artist's wallet; the reason is shown to them.
 */
export function RejectPayoutDialog({
  id,
  action = 'reject',
  onClose,
}: {
  id: number;
  action?: 'reject' | 'return';
  onClose(): void;
}) {
  const rejecter = useRejectPayoutMutation();
  const returner = useReturnPayoutMutation();
  const mutation = action === 'reject' ? rejecter : returner;
  const schema = action === 'reject' ? RejectPayoutRequest : ReturnPayoutRequest;
  const words = WORDS[action];
  const toasts = useToasts();
  return (
    <ReasonDialog
      title={`${words.title} #${id}`}
      reasonSchema={schema.shape.reason}
      helperText="The artist sees this."
      confirmLabel={words.button}
      maxWidth="xs"
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ id, reason });
        toasts.push({ message: `Payout #${id} ${words.done}`, type: 'success' });
      }}
      onClose={onClose}
    />
  );
}
