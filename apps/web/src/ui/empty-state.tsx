import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';

/** The app's empty-list wording ("Nothing here yet ..."), with an optional hint or action under it. */
export function EmptyState({ children, message = 'Nothing here yet ...' }: { children?: ReactNode; message?: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }}>
      <Inbox sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography color="text.secondary">{message}</Typography>
      {children}
    </Stack>
  );
}
