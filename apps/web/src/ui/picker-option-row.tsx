import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Control, cover, text and chip in a row; on a phone the chip goes under the text, not under the control. */
const rowGrid = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 0.5,
  gridTemplateColumns: { xs: 'auto auto minmax(0, 1fr)', sm: 'auto auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"control media text" ". . status"', sm: '"control media text status"' },
} as const;

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
        ...rowGrid,
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
      <Control
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        sx={{ p: 0.5, gridArea: 'control' }}
      />
      <Box sx={{ gridArea: 'media', display: media ? 'block' : 'none' }}>{media}</Box>
      <Stack sx={{ gridArea: 'text', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Stack>
      <Box sx={{ gridArea: 'status', justifySelf: 'start' }}>{status}</Box>
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
    <Box sx={{ ...rowGrid, py: 1, px: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ gridArea: 'media' }}>{media}</Box>
      <Stack sx={{ gridArea: 'text', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Stack>
      <Box sx={{ gridArea: 'status', justifySelf: 'start' }}>{status}</Box>
    </Box>
  );
}
