import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SpotifyForArtistsSubmitRequest } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useSpotifyForArtistsInit, useSubmitSpotifyForArtists } from './api.js';

type RequestInput = z.input<typeof SpotifyForArtistsSubmitRequest>;

/**
 * Asks for Spotify for Artists access: the artist's Spotify profile and one delivered release
 * (its UPC) that proves the catalogue is the account's. An operator grants it.
 */
export function SpotifyForArtistsDialog({ onClose }: { onClose(): void }) {
  const toasts = useToasts();
  const init = useSpotifyForArtistsInit(true);
  const submit = useSubmitSpotifyForArtists();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<RequestInput, unknown, z.output<typeof SpotifyForArtistsSubmitRequest>>({
    resolver: zodResolver(SpotifyForArtistsSubmitRequest),
    defaultValues: { artist: '', upc: '' },
  });

  const send = form.handleSubmit(async () => {
    setRest([]);
    try {
      const answer = await submit.mutateAsync(form.getValues());
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['artist', 'upc']));
    }
  });

  const releases = init.data?.releases ?? [];
  const hasNoRelease = init.data !== undefined && releases.length === 0;
  return (
    <Dialog
      open
      onClose={submit.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="s4a-dialog-title"
    >
      <DialogTitle id="s4a-dialog-title">Request Spotify for Artists access</DialogTitle>
      <Stack component="form" noValidate onSubmit={send}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              We check that the release is yours and reached Spotify, then ask Spotify to invite you to your artist
              profile. You will get a notification when it is decided.
            </Typography>
            <ErrorAlert error={init.error ?? undefined} />
            <ErrorAlert messages={rest} />
            {init.isPending ? (
              <Stack spacing={2} aria-busy="true" aria-label="Loading your releases">
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={40} />
              </Stack>
            ) : hasNoRelease ? (
              <Alert severity="info">
                You need a release delivered to the stores first: its UPC is how Spotify knows the music is yours.
              </Alert>
            ) : (
              <>
                <FormTextField
                  control={form.control}
                  name="artist"
                  label="Spotify artist profile"
                  placeholder="https://open.spotify.com/artist/…"
                  helperText="Open your artist page on Spotify, choose Share, Copy link to artist."
                  fullWidth
                />
                <Controller
                  control={form.control}
                  name="upc"
                  render={({ field, fieldState }) => (
                    <FormControl fullWidth error={!!fieldState.error}>
                      <InputLabel id="s4a-upc-label">Release (UPC)</InputLabel>
                      <Select
                        labelId="s4a-upc-label"
                        label="Release (UPC)"
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      >
                        {releases.map((release) => (
                          <MenuItem key={release.id} value={release.upc}>
                            {release.title} — {release.upc}
                          </MenuItem>
                        ))}
                      </Select>
                      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                    </FormControl>
                  )}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submit.isPending || init.isPending || hasNoRelease}>
            Send request
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
