import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useToasts } from '../../ui/toasts.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useSendConfirmationMutation } from './api.js';

/** Until the e-mail is confirmed: a reminder, and a way to get the link again. */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const toasts = useToasts();
  const send = useSendConfirmationMutation();
  const [isSent, setSent] = useState(false);

  const resend = async () => {
    try {
      await send.mutateAsync();
      setSent(true);
      toasts.push({ message: `We sent a new confirmation link to ${email}`, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Alert
      severity="info"
      action={
        !isSent && (
          <Button color="inherit" size="small" onClick={resend} loading={send.isPending}>
            Send again
          </Button>
        )
      }
    >
      Check your inbox to confirm your e-mail ({email}).
    </Alert>
  );
}
