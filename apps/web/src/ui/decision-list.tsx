import { type ReactNode, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from './error-alert.js';

/** A titled list of requests waiting for an operator's decision (a panel above a queue). */
export function DecisionList({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        {title}
      </Typography>
      <List aria-label={label}>{children}</List>
    </Paper>
  );
}

interface DecisionRowProps {
  /** What is asked, in sentences. */
  children: ReactNode;
  acceptLabel: string;
  /** The button that sends the rejection, once the text is typed. */
  rejectLabel: string;
  /** The text sent with a rejection: what the person asking reads. */
  reasonLabel: string;
  /** A rejection needs the text (otherwise it may be left empty). */
  reasonRequired?: boolean;
  pending: boolean;
  /** The last decision's failure, shown above the buttons. */
  error?: unknown;
  onAccept(): void;
  onReject(reason: string): void;
}

/** One waiting request: Accept at once, or Reject, which first asks for the text the person reads. */
export function DecisionRow({
  children,
  acceptLabel,
  rejectLabel,
  reasonLabel,
  reasonRequired = false,
  pending,
  error,
  onAccept,
  onReject,
}: DecisionRowProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack spacing={1}>
        {children}
        {error ? <ErrorAlert error={error} /> : null}
        {rejecting ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              sx={{ flex: '1 1 280px' }}
            />
            <Button
              color="error"
              variant="contained"
              disabled={pending || (reasonRequired && reason.trim() === '')}
              onClick={() => onReject(reason)}
            >
              {rejectLabel}
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={pending} onClick={onAccept}>
              {acceptLabel}
            </Button>
            <Button color="error" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
