import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatMoment } from '../lib/format.js';

export interface StateHistoryEntry {
  to_state: string;
  transition: string;
  by: 'owner' | 'operator';
  actor_name: string;
  reason: string | null;
  at: string;
}

/**
 * The changes of something that moves through states, oldest first: what happened, who did it
 * (an operator is named as "Liner review" to the account), when, and why when a reason was given.
 */
export function StateHistory({
  entries,
  labelOf,
  showOperatorNames = false,
}: {
  entries: readonly StateHistoryEntry[];
  labelOf(state: string): string;
  showOperatorNames?: boolean;
}) {
  return (
    <List dense aria-label="History" disablePadding>
      {entries.map((entry) => {
        const who = entry.by === 'operator' && !showOperatorNames ? 'Liner review' : entry.actor_name;
        return (
          <ListItem key={`${entry.at}-${entry.transition}-${entry.to_state}`} divider disableGutters>
            <ListItemText
              primary={`${labelOf(entry.to_state)} · ${who}`}
              secondary={
                <>
                  {formatMoment(entry.at)}
                  {entry.reason && (
                    <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {entry.reason}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
