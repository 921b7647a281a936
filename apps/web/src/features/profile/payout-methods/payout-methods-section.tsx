import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Payments from '@mui/icons-material/Payments';
import type { PayoutMethodsResponse } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { usePayoutMethodsQuery } from '../../../lib/payout-methods.js';
import { BankDialog } from './bank-dialog.js';
import { PaypalDialog } from './paypal-dialog.js';
import { RemoveMethodDialog } from './remove-method-dialog.js';

type Method = PayoutMethodsResponse['data'][number];
type Open = null | { kind: 'paypal'; atCode: boolean } | { kind: 'bank' } | { kind: 'remove'; method: Method };

/** Profile settings: where payouts go. Rendered by the settings page as one section. */
export function PayoutMethodsSection() {
  const methods = usePayoutMethodsQuery();
  const [open, setOpen] = useState<Open>(null);
  const paypal = methods.data?.data.find((method) => method.type === 'paypal');
  const bank = methods.data?.data.find((method) => method.type === 'bank');
  const blockedUntil = methods.data?.payoutsBlockedUntil;
  const isBlocked = !!blockedUntil && new Date(blockedUntil).getTime() > Date.now();

  return (
    <Paper
      id="payout-methods"
      component="section"
      aria-labelledby="payout-methods-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id="payout-methods-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Payout methods
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Where your payouts go. We notify you of every change; for your safety, any change after your first method
            pauses payouts for 48 hours.
          </Typography>
        </Stack>
        {isBlocked && (
          <Alert severity="warning" role="status">
            Your payout details changed recently: payouts are paused until{' '}
            {new Date(blockedUntil).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.
          </Alert>
        )}
        {methods.isPending && (
          <Stack spacing={1} aria-busy="true" aria-label="Loading payout methods">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        )}
        {methods.isError && <ErrorAlert error={methods.error} />}
        {methods.data && (
          <Stack spacing={1.5}>
            <MethodRow
              icon={<Payments color="primary" aria-hidden />}
              name="PayPal"
              method={paypal}
              connectLabel="Connect PayPal"
              onConnect={() => setOpen({ kind: 'paypal', atCode: false })}
              onVerify={() => setOpen({ kind: 'paypal', atCode: true })}
              onRemove={(method) => setOpen({ kind: 'remove', method })}
            />
            <MethodRow
              icon={<AccountBalance color="primary" aria-hidden />}
              name="Bank transfer"
              method={bank}
              connectLabel="Connect bank account"
              onConnect={() => setOpen({ kind: 'bank' })}
              onRemove={(method) => setOpen({ kind: 'remove', method })}
            />
          </Stack>
        )}
      </Stack>
      {open?.kind === 'paypal' && <PaypalDialog open startAtCode={open.atCode} onClose={() => setOpen(null)} />}
      {open?.kind === 'bank' && <BankDialog open onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <RemoveMethodDialog
          type={open.method.type}
          destination={open.method.destination}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}

interface RowProps {
  icon: ReactNode;
  name: string;
  method: Method | undefined;
  connectLabel: string;
  onConnect(): void;
  onVerify?(): void;
  onRemove(method: Method): void;
}

function MethodRow({ icon, name, method, connectLabel, onConnect, onVerify, onRemove }: RowProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {icon}
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {method ? method.destination : 'Not connected'}
          </Typography>
        </Stack>
        {method && (
          <Chip
            size="small"
            color={method.status === 'verified' ? 'success' : 'warning'}
            variant="outlined"
            label={method.status === 'verified' ? 'Verified' : 'Waiting for code'}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {!method && (
          <Button variant="outlined" onClick={onConnect}>
            {connectLabel}
          </Button>
        )}
        {method?.status === 'pending' && onVerify && (
          <Button variant="contained" onClick={onVerify}>
            Enter code
          </Button>
        )}
        {method && (
          <Button color="error" onClick={() => onRemove(method)} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
