import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { useToasts } from '../../../ui/toasts.js';
import { useSpotifyDiscoveryMode } from './api.js';
import { PlatformRow } from './platform-row.js';

/** The account's Spotify discovery mode setting: one switch, saved as it is flipped. */
export function DiscoveryModeRow({ enabled }: { enabled: boolean }) {
  const toasts = useToasts();
  const update = useSpotifyDiscoveryMode();
  // While saving, show where the switch is going rather than where it was.
  const shown = update.isPending && update.variables !== undefined ? update.variables : enabled;
  return (
    <PlatformRow
      name="Spotify discovery mode"
      status={shown ? { label: 'On', color: 'success' } : { label: 'Off', color: 'default' }}
      detail="Lets your tracks be put forward in Spotify's radio and autoplay, for a lower royalty rate on those plays."
      actions={
        <FormControlLabel
          label="Discovery mode"
          control={
            <Switch
              checked={shown}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(event.target.checked, {
                  onSuccess: (answer) => toasts.push({ message: answer.message, type: 'success' }),
                })
              }
            />
          }
        />
      }
    >
      <ErrorAlert error={update.error ?? undefined} />
    </PlatformRow>
  );
}
