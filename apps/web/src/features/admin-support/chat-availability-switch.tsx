import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useChatAvailabilityQuery, useSetChatAvailabilityMutation } from './api.js';

/** The operator's "I take live chats" switch, and how many agents people can reach now. */
export function ChatAvailabilitySwitch() {
  const availability = useChatAvailabilityQuery();
  const change = useSetChatAvailabilityMutation();
  const [shown, setShown] = useState<boolean | null>(null);
  const toasts = useToasts();
  const current = availability.data;
  const online = current?.agents_online ?? 0;
  return (
    <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
      <FormControlLabel
        control={
          <Switch
            // Shows the choice at once; a refusal puts the server's answer back.
            checked={shown ?? current?.available ?? false}
            disabled={!current}
            onChange={(_, available) => {
              setShown(available);
              change.mutate(available, {
                onError: (error) => toasts.push({ message: errorMessages(error).join(' '), type: 'error' }),
                onSettled: () => setShown(null),
              });
            }}
          />
        }
        label="Taking live chats"
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {availability.isError
          ? 'Could not read who is online'
          : current?.available && !current.online
            ? 'Connecting…'
            : `${online === 0 ? 'No agent' : online === 1 ? '1 agent' : `${online} agents`} online for chat`}
      </Typography>
    </Stack>
  );
}
