import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * One choice of a picker: a native radio (one of a group, arrow keys move) or checkbox (each
 * toggles with Space) labelled by the whole row, so a click anywhere on it chooses.
 */
export function PickerOptionRow({
  control,
  name,
  checked,
  disabled = false,
  onToggle,
  media,
  title,
  detail,
  status,
  inset = false,
}: {
  control: 'radio' | 'checkbox';
  /** The group's name: radios of one group share it. */
  name: string;
  checked: boolean;
  disabled?: boolean;
  onToggle(): void;
  media?: ReactNode;
  title: string;
  detail?: string;
  /** A status chip shown at the end of the row. */
  status?: ReactNode;
  /** A track row under its release. */
  inset?: boolean;
}) {
  const Control = control === 'radio' ? Radio : Checkbox;
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        py: 1,
        pr: 1.5,
        pl: inset ? { xs: 3, sm: 5 } : 1,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        bgcolor: checked ? 'action.selected' : undefined,
        '&:last-of-type': { borderBottom: 0 },
        '&:hover': disabled ? undefined : { bgcolor: checked ? 'action.selected' : 'action.hover' },
      }}
    >
      <Control name={name} checked={checked} disabled={disabled} onChange={onToggle} sx={{ p: 0.5 }} />
      {media}
      <Stack sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Stack>
      {status}
    </Box>
  );
}

/** A release shown above its tracks, not a choice itself. */
export function PickerReleaseHeading({
  media,
  title,
  detail,
  status,
}: {
  media?: ReactNode;
  title: string;
  detail?: string;
  status?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1, px: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {media}
      <Stack sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Stack>
      {status}
    </Stack>
  );
}
