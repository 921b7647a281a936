import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ConnectAudiomackRequest, type AudiomackLink } from '@liner/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useConnectAudiomack, useRemoveAudiomack } from './api.js';
import { PlatformRow } from './platform-row.js';

type AudiomackInput = z.input<typeof ConnectAudiomackRequest>;

/** Audiomack has no partner sign-in: the artist names their page, checked as they type it. */
export function AudiomackRow({ audiomack }: { audiomack: AudiomackLink | null }) {
  const toasts = useToasts();
  const connect = useConnectAudiomack();
  const remove = useRemoveAudiomack();
  const [confirming, setConfirming] = useState(false);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<AudiomackInput, unknown, z.output<typeof ConnectAudiomackRequest>>({
    resolver: zodResolver(ConnectAudiomackRequest),
    defaultValues: { url: '' },
  });

  // The contract parses the link for the check; the server is sent what the person typed.
  const submit = form.handleSubmit(async () => {
    setRest([]);
    try {
      const answer = await connect.mutateAsync({ url: form.getValues('url') });
      toasts.push({ message: answer.message, type: 'success' });
      form.reset({ url: '' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['url']));
    }
  });

  return (
    <PlatformRow
      name="Audiomack"
      status={audiomack ? { label: 'Connected', color: 'success' } : { label: 'Not connected', color: 'default' }}
      detail={
        audiomack ? (
          <Link href={audiomack.url} target="_blank" rel="noopener noreferrer">
            {audiomack.url.replace(/^https:\/\//, '')}
          </Link>
        ) : (
          'Link your Audiomack artist page so your releases land on it.'
        )
      }
      actions={
        audiomack ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        ) : undefined
      }
    >
      {!audiomack && (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={form.control}
            name="url"
            label="Audiomack artist page"
            placeholder="https://audiomack.com/your-name"
            size="small"
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="contained" disabled={connect.isPending} sx={{ flexShrink: 0 }}>
            Connect Audiomack
          </Button>
        </Stack>
      )}
      <ErrorAlert messages={rest} />
      {confirming && (
        <ConfirmDialog
          title="Remove Audiomack?"
          confirmLabel="Remove"
          confirmColor="error"
          onConfirm={async () => {
            const answer = await remove.mutateAsync(undefined);
            toasts.push({ message: answer.message, type: 'success' });
          }}
          onClose={() => setConfirming(false)}
        >
          Liner stops linking your releases to {audiomack?.url}.
        </ConfirmDialog>
      )}
    </PlatformRow>
  );
}
