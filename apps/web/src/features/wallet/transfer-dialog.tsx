import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InitTransferRequest, type PotentialReceiver, type TransferResponse } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TwoStepDialogActions } from '../../ui/two-step-dialog-actions.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useConfirmTransferMutation, useInitTransferMutation, usePotentialReceiversQuery } from './api.js';
import { moneyText } from '../../ui/money-text.js';

type TransferInput = z.input<typeof InitTransferRequest>;

/** Transfer: choose a potential receiver and an amount, init, then confirm by transfer id. */
export function TransferDialog({
  available,
  currency,
  onClose,
}: {
  available: string;
  currency: string;
  onClose(): void;
}) {
  const toasts = useToasts();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [receiver, setReceiver] = useState<PotentialReceiver | null>(null);
  const receivers = usePotentialReceiversQuery(debounced, !receiver);
  const [pending, setPending] = useState<TransferResponse | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const init = useInitTransferMutation();
  const confirm = useConfirmTransferMutation();
  const form = useForm<TransferInput, unknown, InitTransferRequest>({
    resolver: zodResolver(InitTransferRequest),
    defaultValues: { amount: '', note: '' },
  });
  const receiverError = form.formState.errors.receiverId?.message;

  const choose = (chosen: PotentialReceiver | null) => {
    setReceiver(chosen);
    // The e-mail too: the server takes an id alone only for people on the list, not for one found by e-mail.
    form.setValue('receiverId', chosen?.id);
    form.setValue('email', chosen?.email);
    if (chosen) form.clearErrors('receiverId');
  };

  const start = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      setPending(await init.mutateAsync({ ...values, note: values.note || undefined }));
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['amount', 'receiverId', 'note']));
    }
  });

  const finish = async () => {
    if (!pending) return;
    try {
      const done = await confirm.mutateAsync(pending.transferId);
      toasts.push({
        message: `Sent ${moneyText(done.amount, currency)} to ${done.receiver.name || done.receiver.email}`,
        type: 'success',
      });
      onClose();
    } catch (error) {
      setPending(null);
      setRest(applyFieldErrors(error, form.setError, ['amount', 'receiverId', 'note']));
    }
  };

  const busy = init.isPending || confirm.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">Transfer money</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          if (!pending) return void start(event);
          event.preventDefault();
          void finish();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Available: {moneyText(available, currency)}
            </Typography>
            {receiver ? (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <ReceiverAvatar receiver={receiver} />
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{receiver.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {receiver.email}
                  </Typography>
                </Stack>
                {!pending && (
                  <Button size="small" onClick={() => choose(null)}>
                    Change
                  </Button>
                )}
              </Stack>
            ) : (
              <Stack spacing={1}>
                <TextInput
                  label="Recipient e-mail"
                  type="email"
                  placeholder="name@example.com"
                  fullWidth
                  autoFocus
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  error={!!receiverError}
                  helperText={receiverError}
                />
                {receivers.isPending && <Skeleton variant="rounded" height={48} />}
                <ErrorAlert error={receivers.error} />
                {receivers.data && receivers.data.data.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {debounced
                      ? 'No Liner account with this exact e-mail address.'
                      : 'Nothing here yet ... type the exact e-mail address of a Liner account. People you exchanged money with appear here.'}
                  </Typography>
                )}
                {receivers.data && receivers.data.data.length > 0 && (
                  <List dense aria-label="Recipients" sx={{ maxHeight: 220, overflow: 'auto' }}>
                    {receivers.data.data.map((item) => (
                      <ListItemButton key={item.id} onClick={() => choose(item)}>
                        <ListItemAvatar>
                          <ReceiverAvatar receiver={item} />
                        </ListItemAvatar>
                        <ListItemText primary={item.name} secondary={item.email} />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </Stack>
            )}
            <FormTextField
              control={form.control}
              name="amount"
              label="Amount"
              fullWidth
              disabled={!!pending}
              inputProps={{ inputMode: 'decimal' }}
              helperText="Up to two decimals, e.g. 10.00"
            />
            <FormTextField
              control={form.control}
              name="note"
              label="Note (optional)"
              fullWidth
              disabled={!!pending}
              inputProps={{ maxLength: 500 }}
            />
            <ErrorAlert messages={rest} />
            {pending && (
              <Stack spacing={0.5} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }} role="status">
                <Typography variant="body2">
                  You send <b>{moneyText(pending.amount, currency)}</b> to {pending.receiver.email}.
                </Typography>
                <Typography variant="body2">Fee: {moneyText(pending.fee, currency)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  Confirm before {new Date(pending.expiresAt).toLocaleTimeString()}.
                </Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <TwoStepDialogActions
          confirming={pending !== null}
          onBack={() => setPending(null)}
          backLabel="Back"
          onCancel={onClose}
          busy={busy}
          firstLabel="Continue"
          firstLoading={init.isPending}
          confirmLoading={confirm.isPending}
        />
      </Stack>
    </Dialog>
  );
}

function ReceiverAvatar({ receiver }: { receiver: PotentialReceiver }) {
  return (
    <Avatar src={receiver.profileImage ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
      {receiver.initials}
    </Avatar>
  );
}
