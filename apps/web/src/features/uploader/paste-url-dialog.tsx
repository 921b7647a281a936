import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseProfileUrl, PLATFORM_NAMES, type ArtistPlatform } from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { findArtistViaLink } from './api.js';

export interface PickedProfile {
  platform: ArtistPlatform;
  id: string;
  name: string | null;
  url: string;
  imageUrl: string | null;
}

interface PasteUrlDialogProps {
  open: boolean;
  platform: ArtistPlatform;
  /** Ask the server for the profile's name too (only where the platform's search is configured). */
  lookUp: boolean;
  onClose(): void;
  onPicked(profile: PickedProfile): void;
}

/** The paste-a-URL dialog, 500 px wide; the link is read offline, its error shown in red inside. */
export function PasteUrlDialog({ open, platform, lookUp, onClose, onPicked }: PasteUrlDialogProps) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = PLATFORM_NAMES[platform];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProfileUrl(link, platform);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    let profile: PickedProfile = { ...parsed.profile, name: null, imageUrl: null };
    if (lookUp) {
      setBusy(true);
      try {
        const found = await findArtistViaLink(parsed.profile.url, platform);
        profile = {
          platform,
          id: found.id,
          url: found.url,
          name: found.profile?.name ?? null,
          imageUrl: found.profile?.imageUrl ?? null,
        };
      } catch (lookupError) {
        setError(errorMessages(lookupError).join(' '));
        return;
      } finally {
        setBusy(false);
      }
    }
    setLink('');
    setError(null);
    onPicked(profile);
  };

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="paste-url-title"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: FormEvent) => void submit(event),
          sx: { width: 500, maxWidth: 'calc(100% - 32px)', m: 2 },
        },
      }}
    >
      <DialogTitle id="paste-url-title">{`Paste your ${name} profile link`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={`${name} profile URL`}
          value={link}
          inputMode="url"
          onChange={(event) => {
            setLink(event.target.value);
            setError(null);
          }}
          error={!!error}
          slotProps={{ htmlInput: { 'aria-describedby': error ? 'paste-url-error' : undefined } }}
        />
        {error && (
          <Typography id="paste-url-error" role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button type="submit" variant="contained" loading={busy}>
          Use this profile
        </Button>
      </DialogActions>
    </Dialog>
  );
}
