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
      // In a row that stacks on a phone the chip keeps its own width instead of stretching.
      sx={{ fontWeight: 600, alignSelf: { xs: 'flex-start', sm: 'center' } }}
    />
  );
}
