import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { HttpError } from '../../lib/http.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useSendEmailCodeInsteadMutation } from './api.js';

interface EmailCodeInsteadProps {
  secretHash: string;
  /** The code went out: the step now takes the mailed code as well as the app's. */
  onSent(): void;
  onError(messages: string[]): void;
  sent: boolean;
}

/**
 * "Send me a code by e-mail instead" at the authenticator step, for an account with e-mail codes
 * turned on. A refusal for sending too soon (429) keeps the button off for the wait it names.
 */
export function EmailCodeInstead({ secretHash, onSent, onError, sent }: EmailCodeInsteadProps) {
  const send = useSendEmailCodeInsteadMutation();
  const toasts = useToasts();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = async () => {
    onError([]);
    try {
      const answer = await send.mutateAsync(secretHash);
      toasts.push({ message: answer.message, type: 'success' });
      onSent();
    } catch (error) {
      onError(errorMessages(error));
      if (error instanceof HttpError && error.status === 429) {
        setWaiting(true);
        // Given back once the wait the server named is over.
        timer.current = window.setTimeout(() => setWaiting(false), (error.retryAfterSeconds ?? 60) * 1000);
      }
    }
  };
  return (
    <Button onClick={run} variant="text" loading={send.isPending} disabled={waiting}>
      {sent ? 'Send another code' : 'Send me a code by e-mail instead'}
    </Button>
  );
}
