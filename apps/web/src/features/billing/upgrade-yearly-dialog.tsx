import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UpgradeResponse } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { centsText } from '../../ui/money-text.js';
import { useUpgradeMutation } from './api.js';

/**
 * Monthly to yearly: the yearly price is charged now less a credit for the unused days of the
 * month paid for (the server works it out); the dialog then shows both figures.
 */
export function UpgradeYearlyDialog({ currency, onClose }: { currency: string; onClose(): void }) {
  const upgrade = useUpgradeMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<UpgradeResponse | null>(null);
  const busy = upgrade.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="upgrade-yearly-title"
      slotProps={{ paper: { sx: { maxWidth: 440 } } }}
    >
      <DialogTitle id="upgrade-yearly-title">{done ? 'You are on the yearly plan' : 'Upgrade to yearly?'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {done ? (
          <DialogContentText component="div">
            <p style={{ marginTop: 0 }}>
              Charged today: <strong>{centsText(done.chargedCents, currency)}</strong>
            </p>
            <p style={{ marginBottom: 0 }}>
              That is the yearly price less {centsText(done.creditCents, currency)} for the unused part of your current
              month. Your next renewal is in a year.
            </p>
          </DialogContentText>
        ) : (
          <DialogContentText>
            You pay the yearly price today, less a credit for the days of this month you have already paid for and not
            used. The amount charged is shown as soon as it is done.
          </DialogContentText>
        )}
        <ErrorAlert error={upgrade.error ?? undefined} />
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Stay monthly
            </Button>
            <Button
              variant="contained"
              loading={busy}
              onClick={() => upgrade.mutate({ target: 'yearly', idempotencyKey }, { onSuccess: setDone })}
            >
              Upgrade to yearly
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
