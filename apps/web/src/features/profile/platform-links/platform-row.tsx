import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PlatformRowProps {
  /** Names the row's region for screen readers and tests. */
  name: string;
  status: { label: string; color: 'success' | 'default' | 'warning' | 'error' | 'info' };
  detail?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One platform of the card: its name and state on the left, what can be done on the right; stacked on a phone. */
export function PlatformRow({ name, status, detail, actions, children }: PlatformRowProps) {
  return (
    <Stack
      component="section"
      aria-label={name}
      spacing={1.5}
      sx={{ py: 2, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Chip
              size="small"
              label={status.label}
              color={status.color}
              variant={status.color === 'default' ? 'outlined' : 'filled'}
              sx={{ fontWeight: 600 }}
            />
          </Stack>
          {detail && (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
