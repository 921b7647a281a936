import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BillingResponse } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { centsText } from '../../ui/money-text.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { type BillingAction, useBillingActionMutation, useUpgradeMutation } from './api.js';
import { UpdateCardDialog } from './update-card-dialog.js';
import { UpgradeYearlyDialog } from './upgrade-yearly-dialog.js';

type Open = 'cancel' | 'cancel-legacy' | 'upgrade-yearly' | 'upgrade-label' | 'update-card' | null;

/** The actions the server says the account can take now, each behind its dialog where it costs or ends something. */
export function BillingActions({ billing }: { billing: BillingResponse }) {
  const [open, setOpen] = useState<Open>(null);
  const action = useBillingActionMutation();
  const upgrade = useUpgradeMutation();
  const toasts = useToasts();
  const [labelKey] = useState(() => crypto.randomUUID());
  const { actions } = billing;
  const currency = billing.plan?.currency ?? 'USD';
  const close = () => setOpen(null);
  const run = async (name: BillingAction) => {
    const answer = await action.mutateAsync(name);
    toasts.push({ message: answer.message, type: 'success' });
  };
  const reinstate = () =>
    run('reinstate').catch((error: unknown) =>
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' }),
    );
  const periodEnd = formatDay(billing.nextBillingDate ?? billing.endsAt);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.subscribe && (
          <Button component={RouterLink} to={pathTo('subscription.index')} variant="contained">
            Subscribe
          </Button>
        )}
        {actions.reinstate && (
          <Button
            variant="contained"
            onClick={() => void reinstate()}
            loading={action.isPending && action.variables === 'reinstate'}
          >
            Reinstate subscription
          </Button>
        )}
        {actions.upgradeYearly && (
          <Button variant="contained" onClick={() => setOpen('upgrade-yearly')}>
            Upgrade to yearly
          </Button>
        )}
        {actions.upgradeLabel && (
          <Button variant="outlined" onClick={() => setOpen('upgrade-label')}>
            Upgrade to label
          </Button>
        )}
        {actions.updatePayment && (
          <Button variant="outlined" onClick={() => setOpen('update-card')}>
            Update card
          </Button>
        )}
        {actions.cancel && (
          <Button color="error" onClick={() => setOpen('cancel')}>
            Cancel subscription
          </Button>
        )}
        {actions.cancelLegacy && (
          <Button color="error" onClick={() => setOpen('cancel-legacy')}>
            Cancel legacy plan
          </Button>
        )}
      </Stack>
      {(open === 'cancel' || open === 'cancel-legacy') && (
        <ConfirmDialog
          title={open === 'cancel' ? 'Cancel your subscription?' : 'Cancel your legacy plan?'}
          confirmLabel="Cancel subscription"
          dismissLabel="Keep subscription"
          confirmColor="error"
          onClose={close}
          onConfirm={() => run(open)}
        >
          It stays active until {periodEnd} and is not renewed after that. You can reinstate it until then
          {open === 'cancel-legacy' ? '; a legacy plan cannot be bought again once it has ended' : ''}.
        </ConfirmDialog>
      )}
      {open === 'upgrade-label' && (
        <ConfirmDialog
          title="Upgrade to a label account?"
          confirmLabel="Upgrade to label"
          dismissLabel="Not now"
          onClose={close}
          onConfirm={async () => {
            const answer = await upgrade.mutateAsync({ target: 'label', idempotencyKey: labelKey });
            toasts.push({
              message: `${answer.message}. Charged ${centsText(answer.chargedCents, currency)} (credit ${centsText(answer.creditCents, currency)} for your current plan)`,
              type: 'success',
            });
          }}
        >
          You move to the label plan and get a roster of label artists. You are charged the label price today, less a
          credit for the unused part of your current plan. A label account cannot go back to an artist account.
        </ConfirmDialog>
      )}
      {open === 'upgrade-yearly' && <UpgradeYearlyDialog currency={currency} onClose={close} />}
      {open === 'update-card' && <UpdateCardDialog isGrace={billing.state === 'grace'} onClose={close} />}
    </>
  );
}
