import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Payments from '@mui/icons-material/Payments';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Public from '@mui/icons-material/Public';
import type { PayoutMethodType, PayoutMethodsResponse } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { usePayoutMethodsQuery } from '../../../lib/payout-methods.js';
import { BankDialog } from './bank-dialog.js';
import { ManifestAccountActions } from './manifest-account-actions.js';
import { ManifestDialog } from './manifest-dialog.js';
import { PaypalDialog } from './paypal-dialog.js';
import { RemoveMethodDialog } from './remove-method-dialog.js';
import { StripeResumeButton } from './stripe-resume-button.js';
import { StripeConnectDialog } from './stripe-connect-dialog.js';
import { TipaltiDialog } from './tipalti-dialog.js';
import { VenmoDialog } from './venmo-dialog.js';

type Method = PayoutMethodsResponse['data'][number];
type Open =
  | null
  | { kind: 'paypal' | 'venmo'; atCode: boolean }
  | { kind: 'manifest'; atCode: boolean; isEdit: boolean }
  | { kind: 'bank' | 'tipalti' }
  | { kind: 'stripe'; isReopen: boolean }
  | { kind: 'remove'; method: Method };

/** Profile settings: where payouts go. Rendered by the settings page as one section. */
export function PayoutMethodsSection() {
  const methods = usePayoutMethodsQuery();
  const [open, setOpen] = useState<Open>(null);
  const find = (type: PayoutMethodType) => methods.data?.data.find((method) => method.type === type);
  const manifest = find('manifest');
  const stripe = find('stripe');
  const onRemove = (method: Method) => setOpen({ kind: 'remove', method });
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
              method={find('paypal')}
              connectLabel="Connect PayPal"
              onConnect={() => setOpen({ kind: 'paypal', atCode: false })}
              onVerify={() => setOpen({ kind: 'paypal', atCode: true })}
              onRemove={onRemove}
            />
            <MethodRow
              icon={<AccountBalance color="primary" aria-hidden />}
              name="Bank transfer"
              method={find('bank')}
              connectLabel="Connect bank account"
              onConnect={() => setOpen({ kind: 'bank' })}
              onRemove={onRemove}
            />
            <MethodRow
              icon={<AccountBalance color="primary" aria-hidden />}
              name="Bank account (Stripe)"
              method={stripe}
              detail={stripe ? 'Bank details kept by Stripe' : undefined}
              pendingLabel="Waiting for Stripe"
              connectLabel="Connect through Stripe"
              onConnect={() => setOpen({ kind: 'stripe', isReopen: false })}
              onRemove={onRemove}
            >
              {stripe?.status === 'pending' && <StripeResumeButton methodId={stripe.id} />}
              {stripe?.status === 'verified' && (
                <Button onClick={() => setOpen({ kind: 'stripe', isReopen: true })}>Change at Stripe</Button>
              )}
            </MethodRow>
            <MethodRow
              icon={<PhoneIphone color="primary" aria-hidden />}
              name="Venmo"
              method={find('venmo')}
              connectLabel="Connect Venmo"
              onConnect={() => setOpen({ kind: 'venmo', atCode: false })}
              onVerify={() => setOpen({ kind: 'venmo', atCode: true })}
              onRemove={onRemove}
            />
            <MethodRow
              icon={<AccountBalanceWallet color="primary" aria-hidden />}
              name="Manifest"
              method={manifest}
              detail={manifestDetail(manifest)}
              connectLabel="Connect Manifest"
              onConnect={() => setOpen({ kind: 'manifest', atCode: false, isEdit: false })}
              onVerify={() => setOpen({ kind: 'manifest', atCode: true, isEdit: false })}
              onRemove={onRemove}
            >
              {manifest && <ManifestAccountActions method={manifest} />}
              {manifest?.status === 'verified' && (
                <Button onClick={() => setOpen({ kind: 'manifest', atCode: false, isEdit: true })}>
                  Change address
                </Button>
              )}
            </MethodRow>
            <MethodRow
              icon={<Public color="primary" aria-hidden />}
              name="Tipalti"
              method={find('tipalti')}
              pendingLabel="Waiting for Tipalti"
              connectLabel="Set up Tipalti"
              onConnect={() => setOpen({ kind: 'tipalti' })}
              onRemove={onRemove}
            >
              {find('tipalti') && <Button onClick={() => setOpen({ kind: 'tipalti' })}>Open Tipalti</Button>}
            </MethodRow>
          </Stack>
        )}
      </Stack>
      {open?.kind === 'paypal' && <PaypalDialog open startAtCode={open.atCode} onClose={() => setOpen(null)} />}
      {open?.kind === 'venmo' && <VenmoDialog startAtCode={open.atCode} onClose={() => setOpen(null)} />}
      {open?.kind === 'manifest' && (
        <ManifestDialog isEdit={open.isEdit} startAtCode={open.atCode} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'tipalti' && <TipaltiDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'stripe' && <StripeConnectDialog isReopen={open.isReopen} onClose={() => setOpen(null)} />}
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

/** The Manifest account under the address, once there is one. */
function manifestDetail(method: Method | undefined): string | undefined {
  if (!method?.providerAccount) return method?.status === 'verified' ? 'No Manifest account yet' : undefined;
  return method.providerAccount.status === 'active'
    ? 'Manifest account active'
    : 'Manifest account waiting for your steps at Manifest';
}

interface RowProps {
  icon: ReactNode;
  name: string;
  method: Method | undefined;
  /** A second line under the destination. */
  detail?: string;
  /** The chip of a method not verified yet. */
  pendingLabel?: string;
  /** Actions of this kind of method, before Remove. */
  children?: ReactNode;
  connectLabel: string;
  onConnect(): void;
  onVerify?(): void;
  onRemove(method: Method): void;
}

function MethodRow({
  icon,
  name,
  method,
  detail,
  pendingLabel = 'Waiting for code',
  children,
  connectLabel,
  onConnect,
  onVerify,
  onRemove,
}: RowProps) {
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
          {detail && (
            <Typography variant="caption" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Stack>
        {method && (
          <Chip
            size="small"
            color={method.status === 'verified' ? 'success' : 'warning'}
            variant="outlined"
            label={method.status === 'verified' ? 'Verified' : pendingLabel}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
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
        {children}
        {method && (
          <Button color="error" onClick={() => onRemove(method)} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
