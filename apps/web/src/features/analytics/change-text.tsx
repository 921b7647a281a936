import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { changeOf } from './figures.js';

/** "+5.20%" in green with an arrow up, "-3.10%" in red, or "new" when the previous period had nothing. */
export function ChangeText({ change, against }: { change: string | null; against?: string }) {
  const shown = changeOf(change);
  if (!shown)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {against ? `nothing in ${against}` : 'new'}
      </Typography>
    );
  const color = shown.trend === 'up' ? 'success.main' : shown.trend === 'down' ? 'error.main' : 'text.secondary';
  const Icon = shown.trend === 'down' ? ArrowDownward : ArrowUpward;
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.25}
      useFlexGap
      sx={{ alignItems: 'center', display: 'inline-flex', flexWrap: 'wrap', color }}
    >
      {shown.trend !== 'flat' && <Icon sx={{ fontSize: 16 }} aria-hidden />}
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
        {shown.text}
      </Typography>
      {against && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ pl: 0.5 }}>
          {`vs ${against}`}
        </Typography>
      )}
    </Stack>
  );
}
