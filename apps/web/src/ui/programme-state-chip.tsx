import Chip from '@mui/material/Chip';
import { type ProgrammeKey, programmeStateLabel } from '@liner/domain';

/** The state of a programme submission, in the programme's own words and colour. */
export function ProgrammeStateChip({ programme, state }: { programme: ProgrammeKey; state: string }) {
  const { label, tone } = programmeStateLabel(programme, state);
  return (
    <Chip
      size="small"
      label={label}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
