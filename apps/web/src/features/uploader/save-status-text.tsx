import Typography from '@mui/material/Typography';
import type { SaveStatus } from './use-wizard-state.js';

/** "Saving…" / "Saved" next to the title; announced politely to screen readers. */
export function SaveStatusText({
  status,
  isDirty,
  isDraft,
}: {
  status: SaveStatus;
  isDirty: boolean;
  isDraft: boolean;
}) {
  let text = '';
  let color = 'text.secondary';
  if (status.kind === 'saving') text = 'Saving…';
  else if (status.kind === 'error') {
    text = 'Not saved';
    color = 'error.main';
  } else if (isDirty) text = isDraft ? 'Unsaved changes' : 'Unsaved changes';
  else if (status.kind === 'saved') text = 'Saved';
  else text = isDraft ? 'Draft' : '';
  return (
    <Typography
      variant="body2"
      role="status"
      aria-live="polite"
      sx={{ color, fontWeight: 600 }}
      data-testid="save-status"
    >
      {text}
    </Typography>
  );
}
