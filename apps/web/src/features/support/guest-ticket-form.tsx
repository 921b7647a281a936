import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { GuestSupportTicketRequest } from '@liner/domain';
import { useGuestTicketMutation } from '../../lib/support.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { FormCaptcha } from '../../ui/form-captcha.js';
import { TicketTextFields } from './ticket-text-fields.js';

type Values = GuestSupportTicketRequest;
const FIELDS = ['name', 'email', 'subject', 'description', 'captcha'] as const;

/** A visitor without an account writes to us: answered by e-mail, behind the robot check. */
export function GuestTicketForm() {
  const send = useGuestTicketMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<Values>({
    resolver: zodResolver(GuestSupportTicketRequest),
    defaultValues: { name: '', email: '', subject: '', description: '', captcha: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      setSent((await send.mutateAsync(values)).message);
      form.reset();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    } finally {
      // A solution is spent by any answer: the next try needs a new one.
      setCaptchaKey((key) => key + 1);
    }
  });
  if (sent)
    return (
      <Stack spacing={2}>
        <Alert severity="success">{sent}</Alert>
        <Box>
          <Button onClick={() => setSent(null)}>Write another message</Button>
        </Box>
      </Stack>
    );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Contact support">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="name" label="Your name" required autoComplete="name" />
        <FormTextField
          control={form.control}
          name="email"
          label="E-mail address"
          type="email"
          required
          autoComplete="email"
          helperText="We answer to this address."
        />
      </Box>
      <TicketTextFields control={form.control} descriptionLabel="How can we help?" />
      <FormCaptcha control={form.control} name="captcha" resetKey={captchaKey} />
      <ErrorAlert messages={rest} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </Stack>
    </Stack>
  );
}
