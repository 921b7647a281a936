import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { onSubscriptionRequired } from '../../lib/http.js';
import { pathTo } from '../routes.js';

/**
 * Any call the server refuses with 402 (a write that needs an active subscription) opens this
 * dialog, whatever page made it: the page's own error handling still runs, and this offers the
 * way out, /subscribe.
 */
export function SubscriptionRequiredDialog() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onSubscriptionRequired(setMessage), []);
  const close = () => setMessage(null);
  return (
    <Dialog open={message !== null} onClose={close} aria-labelledby="subscription-required-title">
      <DialogTitle id="subscription-required-title">Subscription needed</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {message || 'This needs an active subscription.'} Choose a plan to carry on; your work so far is kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Not now</Button>
        <Button component={RouterLink} to={pathTo('subscription.index')} variant="contained" onClick={close}>
          Subscribe
        </Button>
      </DialogActions>
    </Dialog>
  );
}
